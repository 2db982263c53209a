/**
 * Ingest of the facts the 2016 MLB box score adds (DECISIONS 11, D20): a pitcher's
 * `throwing_hand` (only the service's `RHP` and `LHP`) and fielding lines of names and errors.
 */
import { describe, expect, it } from 'vitest';
import type { FielderInput, GameInput, PitcherInput } from '../../src/engine/BatchInput.js';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { findGame } from '../../src/engine/findGame.js';
import { getMlbBoxscore } from '../../src/engine/getMlbBoxscore.js';
import { ingest } from '../../src/engine/ingest.js';
import type { LeagueState } from '../../src/engine/LeagueState.js';
import { formatMlbBoxscore } from '../../src/formatting/payloads/formatMlbBoxscore.js';

const EVENT = '20160518-boston-red-sox-at-kansas-city-royals';
const OTHER = '20160519-boston-red-sox-at-kansas-city-royals';
const pitcher = (first_name: string, last_name: string, pitch_order: number, over: Partial<PitcherInput> = {}): PitcherInput =>
  ({ first_name, last_name, pitch_order, innings_pitched: 8, hits_allowed: 5, runs_allowed: 0, walks: 1, strike_outs: 6, ...over });
const game = (over: Partial<GameInput> = {}, eventId = EVENT): GameInput => ({
  sport: 'mlb', event_id: eventId, status: 'completed', start_date_time: '2016-05-18T14:15:00-04:00', away_team_id: 'boston-red-sox',
  home_team_id: 'kansas-city-royals', away_points_scored: 2, home_points_scored: 3,
  away_batters: [{ first_name: 'Markus', last_name: 'Betts', display_name: 'Mookie Betts', position: 'RF', bat_order: 1, at_bats: 4, runs: 2 }],
  home_batters: [{ first_name: 'Eric', last_name: 'Hosmer', position: '1B', bat_order: 3, at_bats: 3, hits: 1, home_runs: 1, runs: 3, rbi: 2 }],
  away_pitchers: [pitcher('Steven', 'Wright', 1, { loss: true, runs_allowed: 3, earned_runs: 3, throwing_hand: 'RHP' })],
  home_pitchers: [pitcher('Ian', 'Kennedy', 1, { throwing_hand: 'RHP' }), pitcher('Brian', 'Flynn', 2, { innings_pitched: 0.1, win: true, throwing_hand: 'LHP' })],
  ...over,
});
const issuesOf = (r: ReturnType<typeof ingest>) => (r.ok ? [] : r.issues.map((i) => `${i.code} ${i.path.join('.')}`));

function base(): LeagueState {
  const r = ingest(createLeagueState(), { games: [game({}, OTHER)] });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.state;
}

describe('throwing_hand', () => {
  it('is held per pitcher when sent, null when not, and printed only when held', () => {
    const r = ingest(createLeagueState(), { games: [game({ home_pitchers: [pitcher('Ian', 'Kennedy', 1), pitcher('Brian', 'Flynn', 2, { innings_pitched: 0.1, win: true, throwing_hand: 'LHP' })] })] });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    const baseball = findGame(r.state, 'mlb', EVENT)!.box!.baseball!;
    expect(baseball.homePitchers.map((p) => p.throwingHand)).toEqual([null, 'LHP']);
    expect(baseball.awayPitchers.map((p) => p.throwingHand)).toEqual(['RHP']);
    const answer = getMlbBoxscore(r.state, { eventId: EVENT });
    if (!answer?.ok) throw new Error('no box score');
    const json = JSON.parse(formatMlbBoxscore(answer.payload)) as { home_pitchers: Record<string, unknown>[] };
    expect(json.home_pitchers.map((p) => p['throwing_hand'])).toEqual([undefined, 'LHP']);
    expect(Object.keys(json.home_pitchers[0]!)).not.toContain('throwing_hand');
  });

  it.each([['R'], ['rhp'], ['SHP'], ['RHP '], ['']])('refuses %j as a typed issue naming the field, and leaves the state as it was', (hand) => {
    const state = base();
    const before = JSON.stringify(state);
    const r = ingest(state, { games: [game({ home_pitchers: [pitcher('Ian', 'Kennedy', 1), pitcher('Brian', 'Flynn', 2, { innings_pitched: 0.1, win: true, throwing_hand: hand as 'RHP' })] })] });
    expect(r.ok).toBe(false);
    expect(issuesOf(r)).toEqual(['invalid_input games.0.home_pitchers.1.throwing_hand']);
    expect(r.ok ? '' : r.issues[0]!.message).toContain('RHP, LHP');
    expect(JSON.stringify(state)).toBe(before);
    expect(findGame(state, 'mlb', EVENT)).toBeUndefined();
  });

  it('refuses a value that is not a string, at the same path', () => {
    for (const hand of [1, null, true]) {
      const r = ingest(base(), { games: [game({ away_pitchers: [pitcher('Steven', 'Wright', 1, { loss: true, throwing_hand: hand as unknown as 'RHP' })] })] });
      expect(issuesOf(r)).toEqual(['invalid_input games.0.away_pitchers.0.throwing_hand']);
    }
  });
});

describe('fielding lines', () => {
  const fielding = (errors: readonly number[]): FielderInput[] =>
    [['Xander', 'Bogaerts'], ['Jackie', 'Bradley', 'Jackie Bradley Jr.'], ['Steven', 'Wright']].map(([first_name, last_name, display_name], i) => ({
      first_name: first_name!, last_name: last_name!, ...(display_name ? { display_name } : {}), errors: errors[i] ?? 0,
    }));

  it('hold names and errors in the order sent (the 2016 shape), and print it', () => {
    const r = ingest(createLeagueState(), { games: [game({ away_errors: 1, home_errors: 0, away_fielding: fielding([0, 1, 0]), home_fielding: [] })] });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    const baseball = findGame(r.state, 'mlb', EVENT)!.box!.baseball!;
    expect(baseball.awayFielding).toEqual([
      { playerId: 'xander-bogaerts', firstName: 'Xander', lastName: 'Bogaerts', displayName: 'Xander Bogaerts', errors: 0 },
      { playerId: 'jackie-bradley-jr', firstName: 'Jackie', lastName: 'Bradley', displayName: 'Jackie Bradley Jr.', errors: 1 },
      { playerId: 'steven-wright', firstName: 'Steven', lastName: 'Wright', displayName: 'Steven Wright', errors: 0 },
    ]);
    expect(baseball.homeFielding).toEqual([]);
    const answer = getMlbBoxscore(r.state, { eventId: EVENT });
    if (!answer?.ok) throw new Error('no box score');
    const json = JSON.parse(formatMlbBoxscore(answer.payload)) as Record<string, unknown>;
    expect(json['away_fielding']).toEqual([
      { last_name: 'Bogaerts', first_name: 'Xander', display_name: 'Xander Bogaerts', errors: 0, team_abbreviation: 'BOS' },
      { last_name: 'Bradley', first_name: 'Jackie', display_name: 'Jackie Bradley Jr.', errors: 1, team_abbreviation: 'BOS' },
      { last_name: 'Wright', first_name: 'Steven', display_name: 'Steven Wright', errors: 0, team_abbreviation: 'BOS' },
    ]);
    expect([json['away_errors'], json['home_errors'], json['home_fielding']]).toEqual([1, 0, []]);
  });

  it('accept the earlier input shape (position, putouts, assists), type-checked but not held', () => {
    const r = ingest(createLeagueState(), { games: [game({ away_fielding: [{ first_name: 'Xander', last_name: 'Bogaerts', position: 'SS', putouts: 2, assists: 3, errors: 0 }] })] });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    expect(findGame(r.state, 'mlb', EVENT)!.box!.baseball!.awayFielding![0]).toEqual({ playerId: 'xander-bogaerts', firstName: 'Xander', lastName: 'Bogaerts', displayName: 'Xander Bogaerts', errors: 0 });
    const bad = ingest(createLeagueState(), { games: [game({ away_fielding: [{ first_name: 'Xander', last_name: 'Bogaerts', putouts: -1 }] })] });
    expect(issuesOf(bad)).toEqual(['invalid_input games.0.away_fielding.0.putouts']);
  });

  it.each([
    ['errors that do not add up to the side\'s', { away_errors: 2, away_fielding: fielding([0, 1, 0]) }, 'invalid_score games.0.away_errors'],
    ['the same player twice', { home_fielding: [{ first_name: 'Ian', last_name: 'Kennedy', errors: 0 }, { first_name: 'Ian', last_name: 'Kennedy', errors: 0 }] }, 'conflict games.0.home_fielding.1.player_id'],
    ['a line without a name', { home_fielding: [{ first_name: '', last_name: '', errors: 0 }] }, 'invalid_input games.0.home_fielding.0.display_name'],
    ['negative errors', { home_fielding: [{ first_name: 'Ian', last_name: 'Kennedy', errors: -1 }] }, 'invalid_input games.0.home_fielding.0.errors'],
  ] as const)('refuse %s, naming it, and leave the state as it was', (_, over, expected) => {
    const state = base();
    const before = JSON.stringify(state);
    const r = ingest(state, { games: [game(over as Partial<GameInput>)] });
    expect(issuesOf(r)).toContain(expected);
    expect(JSON.stringify(state)).toBe(before);
  });
});
