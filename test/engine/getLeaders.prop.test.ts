import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameInput, PlayerLineInput } from '../../src/engine/BatchInput.js';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { getDailyLeaders } from '../../src/engine/getDailyLeaders.js';
import { getLeaders } from '../../src/engine/getLeaders.js';
import { ingest } from '../../src/engine/ingest.js';
import type { LeagueState } from '../../src/engine/LeagueState.js';
import { formatDailyLeaders } from '../../src/formatting/payloads/formatDailyLeaders.js';
import { formatLeaders } from '../../src/formatting/payloads/formatLeaders.js';
import { basicLine, line, nbaGame } from './nbaBoxFixtures.js';

const TEAMS = ['boston-celtics', 'cleveland-cavaliers', 'houston-rockets', 'golden-state-warriors'];
const ROSTER = (team: number) => ['Al', 'Bo', 'Cy'].map((first) => `${first} ${['Ames', 'Berg', 'Cole', 'Dunn'][team]!}`);

const countsArb = fc.record({
  twos: fc.integer({ min: 0, max: 8 }), threes: fc.integer({ min: 0, max: 4 }), ftm: fc.integer({ min: 0, max: 6 }), missed2: fc.integer({ min: 0, max: 5 }),
  orb: fc.integer({ min: 0, max: 4 }), drb: fc.integer({ min: 0, max: 10 }), ast: fc.integer({ min: 0, max: 11 }), stl: fc.integer({ min: 0, max: 3 }),
  tov: fc.integer({ min: 0, max: 4 }), pf: fc.integer({ min: 0, max: 5 }),
});

const gameArb = fc.record({
  day: fc.integer({ min: 0, max: 40 }),
  away: fc.integer({ min: 0, max: 3 }),
  shift: fc.integer({ min: 1, max: 3 }),
  basic: fc.boolean(),
  awayLines: fc.array(countsArb, { minLength: 1, maxLength: 3 }),
  homeLines: fc.array(countsArb, { minLength: 1, maxLength: 3 }),
});

/** Games on distinct days (one game a day), scores made unequal by a free throw when needed. */
const seasonArb = fc.uniqueArray(gameArb, { selector: (g) => g.day, minLength: 1, maxLength: 10 }).map((games) => games.map((g): GameInput => {
  const home = (g.away + g.shift) % 4;
  const date = new Date(Date.UTC(2017, 9, 17 + g.day)).toISOString().slice(0, 10);
  const lines = (team: number, counts: typeof g.awayLines, bump: boolean): PlayerLineInput[] => counts.map((c, i) => {
    const name = ROSTER(team)[i]!;
    const own = { ...c, ftm: c.ftm + (bump && i === 0 ? 1 : 0) };
    return g.basic ? basicLine(name, { pts: 2 * own.twos + 3 * own.threes + own.ftm, reb: own.orb + own.drb, ast: own.ast, stl: own.stl, tov: own.tov }) : line(name, own);
  });
  const points = (counts: typeof g.awayLines) => counts.reduce((s, c) => s + 2 * c.twos + 3 * c.threes + c.ftm, 0);
  const tied = points(g.awayLines) === points(g.homeLines);
  return nbaGame(date, TEAMS[g.away]!, TEAMS[home]!, lines(g.away, g.awayLines, false), lines(home, g.homeLines, tied));
}));

function ingestAll(batches: readonly (readonly GameInput[])[]): LeagueState {
  let state = createLeagueState();
  for (const games of batches) {
    const r = ingest(state, { games: [...games] });
    if (!r.ok) throw new Error(JSON.stringify(r.issues.slice(0, 3)));
    state = r.state;
  }
  return state;
}

const NOW = '2017-12-31T12:00:00-05:00';
const CATEGORIES = ['points_per_game', 'rebounds_per_game', 'field_goal_pct', 'double_doubles', 'assists_to_turnovers_per_game', 'games_played'] as const;

/** Everything the leaders and daily leaders answer for a state, as bytes. */
function answers(state: LeagueState, days: readonly string[]): string[] {
  const out: string[] = [];
  for (const category of CATEGORIES) {
    for (const qualified of [true, false]) {
      const p = getLeaders(state, { category, qualified, now: NOW });
      out.push(`${category} ${String(qualified)} ${p.basicLines} ${formatLeaders(p)}`);
    }
  }
  for (const date of days) {
    const d = getDailyLeaders(state, { date, now: NOW });
    out.push(`${date} ${d.basicLines} ${formatDailyLeaders(d)}`);
  }
  return out;
}

describe('leaders and daily leaders properties', () => {
  it('do not depend on the order games are ingested in, nor on how they are batched', () => {
    fc.assert(fc.property(seasonArb, fc.array(fc.integer(), { minLength: 10, maxLength: 10 }), (games, keys) => {
      const days = games.map((g) => g.date!);
      const expected = answers(ingestAll([games]), days);
      const shuffled = games.map((g, i) => [keys[i]!, g] as const).sort((a, b) => a[0] - b[0]).map(([, g]) => g);
      expect(answers(ingestAll(shuffled.map((g) => [g])), days)).toEqual(expected);
      expect(answers(ingestAll([[...games].reverse()]), days)).toEqual(expected);
    }), { numRuns: 40 });
  });

  it('re-ingesting the same games changes no answer', () => {
    fc.assert(fc.property(seasonArb, (games) => {
      const once = ingestAll([games]);
      const twice = ingestAll([games, games]);
      const days = games.map((g) => g.date!);
      expect(answers(twice, days)).toEqual(answers(once, days));
    }), { numRuns: 20 });
  });
});
