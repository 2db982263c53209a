import { createSeededRandom, type SeededRandom } from '../../../src/aggregates/race/createSeededRandom.js';
import type { HomeWinProbability } from '../../../src/aggregates/race/GameModel.js';
import { computePostseasonPicture, type PostseasonPicture } from '../../../src/aggregates/race/computePostseasonPicture.js';
import type { RaceResults } from '../../../src/aggregates/race/RaceResults.js';
import type { RacePlayedGame, RaceRemainingGame, RaceSeason, RaceTeamInfo } from '../../../src/aggregates/race/RaceSeason.js';
import { resultsOfRace } from '../../../src/aggregates/race/resultsOfRace.js';
import type { Sport } from '../../../src/ids/index.js';
import { leagueDate, type LeagueDate } from '../../../src/ids/index.js';
import { getTeamsOfSeason } from '../../../src/registry/getTeamsOfSeason.js';

/** The shape of a small generated league: per conference (MLB league, NBA conference), divisions of `perDivision` teams. */
export interface SmallLeague {
  readonly sport: Sport;
  readonly season: number;
  readonly divisions: number;
  readonly perDivision: number;
  /** Games already played (random pairs, mostly within a conference) and games left. */
  readonly played: number;
  readonly remaining: number;
}

const day = (k: number): LeagueDate => leagueDate(`2000-${String(4 + Math.floor(k / 28)).padStart(2, '0')}-${String(1 + (k % 28)).padStart(2, '0')}`);

/**
 * A small league of the given shape, from a seed: teams `T00`.. (full names in that order),
 * conferences and divisions named as the sport's (`American`/`National`, `East`/`West`), played
 * games with random scores (no ties), and remaining games between random pairs (three in four
 * within a conference, to make ties and races).
 */
export function smallLeague(shape: SmallLeague, seed: number): RaceSeason {
  const random = createSeededRandom(seed);
  const conferences = shape.sport === 'mlb' ? ['American', 'National'] : ['East', 'West'];
  const teams: RaceTeamInfo[] = [];
  for (const conference of conferences) {
    for (let d = 0; d < shape.divisions; d++) {
      for (let k = 0; k < shape.perDivision; k++) {
        const id = `T${String(teams.length).padStart(2, '0')}`;
        teams.push({ teamId: id, fullName: `Team ${id}`, abbreviation: id, conference, division: `D${d}` });
      }
    }
  }
  const pair = (): [number, number] => {
    const n = teams.length;
    const h = Math.floor(random() * n);
    let a = Math.floor(random() * n);
    if (random() < 0.75) {
      const half = n / 2, base = h < half ? 0 : half;
      a = base + Math.floor(random() * half);
    }
    if (a === h) a = (h + 1) % n;
    return [h, a];
  };
  const played: RacePlayedGame[] = [];
  for (let g = 0; g < shape.played; g++) {
    const [home, away] = pair();
    const hs = Math.floor(random() * 10), as = Math.floor(random() * 10);
    played.push({ eventId: `p${g}`, home, away, homeScore: hs === as ? hs + 1 : hs, awayScore: as, date: day(g >> 2) });
  }
  const start = (shape.played >> 2) + 1;
  const remaining: RaceRemainingGame[] = [];
  for (let g = 0; g < shape.remaining; g++) {
    const [home, away] = pair();
    remaining.push({ eventId: `r${g}`, home, away, date: day(start + g) });
  }
  return { sport: shape.sport, season: shape.season, asOf: day(start - 1), teams, played, remaining };
}

/** What a completion (and its tiebreaker games) gave, weighted: the picture and the results it was computed from. */
export type PictureVisitor = (picture: PostseasonPicture, results: RaceResults, weight: number) => void;

/**
 * Every completion of `race.remaining` with its probability under `p`, and for MLB through 2021
 * every outcome of the tiebreaker games the picture plays (the first club of a pair at home),
 * each completed season's picture handed to `visit` with its weight (the weights sum to 1).
 * Point differential stays as of the race (simulated games add none), as in `simulateOdds`.
 */
export function enumeratePictures(race: RaceSeason, p: HomeWinProbability, visit: PictureVisitor): void {
  const m = race.remaining.length;
  if (m > 16) throw new RangeError('enumeratePictures: too many games');
  const pointDiff = resultsOfRace(race).pointDiff;
  for (let mask = 0; mask < 1 << m; mask++) {
    let weight = 1;
    const played: RacePlayedGame[] = [...race.played];
    race.remaining.forEach((g, k) => {
      const homeWins = ((mask >> k) & 1) === 1;
      const q = p(g.home, g.away);
      weight *= homeWins ? q : 1 - q;
      played.push({ eventId: g.eventId, home: g.home, away: g.away, homeScore: homeWins ? 1 : 0, awayScore: homeWins ? 0 : 1, date: g.date });
    });
    if (weight === 0) continue;
    const results: RaceResults = { ...resultsOfRace({ ...race, played, remaining: [] }), pointDiff };
    explore(results, p, [], weight, visit);
  }
}

/** The picture under each outcome of its tiebreaker games: `choices` fixes the first ones (1: the first club wins). */
function explore(results: RaceResults, p: HomeWinProbability, choices: readonly number[], weight: number, visit: PictureVisitor): void {
  let k = 0;
  let branch: [number, number] | undefined;
  const picture = computePostseasonPicture(results, {
    orderOutsideField: false,
    decideTiebreakerGame: (a, b) => {
      if (k < choices.length) return choices[k++] === 1 ? a : b;
      branch ??= [a, b];
      return a;
    },
  });
  if (!branch) {
    visit(picture, results, weight);
    return;
  }
  const q = p(branch[0], branch[1]);
  if (q > 0) explore(results, p, [...choices, 1], weight * q, visit);
  if (q < 1) explore(results, p, [...choices, 0], weight * (1 - q), visit);
}

/** A random strength per team and a log5 model with a home share, from a generator. */
export function strengthModel(n: number, random: SeededRandom, homeShare = 0.55): HomeWinProbability {
  const logit = (x: number) => Math.log(x / (1 - x));
  const r = Array.from({ length: n }, () => logit(0.3 + 0.4 * random()));
  return (h, a) => 1 / (1 + Math.exp(-(r[h]! - r[a]! + logit(homeShare))));
}

/**
 * A generated NBA season of the real clubs of `season` (registry alignment), 82 games each
 * (every pair twice, and once more each of the twelve teams that follow in a circle, in a seeded
 * order, as `bench/nbaSeason.mjs`), scores from team strengths; the first `playedShare` of the
 * games played, the rest left.
 */
export function generatedNbaRace(season: number, playedShare: number, seed: number): RaceSeason {
  const random = createSeededRandom(seed);
  const teams: RaceTeamInfo[] = getTeamsOfSeason('nba', season).map((t) => ({ teamId: t.teamId, fullName: t.fullName, abbreviation: t.abbreviation, conference: t.conference, division: t.division }));
  const n = teams.length;
  const all: [number, number][] = [];
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (i !== j) all.push([i, j]);
  for (let d = 1; d <= 12; d++) for (let i = 0; i < n; i++) all.push(d % 2 === 0 ? [i, (i + d) % n] : [(i + d) % n, i]);
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  const strength = Array.from({ length: n }, () => 100 + 12 * random());
  const cut = Math.round(all.length * playedShare);
  const perDay = 8;
  const dateOf = (g: number): LeagueDate => {
    const d = Math.floor(g / perDay);
    const base = Date.UTC(season - 1, 9, 17) + d * 86_400_000;
    return leagueDate(new Date(base).toISOString().slice(0, 10));
  };
  const played: RacePlayedGame[] = [];
  const remaining: RaceRemainingGame[] = [];
  all.forEach(([home, away], g) => {
    const eventId = `g${g}`;
    if (g < cut) {
      const hs = Math.round(strength[home]! + 3 + 12 * (random() - 0.5)), as = Math.round(strength[away]! + 12 * (random() - 0.5));
      played.push({ eventId, home, away, homeScore: hs === as ? hs + 1 : hs, awayScore: as, date: dateOf(g) });
    } else {
      remaining.push({ eventId, home, away, date: dateOf(g) });
    }
  });
  return { sport: 'nba', season, asOf: cut > 0 ? dateOf(cut - 1) : dateOf(0), teams, played, remaining };
}
