import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computePostseasonPicture, type PostseasonPicture } from '../../../src/aggregates/race/computePostseasonPicture.js';
import type { RaceResults } from '../../../src/aggregates/race/RaceResults.js';
import type { RacePlayedGame, RaceSeason, RaceTeamInfo } from '../../../src/aggregates/race/RaceSeason.js';
import { resultsOfRace } from '../../../src/aggregates/race/resultsOfRace.js';
import type { LeagueDate } from '../../../src/ids/index.js';

/**
 * Small generated leagues: two conferences of two or three divisions of two or three teams, a few
 * dozen games with random winners and margins (many ties in the records), MLB seasons of each
 * era (2019: tiebreaker games not played here, 2020, 2023) and NBA (2015, 2018, 2022).
 */
const leagueArb = fc.record({
  sport: fc.constantFrom('mlb' as const, 'nba' as const),
  era: fc.integer({ min: 0, max: 2 }),
  divisions: fc.integer({ min: 2, max: 3 }),
  perDivision: fc.integer({ min: 2, max: 3 }),
}).chain((shape) => {
  const n = 2 * shape.divisions * shape.perDivision;
  const game = fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 1, max: n - 1 }), fc.integer({ min: 1, max: 5 }), fc.boolean())
    .map(([a, d, margin, homeWins]) => ({ home: a, away: (a + d) % n, margin, homeWins }));
  return fc.record({ shape: fc.constant(shape), games: fc.array(game, { maxLength: 60 }), permutation: fc.shuffledSubarray(Array.from({ length: n }, (_, i) => i), { minLength: n, maxLength: n }) });
});

type League = { shape: { sport: 'mlb' | 'nba'; era: number; divisions: number; perDivision: number }; games: { home: number; away: number; margin: number; homeWins: boolean }[]; permutation: number[] };

function raceOf(league: League, order?: readonly number[]): RaceSeason {
  const { sport, era, divisions, perDivision } = league.shape;
  const conferences = sport === 'mlb' ? ['American', 'National'] : ['East', 'West'];
  const base: RaceTeamInfo[] = [];
  for (const conference of conferences) {
    for (let d = 0; d < divisions; d++) {
      for (let k = 0; k < perDivision; k++) {
        const id = `${conference[0]}${d}${k}`;
        base.push({ teamId: id, fullName: `Team ${id}`, abbreviation: id, conference, division: `D${d}` });
      }
    }
  }
  const at = order ?? base.map((_, i) => i); // position in the race of base team i
  const teams: RaceTeamInfo[] = new Array<RaceTeamInfo>(base.length);
  base.forEach((t, i) => (teams[at[i]!] = t));
  const played: RacePlayedGame[] = league.games.map((g, i) => ({
    eventId: `g${i}`, home: at[g.home]!, away: at[g.away]!, homeScore: g.homeWins ? g.margin : 0, awayScore: g.homeWins ? 0 : g.margin, date: '2019-04-01' as LeagueDate,
  }));
  const season = sport === 'mlb' ? [2019, 2020, 2023][era]! : [2015, 2018, 2022][era]!;
  return { sport, season, asOf: '2019-04-01' as LeagueDate, teams, played, remaining: [] };
}

const pct = (w: number, l: number) => (w + l === 0 ? 0 : w / (w + l));

/** The value of a criterion for team t among `among`, recomputed from the results, or undefined when the test does not recompute it. */
function criterionValue(results: RaceResults, rule: string, t: number, among: readonly number[], sport: string): number | undefined {
  const n = results.teams.length;
  const teams = results.teams;
  const versus = (include: (o: number) => boolean) => {
    let w = 0, l = 0;
    for (let o = 0; o < n; o++) if (o !== t && include(o)) { w += results.beat[t * n + o]!; l += results.beat[o * n + t]!; }
    return pct(w, l);
  };
  const same = (o: number) => teams[o]!.conference === teams[t]!.conference;
  switch (rule) {
    case 'head-to-head': return sport === 'mlb' ? versus((o) => among.includes(o)) : undefined; // NBA: `among` may be what remains of a larger tie
    case 'intradivision':
    case 'division-record': return versus((o) => same(o) && teams[o]!.division === teams[t]!.division);
    case 'interdivision': return versus((o) => same(o) && teams[o]!.division !== teams[t]!.division);
    case 'conference-record': return versus(same);
    case 'point-differential': return results.pointDiff[t]!;
    default: return undefined;
  }
}

function describeAll(picture: PostseasonPicture) {
  return picture.groups.map((g) => ({
    conference: g.conference,
    seeds: g.seeds,
    order: g.order,
    divisionWinners: [...g.divisionWinners].sort((a, b) => (a.division < b.division ? -1 : 1)),
    ties: g.ties.map((t) => JSON.stringify(t)).sort(),
  }));
}

describe('computePostseasonPicture on small generated leagues', () => {
  it('orders every team of a group once, the seeds first, division winners from their divisions', () => {
    fc.assert(fc.property(leagueArb, (league) => {
      const race = raceOf(league as League);
      const picture = computePostseasonPicture(resultsOfRace(race));
      for (const g of picture.groups) {
        const members = race.teams.filter((t) => t.conference === g.conference).map((t) => t.teamId);
        expect([...g.order].sort()).toEqual([...members].sort());
        expect(g.seeds.map((s) => s.teamId)).toEqual(g.order.slice(0, g.seeds.length));
        expect(g.seeds.map((s) => s.seed)).toEqual(g.seeds.map((_, i) => i + 1));
        for (const w of g.divisionWinners) expect(race.teams.find((t) => t.teamId === w.teamId)!.division).toBe(w.division);
      }
    }));
  });

  it('places a tie\'s placed teams ahead on the named criterion, and a draw by name', () => {
    fc.assert(fc.property(leagueArb, (league) => {
      const race = raceOf(league as League);
      const results = resultsOfRace(race);
      const index = (id: string) => race.teams.findIndex((t) => t.teamId === id);
      for (const g of computePostseasonPicture(results).groups) {
        for (const tie of g.ties) {
          const among = tie.among.map(index);
          const placed = tie.placed.map(index);
          const rest = among.filter((t) => !placed.includes(t));
          expect(placed.length).toBeGreaterThan(0);
          expect(rest.length).toBeGreaterThan(0);
          if (tie.rule === 'draw') {
            const name = (t: number) => race.teams[t]!.fullName;
            for (const p of placed) for (const r of rest) expect(name(p) < name(r)).toBe(true);
            continue;
          }
          const value = (t: number) => criterionValue(results, tie.rule, t, among, race.sport);
          if (value(placed[0]!) === undefined) continue;
          const worstPlaced = Math.min(...placed.map((t) => value(t)!));
          const bestRest = Math.max(...rest.map((t) => value(t)!));
          expect(worstPlaced).toBeGreaterThan(bestRest);
          // The placed teams are ahead in the group's order.
          const pos = (t: number) => g.order.indexOf(race.teams[t]!.teamId);
          expect(Math.max(...placed.map(pos))).toBeLessThan(Math.min(...rest.map(pos)));
        }
      }
    }));
  });

  it('does not depend on the order the teams are listed in', () => {
    fc.assert(fc.property(leagueArb, (league) => {
      const l = league as League;
      const straight = describeAll(computePostseasonPicture(resultsOfRace(raceOf(l))));
      const shuffled = describeAll(computePostseasonPicture(resultsOfRace(raceOf(l, l.permutation))));
      expect(shuffled).toEqual(straight);
    }));
  });
});
