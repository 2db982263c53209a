import { describe, expect, it } from 'vitest';
import { computeClinch, type TeamClinch } from '../../../src/aggregates/race/computeClinch.js';
import { raceGoals, readsOwnDivisionOnly } from '../../../src/aggregates/race/raceGoals.js';
import type { RaceSeason } from '../../../src/aggregates/race/RaceSeason.js';
import { getRaceSeason } from '../../../src/engine/getRaceSeason.js';
import type { LeagueDate } from '../../../src/ids/index.js';
import { loadRetrosheetSeason } from '../../parity/loadSeason.js';

const race2019 = (date: string) => getRaceSeason(loadRetrosheetSeason(2019), { sport: 'mlb', date, now: '2019-12-31T12:00:00-05:00' });
const team = (report: readonly TeamClinch[], id: string) => report.find((t) => t.teamId === id)!;
const status = (t: TeamClinch, goal: string) => t.goals.find((g) => g.goal === goal)?.status;

describe('raceGoals', () => {
  it('lists the goals of each format: places, wild cards, byes, the play-in', () => {
    const names = (sport: 'mlb' | 'nba', season: number) => raceGoals(sport, season, 3).map((g) => g.goal);
    expect(names('mlb', 2011).filter((g) => g.startsWith('seed'))).toEqual(['seed1', 'seed2', 'seed3', 'seed4']);
    expect(names('mlb', 2019).filter((g) => g.startsWith('seed'))).toHaveLength(5);
    expect(names('mlb', 2020).filter((g) => g.startsWith('seed'))).toHaveLength(8);
    expect(names('mlb', 2023)).toContain('bye');
    expect(names('mlb', 2021)).not.toContain('bye');
    expect(names('nba', 2018).filter((g) => g.startsWith('seed'))).toHaveLength(8);
    expect(names('nba', 2018)).not.toContain('playIn');
    expect(names('nba', 2021)).toEqual(expect.arrayContaining(['topSix', 'playIn', 'seed10']));
  });

  it('reads a goal from the teams ahead by division: MLB 2019, a team second in its division with one wild card team ahead', () => {
    const goals = new Map(raceGoals('mlb', 2019, 3).map((g) => [g.goal, g]));
    const meets = (goal: string, ahead: number[]) => { const g = goals.get(goal)!; return g.kind === 'part' && g.meets(ahead, 0); };
    // Ahead: its own division's leader, and two teams of division 1 (the leader and a wild card).
    expect(meets('division', [1, 2, 0])).toBe(false);
    expect(meets('postseason', [1, 2, 0])).toBe(true); // second wild card
    expect(meets('atMost4', [1, 2, 0])).toBe(false);
    expect(meets('postseason', [2, 2, 0])).toBe(false); // two wild cards ahead
  });

  it('marks the division title (MLB: and the seed that is the same test) as reading only the own division, and nothing else (D157, D167)', () => {
    const own = (sport: 'mlb' | 'nba', season: number, divisions = 3) =>
      raceGoals(sport, season, divisions).flatMap((g) => (g.kind === 'part' && readsOwnDivisionOnly(g.meets) ? [g.goal] : []));
    expect(own('mlb', 2019)).toEqual(['division', 'atMost3']);
    expect(own('mlb', 2023)).toEqual(['division', 'atMost3']);
    expect(own('mlb', 2020)).toEqual(['division', 'atMost3']);
    expect(own('mlb', 2019, 2)).toEqual(['division', 'atMost2']);
    expect(own('nba', 2018)).toEqual(['division']);
    expect(own('nba', 2023)).toEqual(['division']);
    // Each marked predicate gives the same answer whatever the other divisions hold.
    for (const g of [...raceGoals('mlb', 2023, 3), ...raceGoals('nba', 2023, 3)]) {
      if (g.kind !== 'part' || !readsOwnDivisionOnly(g.meets)) continue;
      for (const mine of [0, 1, 2]) {
        const answers = new Set([[mine, 0, 0], [mine, 4, 0], [mine, 0, 4], [mine, 4, 4]].map((a) => g.meets(a, 0)));
        expect(answers.size, `${g.goal} with ${mine} ahead in its division`).toBe(1);
      }
    }
  });
});

describe('computeClinch on the 2019 season', () => {
  it('eliminates Pittsburgh from the NL Central after September 8 while its elimination number is 1, and says so', () => {
    const pirates = team(computeClinch(race2019('2019-09-08')), 'pittsburgh-pirates');
    expect(status(pirates, 'division')).toBe('eliminated');
    expect(pirates.eliminationNumber).toBe(1);
    expect(pirates.notes).toEqual(['eliminated from the division by the remaining schedule while the elimination number is still 1']);
    // The day before, the schedule still left it a chance.
    expect(status(team(computeClinch(race2019('2019-09-07')), 'pittsburgh-pirates'), 'division')).toBe('alive');
  });

  it('prints the indicators of September 20: Atlanta y, Houston x (a berth, not yet the division), Baltimore e', () => {
    const report = computeClinch(race2019('2019-09-20'));
    expect(team(report, 'atlanta-braves').indicator).toBe('y');
    expect(team(report, 'houston-astros')).toMatchObject({ indicator: 'x', magicNumber: 1 });
    expect(status(team(report, 'houston-astros'), 'division')).toBe('alive');
    expect(team(report, 'baltimore-orioles')).toMatchObject({ indicator: 'e', eliminationNumber: 0, wildCardEliminationNumber: 0 });
    expect(team(report, 'washington-nationals').indicator).toBeNull();
  });

  it('reports every goal of the format for every team, in the order of raceGoals', () => {
    const report = computeClinch(race2019('2019-09-01'));
    expect(report).toHaveLength(30);
    for (const t of report) expect(t.goals.map((g) => g.goal)).toEqual(raceGoals('mlb', 2019, 3).map((g) => g.goal));
  });
});

describe('computeClinch refuses a tie search budget that is not a whole number of nodes', () => {
  it('NaN, Infinity, a fraction, a negative number: a RangeError naming the option; not a number: a TypeError; 0 is off', () => {
    const race = race2019('2019-09-23');
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, 1.5, -1, 2 ** 53]) {
      expect(() => computeClinch(race, { tieSearchBudget: bad }), String(bad)).toThrow(new RangeError(`computeClinch: tieSearchBudget must be a whole number of nodes from 0 to 9007199254740991 (0: off), got ${bad}`));
    }
    for (const bad of ['2000', null, {}] as unknown[]) {
      expect(() => computeClinch(race, { tieSearchBudget: bad as number }), String(bad)).toThrow(TypeError);
    }
    expect(() => computeClinch(race, { tieSearchBudget: '2000' as unknown as number })).toThrow('computeClinch: tieSearchBudget must be a number of nodes, got string');
    expect(computeClinch(race, { tieSearchBudget: 0 })).toEqual(computeClinch(race));
  });
});

describe('computeClinch with no game left', () => {
  it('settles ties by the real tiebreak: 2023 Houston wins the AL West over Texas (both 90-72) on head-to-head (MLB.com, 2023-10-01)', () => {
    const race = getRaceSeason(loadRetrosheetSeason(2023), { sport: 'mlb', date: '2023-10-01', now: '2023-12-31T12:00:00-05:00' });
    expect(race.remaining).toHaveLength(0);
    const report = computeClinch(race);
    expect(status(team(report, 'houston-astros'), 'division')).toBe('clinched');
    expect(status(team(report, 'texas-rangers'), 'division')).toBe('eliminated');
    expect(status(team(report, 'texas-rangers'), 'wildCard')).toBe('clinched');
    for (const t of report) for (const g of t.goals) expect(g.status).not.toBe('alive');
  });

  it('decides a conference whose games are all played by the picture, and reports the ties another can still produce', () => {
    // American: a and b 1-1, nothing left. National: c 1-0, d 0-1, one game between them left.
    const day = '2019-04-01' as LeagueDate;
    const t = (id: string, conference: string) => ({ teamId: id, fullName: id, abbreviation: id, conference, division: 'East' });
    const race: RaceSeason = {
      sport: 'mlb', season: 2019, asOf: day,
      teams: [t('a', 'American'), t('b', 'American'), t('c', 'National'), t('d', 'National')],
      played: [
        { eventId: '1', home: 0, away: 1, homeScore: 2, awayScore: 1, date: day },
        { eventId: '2', home: 1, away: 0, homeScore: 2, awayScore: 1, date: day },
        { eventId: '3', home: 2, away: 3, homeScore: 2, awayScore: 1, date: day },
      ],
      remaining: [{ eventId: '4', home: 3, away: 2, date: day }],
    };
    const division = (t: TeamClinch) => t.goals.find((g) => g.goal === 'division');
    const report = computeClinch(race);
    expect([division(report[0]!)!.status, division(report[1]!)!.status].sort()).toEqual(['clinched', 'eliminated']);
    // c wins the division outright or ties it at 1-1; d can at best tie.
    expect(division(report[2]!)).toMatchObject({ status: 'alive', clinchedTie: true, canOnlyTie: false });
    expect(division(report[3]!)).toMatchObject({ status: 'alive', clinchedTie: false, canOnlyTie: true });
  });
});
