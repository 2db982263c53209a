/**
 * Games owed (D166): a game a team still owes whose opponent the race cannot tell is a game left
 * against no team of the race. Checked here: the model reads it as such (schedule length, games
 * left, free result), it never clinches or eliminates earlier than the real game would (whoever
 * the opponent was, with the tie search or without), the odds draw it, a what-if cancels
 * it with the season; and the engine finds the games owed in the real game logs of the repository.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyOutcomes } from '../../../src/aggregates/race/applyOutcomes.js';
import { computeClinch, type TeamClinch } from '../../../src/aggregates/race/computeClinch.js';
import { conferenceModelOf } from '../../../src/aggregates/race/ConferenceModel.js';
import { owedOf } from '../../../src/aggregates/race/owedOf.js';
import type { RaceRemainingGame, RaceSeason } from '../../../src/aggregates/race/RaceSeason.js';
import { simulateOdds } from '../../../src/aggregates/race/simulateOdds.js';
import { createLeagueState } from '../../../src/engine/createLeagueState.js';
import { getRaceSeason } from '../../../src/engine/getRaceSeason.js';
import { ingest } from '../../../src/engine/ingest.js';
import { pictureOfRace } from '../../../src/engine/getPlayoffPicture.js';
import { loadRetrosheetSeason } from '../../parity/loadSeason.js';
import { getTeamsOfSeason } from '../../../src/registry/getTeamsOfSeason.js';
import { mlbGameArb } from '../../engine/gameArbitraries.js';
import { smallLeague } from './generatedLeagues.js';

const league = (seed: number) => smallLeague({ sport: 'mlb', season: 2019, divisions: 2, perDivision: 3, played: 40, remaining: 10 }, seed);
const owing = (race: RaceSeason, counts: Record<number, number>): RaceSeason => ({ ...race, owed: race.teams.map((_, i) => counts[i] ?? 0) });

describe('a game owed against no known opponent (D166)', () => {
  it('is a game of the schedule left, against a team outside the conference', () => {
    const race = league(3);
    const plain = conferenceModelOf(race, 'American');
    const owed = conferenceModelOf(owing(race, { 1: 2, 8: 1 }), 'American');
    const x = plain.teams.indexOf(1);
    expect([owed.games[x]! - plain.games[x]!, owed.left[x]! - plain.left[x]!, owed.outside[x]! - plain.outside[x]!]).toEqual([2, 2, 2]);
    expect(owed.won).toEqual(plain.won);
    expect(owed.among).toEqual(plain.among);
    // Team 8 is of the National League: the American League's model does not change for it.
    expect(owed.games.filter((_, i) => i !== x)).toEqual(plain.games.filter((_, i) => i !== x));
  });

  it('is read only while a scheduled game is left: after that the season is over', () => {
    const race = owing(league(4), { 0: 1 });
    expect(owedOf(race)).toEqual(race.owed);
    expect(owedOf({ ...race, remaining: [] })).toBeNull();
    const onlyOwed: RaceRemainingGame[] = [{ eventId: 'o1', home: 2, away: 3, date: race.remaining[0]!.date, owed: true }];
    expect(owedOf({ ...race, remaining: onlyOwed })).toBeNull();
    expect(owedOf(owing(race, {}))).toBeNull();
  });

  it('never clinches nor eliminates before the game it stands for would, whoever the opponent was, with the search under the tiebreak rules or without', () => {
    // The real game is between two clubs; counted as owed by each against no one, each result is
    // free, which allows every completion the real game allows (and more); a tie of a team that
    // owes one is not settled by the tiebreakers (its opponent is unknown), the other ties are.
    const tally = { teeth: 0, byTiebreak: 0 };
    const eras = [['mlb', 2019], ['mlb', 2023], ['nba', 2018], ['nba', 2023]] as const;
    fc.assert(fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom(...eras), fc.array(fc.tuple(fc.nat(11), fc.nat(11)), { minLength: 1, maxLength: 3 }), (seed, [sport, season], pairs) => {
      const race = smallLeague({ sport, season, divisions: sport === 'mlb' ? 3 : 2, perDivision: 2, played: 40, remaining: 9 }, seed);
      const games = pairs.map(([a, b]) => [a % race.teams.length, b % race.teams.length] as const).filter(([a, b]) => a !== b);
      if (games.length === 0) return;
      const counts: Record<number, number> = {};
      for (const [a, b] of games) { counts[a] = (counts[a] ?? 0) + 1; counts[b] = (counts[b] ?? 0) + 1; }
      const date = race.remaining[race.remaining.length - 1]!.date;
      const paired: RaceSeason = { ...race, remaining: [...race.remaining, ...games.map(([a, b], k): RaceRemainingGame => ({ eventId: `o${k}`, home: a, away: b, date }))] };
      for (const budget of [0, 1_000_000]) {
        const truth = reports(computeClinch(paired, { tieSearchBudget: budget }));
        const owed = reports(computeClinch(owing(race, counts), { tieSearchBudget: budget }));
        const ignored = reports(computeClinch(race, { tieSearchBudget: budget }));
        for (const [key, g] of owed) {
          const real = truth.get(key)!;
          if (g.status !== 'alive' && !real.tiesOpen) expect([key, budget, real.status]).toEqual([key, budget, g.status]);
          if (g.byTiebreak) tally.byTiebreak++;
          // Where the race that ignores the game would be early, the count of games owed is what holds it back.
          if (ignored.get(key)!.status !== 'alive' && real.status === 'alive' && !real.tiesOpen) tally.teeth++;
        }
      }
    }), { numRuns: 150 });
    expect(tally.teeth).toBeGreaterThan(0);
    expect(tally.byTiebreak).toBeGreaterThan(0);
  });

  it('is drawn by the odds against an average team, and counted in the record only', () => {
    // Three divisions a league, so that the 2019 format (three division winners, two wild cards) fits.
    const race = owing(smallLeague({ sport: 'mlb', season: 2019, divisions: 3, perDivision: 2, played: 40, remaining: 10 }, 5), { 0: 3, 1: 2 });
    // Team 0 wins every game, team 1 loses every game, the rest are even.
    const model = (h: number, a: number) => (h === 0 || a === 1 ? 1 : a === 0 || h === 1 ? 0 : 0.5);
    const odds = simulateOdds(race, { n: 40, seed: 7, model });
    const wins = (t: number) => race.played.filter((g) => (g.homeScore > g.awayScore ? g.home : g.away) === t).length;
    const left = (t: number) => race.remaining.filter((g) => g.home === t || g.away === t).length;
    expect(odds.teams[0]!.averageWon).toBe(wins(0) + left(0) + 3);
    expect(odds.teams[1]!.averageWon).toBe(wins(1));
  });

  it('is counted in the picture as a game the team has left', () => {
    const race = owing(league(6), { 2: 2 });
    const left = (p: ReturnType<typeof pictureOfRace>, teamId: string) => p.groups.flatMap((g) => g.teams).find((t) => t.teamId === teamId)!.gamesLeft;
    const [plain, owed] = [pictureOfRace(league(6)), pictureOfRace(race)];
    expect(left(owed, race.teams[2]!.teamId)).toBe(left(plain, race.teams[2]!.teamId) + 2);
    expect(owed.gamesLeft).toBe(plain.gamesLeft);
  });
});

describe('a game owed whose opponent is known is a game left (D166)', () => {
  const withOwed = (race: RaceSeason): RaceSeason => ({
    ...race, remaining: [...race.remaining, { eventId: 'owed-1', home: 0, away: 1, date: race.remaining[race.remaining.length - 1]!.date, owed: true }],
  });

  it('is cancelled by a what-if that decides every scheduled game and not it', () => {
    const race = withOwed(league(8));
    const all = race.remaining.filter((g) => g.owed !== true).map((g) => ({ eventId: g.eventId, winner: race.teams[g.home]!.teamId }));
    const over = applyOutcomes(race, all);
    expect(over.ok && over.value.remaining).toEqual([]);
    const most = applyOutcomes(race, all.slice(1));
    expect(most.ok && most.value.remaining.map((g) => g.eventId)).toEqual([all[0]!.eventId, 'owed-1']);
    const named = applyOutcomes(race, [...all, { eventId: 'owed-1', winner: race.teams[1]!.teamId }]);
    expect(named.ok && named.value.played.at(-1)).toMatchObject({ eventId: 'owed-1', homeScore: 0, awayScore: 1 });
  });
});

describe('getRaceSeason pairs a game owed with the game postponed or cancelled (D166)', () => {
  const game = (date: string, status: 'completed' | 'postponed' | 'cancelled', away: string, home: string) => ({
    sport: 'mlb' as const, date, status, away_team_id: away, home_team_id: home,
    ...(status === 'completed' ? { away_points_scored: 2, home_points_scored: 3 } : {}),
  });
  // Four clubs with two games each; four with one and a game postponed or cancelled, not made up.
  const played = [
    game('2019-04-01', 'completed', 'boston-red-sox', 'new-york-yankees'), game('2019-04-10', 'completed', 'new-york-yankees', 'boston-red-sox'),
    game('2019-04-01', 'completed', 'minnesota-twins', 'detroit-tigers'), game('2019-04-10', 'completed', 'detroit-tigers', 'minnesota-twins'),
    game('2019-04-01', 'completed', 'tampa-bay-rays', 'toronto-blue-jays'), game('2019-04-01', 'completed', 'cleveland-indians', 'baltimore-orioles'),
  ];
  const calledOff = [game('2019-04-02', 'postponed', 'tampa-bay-rays', 'toronto-blue-jays'), game('2019-04-03', 'cancelled', 'baltimore-orioles', 'cleveland-indians')];
  const raceOf = (games: readonly ReturnType<typeof game>[], date: string) => {
    const r = ingest(createLeagueState(), { games: [...games] });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    return getRaceSeason(r.state, { sport: 'mlb', date, now: '2019-12-31T12:00:00-05:00' });
  };

  it('keeps the event id, dated the season\'s last day, where counting alone could not tell the opponents', () => {
    const race = raceOf([...played, ...calledOff], '2019-04-05');
    expect(race.remaining.filter((g) => g.owed === true).map((g) => [race.teams[g.away]!.teamId, race.teams[g.home]!.teamId, g.date, g.eventId])).toEqual([
      ['baltimore-orioles', 'cleveland-indians', '2019-04-10', '20190403-baltimore-orioles-at-cleveland-indians'],
      ['tampa-bay-rays', 'toronto-blue-jays', '2019-04-10', '20190402-tampa-bay-rays-at-toronto-blue-jays'],
    ]);
    expect(race.owed).toBeUndefined();
    // The 26 other clubs of 2019 have no game here: they owe none.
    expect(race.remaining).toHaveLength(4);
    expect(raceOf([...played, ...calledOff], '2019-04-10').remaining).toEqual([]);
  });

  it('without those events, counts the four clubs one game each against no known opponent', () => {
    const race = raceOf(played, '2019-04-05');
    expect(race.remaining.filter((g) => g.owed === true)).toEqual([]);
    expect((race.owed ?? []).flatMap((k, i) => (k > 0 ? [[race.teams[i]!.teamId, k]] : [])).sort()).toEqual([
      ['baltimore-orioles', 1], ['cleveland-indians', 1], ['tampa-bay-rays', 1], ['toronto-blue-jays', 1],
    ]);
  });
});

describe('getRaceSeason over random schedules of every status (D166)', () => {
  it('gives every team in the schedule its length in games (played, left, owed) while a scheduled game is left, and pairs only clubs short of one', () => {
    let paired = 0, counted = 0;
    // The generator's games folded onto eight clubs, so that schedules cross and several clubs fall short.
    const eight = getTeamsOfSeason('mlb', 2019).slice(0, 8).map((t) => t.teamId as string);
    const all = getTeamsOfSeason('mlb', 2019).map((t) => t.teamId as string);
    const fold = (id: string) => eight[all.indexOf(id) % 8]!;
    const gameArb = mlbGameArb.map((g) => ({ ...g, away_team_id: fold(g.away_team_id), home_team_id: fold(g.home_team_id) })).filter((g) => g.away_team_id !== g.home_team_id);
    fc.assert(fc.property(fc.uniqueArray(gameArb, { selector: (g) => `${g.date}-${g.sequence}-${g.away_team_id}-${g.home_team_id}`, maxLength: 40 }), fc.integer({ min: 1, max: 28 }), (games, day) => {
      const r = ingest(createLeagueState(), { games });
      if (!r.ok) return;
      const asOf = `2019-04-${String(day).padStart(2, '0')}`;
      const race = getRaceSeason(r.state, { sport: 'mlb', date: asOf, now: '2019-12-31T12:00:00-05:00' });
      const n = race.teams.length;
      // What the data holds per team: decided games and games not yet decided.
      const known = new Array<number>(n).fill(0);
      for (const g of [...race.played, ...race.remaining.filter((x) => x.owed !== true)]) { known[g.home]!++; known[g.away]!++; }
      const inRace = new Array<number>(n).fill(0);
      for (const g of [...race.played, ...race.remaining]) { inRace[g.home]!++; inRace[g.away]!++; }
      const owedGames = race.remaining.filter((g) => g.owed === true);
      if (!race.remaining.some((g) => g.owed !== true)) {
        // No scheduled game left: the season is over, nothing is owed.
        expect([owedGames, race.owed]).toEqual([[], undefined]);
        return;
      }
      const counts = new Map<number, number>();
      for (const k of known) if (k > 0) counts.set(k, (counts.get(k) ?? 0) + 1);
      const length = Math.max(...[...counts].filter(([, c]) => c === Math.max(...counts.values())).map(([k]) => k));
      for (let i = 0; i < n; i++) {
        const total = inRace[i]! + (race.owed?.[i] ?? 0);
        expect([race.teams[i]!.teamId, total]).toEqual([race.teams[i]!.teamId, known[i] === 0 ? 0 : Math.max(length, known[i]!)]);
      }
      // Dated on their own day while it is ahead, else on the season's last day (a game not yet
      // decided may be dated before the date asked, as a scheduled game left unplayed is).
      const lastDay = [...race.played, ...race.remaining.filter((x) => x.owed !== true)].reduce((d, g) => (g.date > d ? g.date : d), '');
      for (const g of owedGames) {
        expect(known[g.home]! < length && known[g.away]! < length).toBe(true);
        expect(g.date > asOf || g.date === lastDay).toBe(true);
      }
      paired += owedGames.length;
      counted += (race.owed ?? []).reduce((a, b) => a + b, 0);
    }), { numRuns: 200 });
    expect(paired).toBeGreaterThan(0);
    expect(counted).toBeGreaterThan(0);
  });
});

describe('getRaceSeason finds the games owed in the real game logs (D166)', () => {
  const NOW = (year: number) => `${year}-12-31T12:00:00-05:00`;
  const race = (year: number, date: string) => getRaceSeason(loadRetrosheetSeason(year), { sport: 'mlb', date, now: NOW(year) });
  const owedGames = (r: RaceSeason) => r.remaining.filter((g) => g.owed === true).map((g) => [r.teams[g.away]!.teamId, r.teams[g.home]!.teamId, g.date, g.eventId]);
  const owedCounts = (r: RaceSeason) => (r.owed ?? []).flatMap((k, i) => (k > 0 ? [[r.teams[i]!.teamId, k]] : []));

  it('2016: the Cubs and Pittsburgh owe the replay of their tie of September 29; four clubs owe a game to no one the race can tell', () => {
    // The tie is a game left on its own day while that is ahead, then on the season's last day.
    expect(owedGames(race(2016, '2016-09-20'))).toEqual([['chicago-cubs', 'pittsburgh-pirates', '2016-09-29', expect.any(String)]]);
    const after = race(2016, '2016-09-30');
    expect(owedGames(after)).toEqual([['chicago-cubs', 'pittsburgh-pirates', '2016-10-02', owedGames(race(2016, '2016-09-20'))[0]![3]]]);
    expect(owedCounts(after)).toEqual([['atlanta-braves', 1], ['cleveland-indians', 1], ['detroit-tigers', 1], ['miami-marlins', 1]]);
    const last = race(2016, '2016-10-02');
    expect([last.remaining, last.owed]).toEqual([[], undefined]);
  });

  it('2021 (Colorado and Atlanta) and 2018 (Miami and Pittsburgh): the only two clubs short of a game owe it to each other', () => {
    expect(owedGames(race(2021, '2021-09-29'))).toEqual([['colorado-rockies', 'atlanta-braves', '2021-10-03', 'owed-2021-colorado-rockies-at-atlanta-braves-1']]);
    // 2018's two tiebreaker games (163 games for four clubs) make no one else owe one.
    const r2018 = race(2018, '2018-09-01');
    expect(owedGames(r2018).map((g) => g.slice(0, 2))).toEqual([['pittsburgh-pirates', 'miami-marlins']]);
    expect(r2018.owed).toBeUndefined();
  });

  it('2013 and 2023: no one owes a game (2013 had a tiebreaker game, which is no one\'s debt)', () => {
    for (const [year, date] of [[2013, '2013-09-01'], [2023, '2023-09-01']] as const) {
      const r = race(year, date);
      expect([year, owedGames(r), r.owed]).toEqual([year, [], undefined]);
    }
  });
});

function reports(report: readonly TeamClinch[]): Map<string, TeamClinch['goals'][number]> {
  return new Map(report.flatMap((t) => t.goals.map((g) => [`${t.teamId} ${g.goal}`, g] as const)));
}
