import { describe, expect, it } from 'vitest';
import type { BatterInput, GameInput, PitcherInput } from '../../src/engine/BatchInput.js';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { findGame } from '../../src/engine/findGame.js';
import { getMlbBoxscore } from '../../src/engine/getMlbBoxscore.js';
import { ingest } from '../../src/engine/ingest.js';
import { respond } from '../../src/engine/router/respond.js';
import { formatMlbBoxscore } from '../../src/formatting/payloads/formatMlbBoxscore.js';

const EVENT = '20190704-philadelphia-phillies-at-atlanta-braves';
const batter = (name: string, bat_order: number, over: Partial<BatterInput> = {}): BatterInput => {
  const [first_name, last_name] = name.split(' ') as [string, string];
  return { first_name, last_name, position: 'CF', bat_order, at_bats: 4, hits: 1, runs: 0, rbi: 0, walks: 0, strike_outs: 1, left_on_base: 1, ...over };
};
const pitcher = (name: string, pitch_order: number, over: Partial<PitcherInput> = {}): PitcherInput => {
  const [first_name, last_name] = name.split(' ') as [string, string];
  return { first_name, last_name, pitch_order, innings_pitched: 9, hits_allowed: 4, runs_allowed: 1, earned_runs: 1, walks: 1, strike_outs: 7, pitch_count: 100, pitches_strikes: 66, ...over };
};
const game = (over: Partial<GameInput> = {}): GameInput => ({
  sport: 'mlb', event_id: EVENT, status: 'completed', start_date_time: '2019-07-04T19:20:00-04:00', away_team_id: 'philadelphia-phillies',
  home_team_id: 'atlanta-braves', away_points_scored: 2, home_points_scored: 1,
  away_batters: [batter('Cesar Hernandez', 1, { runs: 1, home_runs: 1, hits: 2, rbi: 2 }), batter('Bryce Harper', 2, { runs: 1, walks: 1, at_bats: 3 })],
  home_batters: [batter('Ronald Acuna', 1, { runs: 1, hits: 1, rbi: 1, home_runs: 1 }), batter('Ozzie Albies', 2, { sac_hits: 1, at_bats: 3 })],
  away_pitchers: [pitcher('Aaron Nola', 1, { win: true })],
  home_pitchers: [pitcher('Mike Soroka', 1, { loss: true, innings_pitched: 8.2, earned_runs: 2, runs_allowed: 2 }), pitcher('Luke Jackson', 2, { innings_pitched: 0.1, hits_allowed: 0, runs_allowed: 0, earned_runs: 0, walks: 0 })],
  officials: [{ position: 'Home Plate', first_name: 'Joe', last_name: 'West' }],
  attendance: 41000, duration: '2:41', temperature: 88,
  ...over,
});
const issuesOf = (r: ReturnType<typeof ingest>) => (r.ok ? [] : r.issues.map((i) => `${i.code} ${i.path.slice(2).join('.')}`));

describe('ingest of baseball box scores', () => {
  it('keeps counting stats as facts, with outs instead of innings and plate appearances defaulted', () => {
    const r = ingest(createLeagueState(), { games: [game()] });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    const box = findGame(r.state, 'mlb', EVENT)!.box!;
    expect(box.baseball!.homePitchers.map((p) => p.outs)).toEqual([26, 1]);
    expect(box.baseball!.homeBatters.map((b) => b.plateAppearances)).toEqual([4, 4]);
    expect(box.baseball!.awayBatters[1]).toMatchObject({ playerId: 'bryce-harper', plateAppearances: 4, walks: 1 });
    expect(box).toMatchObject({ attendance: 41000, durationMinutes: 161, temperature: 88, awayPlayers: [], homePlayers: [] });
  });

  it('prints innings in thirds, ERA and WHIP for the game, totals as the batters\' sums', () => {
    const r = ingest(createLeagueState(), { games: [game()] });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    const answer = getMlbBoxscore(r.state, { eventId: EVENT });
    if (!answer?.ok) throw new Error('no box score');
    const json = JSON.parse(formatMlbBoxscore(answer.payload));
    expect(json.home_pitchers.map((p: { innings_pitched: number; era: number; whip: number }) => [p.innings_pitched, p.era, p.whip])).toEqual([[8.2, 2.08, 0.58], [0.1, 0, 0]]);
    // Hernandez 2-4 with a home run, a run and 2 RBI; Harper 1-3 with a walk and a run.
    expect(json.away_batter_totals).toMatchObject({ at_bats: 7, hits: 3, runs: 2, walks: 1, plate_appearances: 8, batting_highlights: '3-7, HR, 2 R, 2 RBI', avg_string: '.429', obp_string: '.500', total_bases: 6 });
    // Albies 1-3 with a sacrifice hit: OBP over plate appearances, 1 / 4 (D20).
    expect(json.home_batters[1]).toMatchObject({ sacrifices: 1, obp: 0.25, plate_appearances: 4, batting_highlights: '1-3' });
    expect(Object.keys(json)).not.toContain('away_errors');
  });

  it('prints errors and fielding only when they were ingested, in the 2016 places; earlier fielding input is still accepted (D20)', () => {
    // The pre-2016 guess of a fielding line (position, putouts, assists) still ingests; the
    // service's line is names, errors and team, so only those are held and printed.
    const fielding = [{ first_name: 'Cesar', last_name: 'Hernandez', position: '2B', putouts: 3, assists: 4, errors: 1 }];
    const r = ingest(createLeagueState(), { games: [game({ away_errors: 1, home_errors: 0, away_fielding: fielding })] });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    const answer = getMlbBoxscore(r.state, { eventId: EVENT });
    if (!answer?.ok) throw new Error('no box score');
    const json = JSON.parse(formatMlbBoxscore(answer.payload));
    expect(Object.keys(json)).toEqual([
      'away_team', 'home_team', 'away_period_scores', 'home_period_scores', 'away_errors', 'home_errors', 'away_batters', 'home_batters',
      'away_pitchers', 'home_pitchers', 'away_fielding', 'officials', 'event_information', 'away_batter_totals', 'home_batter_totals',
    ]);
    expect(json.away_fielding).toEqual([{ last_name: 'Hernandez', first_name: 'Cesar', display_name: 'Cesar Hernandez', errors: 1, team_abbreviation: 'PHI' }]);
    expect([json.away_errors, json.home_errors]).toEqual([1, 0]);
  });

  it.each([
    ['a pitcher with more earned runs than runs', { home_pitchers: [pitcher('Mike Soroka', 1, { loss: true, earned_runs: 3, runs_allowed: 2 })] }, 'invalid_score home_pitchers.0.earned_runs'],
    ['innings that are not a whole number of thirds', { away_pitchers: [pitcher('Aaron Nola', 1, { win: true, innings_pitched: 6.3 })] }, 'invalid_input away_pitchers.0.innings_pitched'],
    ['innings with a fraction of a third', { away_pitchers: [pitcher('Aaron Nola', 1, { win: true, innings_pitched: 6.15 })] }, 'invalid_input away_pitchers.0.innings_pitched'],
    ['innings and outs that disagree', { away_pitchers: [pitcher('Aaron Nola', 1, { win: true, innings_pitched: 6.1, outs: 18 })] }, 'invalid_input away_pitchers.0.outs'],
    ['a batter with more hits than at-bats', { away_batters: [batter('Cesar Hernandez', 1, { hits: 5, at_bats: 4 })] }, 'invalid_score away_batters.0.hits'],
    ['more extra-base hits than hits', { away_batters: [batter('Cesar Hernandez', 1, { hits: 1, doubles: 1, home_runs: 1 })] }, 'invalid_score away_batters.0.hits'],
    ['fewer plate appearances than the events counted', { away_batters: [batter('Cesar Hernandez', 1, { plate_appearances: 3 })] }, 'invalid_score away_batters.0.plate_appearances'],
    ['the same batter twice', { away_batters: [batter('Cesar Hernandez', 1), batter('Cesar Hernandez', 2)] }, 'conflict away_batters.1.player_id'],
    ['a batting slot taken twice', { away_batters: [batter('Cesar Hernandez', 1), batter('Bryce Harper', 1)] }, 'conflict away_batters.1.sub_bat_order'],
    ['two winning pitchers', { home_pitchers: [pitcher('Mike Soroka', 1, { win: true })] }, 'conflict home_pitchers.0.win'],
    ['a loss on the winning side', { away_pitchers: [pitcher('Aaron Nola', 1, { loss: true })], home_pitchers: [pitcher('Mike Soroka', 1, { win: true })] }, 'invalid_score away_pitchers.0.loss'],
    ['a win and a loss at once', { away_pitchers: [pitcher('Aaron Nola', 1, { win: true, loss: true })] }, 'invalid_input away_pitchers.0.loss'],
    ['more strikes than pitches', { away_pitchers: [pitcher('Aaron Nola', 1, { win: true, pitches_strikes: 101 })] }, 'invalid_score away_pitchers.0.pitches_strikes'],
    ['fielders\' errors that do not add up', { away_errors: 2, away_fielding: [{ first_name: 'A', last_name: 'B', errors: 1 }] }, 'invalid_score away_errors'],
    ['a box score on a game not completed', { status: 'postponed', away_points_scored: null, home_points_scored: null }, 'invalid_input '],
  ] as const)('refuses %s, naming it, and leaves the state as it was', (_, over, expected) => {
    const state = createLeagueState();
    const r = ingest(state, { games: [game(over as Partial<GameInput>)] });
    expect(issuesOf(r)).toContain(expected);
    expect(r.ok).toBe(false);
    expect(Object.keys(state.seasons)).toEqual([]);
  });

  it('names a player, slot or pitch order taken twice on a side with where it was first seen; each side and each game starts afresh', () => {
    const r = ingest(createLeagueState(), { games: [game({
      away_batters: [batter('Cesar Hernandez', 1, { runs: 1, home_runs: 1, hits: 2, rbi: 2 }), batter('Bryce Harper', 2, { runs: 1, walks: 1, at_bats: 3 }), batter('Cesar Hernandez', 3, { sub_bat_order: 1 })],
      home_batters: [batter('Cesar Hernandez', 1, { runs: 1, hits: 1, rbi: 1, home_runs: 1 }), batter('Ozzie Albies', 1, { sac_hits: 1, at_bats: 3 })],
      home_pitchers: [pitcher('Mike Soroka', 1, { loss: true, innings_pitched: 8.2, earned_runs: 2, runs_allowed: 2 }), pitcher('Mike Soroka', 1, { innings_pitched: 0.1, hits_allowed: 0, runs_allowed: 0, earned_runs: 0, walks: 0 })],
      away_errors: 0, away_fielding: [{ first_name: 'A', last_name: 'B' }, { first_name: 'C', last_name: 'D' }, { first_name: 'A', last_name: 'B' }],
    })] });
    expect(r.ok ? [] : r.issues.map((i) => [i.code, i.path.slice(2).join('.'), i.message])).toEqual([
      ['conflict', 'away_batters.2.player_id', 'player "cesar-hernandez" bats twice for the away side (also away_batters[0])'],
      ['conflict', 'home_batters.1.sub_bat_order', 'batting slot 1, substitute 0 is taken twice on the home side'],
      ['conflict', 'home_pitchers.1.player_id', 'player "mike-soroka" pitches twice for the home side'],
      ['conflict', 'home_pitchers.1.pitch_order', 'pitch_order 1 is taken twice on the home side'],
      ['conflict', 'away_fielding.2.player_id', 'player "a-b" has two fielding lines on the away side'],
    ]);
    const next = '20190705-philadelphia-phillies-at-atlanta-braves';
    const two = ingest(createLeagueState(), { games: [game(), game({ event_id: next, start_date_time: '2019-07-05T19:20:00-04:00' })] });
    if (!two.ok) throw new Error(JSON.stringify(two.issues));
  });

  it('refuses baseball lines on a basketball game', () => {
    const r = ingest(createLeagueState(), { games: [{ sport: 'nba', event_id: '20190104-boston-celtics-at-atlanta-hawks', status: 'completed', away_team_id: 'boston-celtics',
      home_team_id: 'atlanta-hawks', away_points_scored: 100, home_points_scored: 99, start_date_time: '2019-01-04T19:30:00-05:00', away_batters: [batter('A B', 1)] }] });
    expect(issuesOf(r)).toContain('invalid_input away_batters');
  });

  it('serves /mlb/boxscore/{id}.json through the router, the same bytes as formatMlbBoxscore', () => {
    const r = ingest(createLeagueState(), {
      games: [game()],
      accounts: [{ email_address: 'm@example.com', first_name: 'M', last_name: 'B', created_on: '2019-01-01' }],
      tokens: [{ token: 'mlb-box-token-1', email_address: 'm@example.com', expires_at: '2030-01-01T00:00:00Z' }],
    });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    const res = respond(r.state, { method: 'GET', url: `/mlb/boxscore/${EVENT}.json`, headers: { authorization: 'Bearer mlb-box-token-1' } }, { now: '2019-07-05T12:00:00-04:00' });
    expect(res.status).toBe(200);
    const answer = getMlbBoxscore(r.state, { eventId: EVENT });
    expect(res.body).toBe(answer?.ok ? formatMlbBoxscore(answer.payload) : '');
    expect(respond(r.state, { method: 'GET', url: `/mlb/boxscore/${EVENT.replace('0704', '0705')}.json`, headers: { authorization: 'Bearer mlb-box-token-1' } }, { now: '2019-07-05T12:00:00-04:00' }).status).toBe(404);
  });
});

describe('re-ingesting a baseball box score', () => {
  const first = () => {
    const r = ingest(createLeagueState(), { games: [game()] });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    return r.state;
  };

  it('changes nothing when the facts are the same (the same state back)', () => {
    const state = first();
    const again = ingest(state, { games: [game()] });
    expect(again.ok && again.state).toBe(state);
  });

  it('sees a change in batters, pitchers, throwing hands, errors or fielding: a conflict, or a correction when sent as one', () => {
    const state = first();
    const changes: Partial<GameInput>[] = [
      { away_batters: [batter('Cesar Hernandez', 1, { runs: 1, home_runs: 1, hits: 2, rbi: 2 }), batter('Bryce Harper', 2, { runs: 1, walks: 1, at_bats: 3, strike_outs: 2 })] },
      { away_pitchers: [pitcher('Aaron Nola', 1, { win: true, pitch_count: 101 })] },
      { away_pitchers: [pitcher('Aaron Nola', 1, { win: true, throwing_hand: 'RHP' })] },
      { away_errors: 0, home_errors: 0 },
      { away_fielding: [{ first_name: 'Cesar', last_name: 'Hernandez', errors: 0 }] },
    ];
    for (const change of changes) {
      const sent = game(change);
      const r = ingest(state, { games: [sent] });
      expect([JSON.stringify(change).slice(0, 40), issuesOf(r)[0]?.split(' ')[0]]).toEqual([JSON.stringify(change).slice(0, 40), 'conflict']);
      const fixed = ingest(state, { corrections: [sent] });
      if (!fixed.ok) throw new Error(JSON.stringify(fixed.issues));
      expect(fixed.state).not.toBe(state);
      const json = JSON.parse(formatMlbBoxscore((getMlbBoxscore(fixed.state, { eventId: EVENT }) as { payload: Parameters<typeof formatMlbBoxscore>[0] }).payload));
      const before = JSON.parse(formatMlbBoxscore((getMlbBoxscore(state, { eventId: EVENT }) as { payload: Parameters<typeof formatMlbBoxscore>[0] }).payload));
      expect(json).not.toEqual(before);
    }
  });
});
