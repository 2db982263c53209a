/**
 * BetsKiller.API.Erikberg 1.0.0.0 (IMamic23/BetsKiller@d7e7aa3, the project
 * `BetsKiller.API.Erikberg/`, .NET Framework 4.8.1, Json.NET 7.0.1; docs/CLIENTS.md, .NET clients
 * section 4), "the other .NET client", replayed against the real server with the requests of
 * its examples (`_Examples/UseMethods.cs:10-39`) and of the jobs that use it.
 *
 * What it sends (`Methods/Method.cs:33-44`): a WebClient with `Authorization: Bearer <token>`
 * (`:37`), `User-agent: <config>` (`:38`, sent as `User-Agent`), `Content-Type: charset=utf-8`
 * on a GET without a body (`:39`), no Accept-Encoding (`:40` is commented out), no Accept; .NET
 * adds `Host` and `Connection: Keep-Alive`. The committed configuration is host
 * `https://erikberg.com/` and user agent `devBot/1.0.0 (<e-mail>)` (`Jobs/App.config:6-8`). (No
 * .NET runtime was at hand: the order is the one WebClient writes, RS `webclient.cs:917-960`.)
 * How it reads: a status of 400 or more is a WebException; no decompression at all; the body
 * decoded as UTF-8 because of that request Content-Type; `JsonConvert.DeserializeObject<T>` with
 * default settings into `Entities/*.cs` (JSON names from `[JsonProperty]`, date-times through
 * `IsoDateTimeConverter`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonValue } from '../../../src/formatting/writeJson.js';
import { asObject } from './decoders/asObject.js';
import { decodeJsonNet, type NetType } from './decoders/decodeJsonNet.js';
import { jsonKind } from './decoders/jsonKind.js';
import { NBA_2018_NOW, OKC_AT_MIA, startCompatServer, TOKENS, type CompatServer } from './fixtures.js';
import { sendRaw, type RawExchange } from './rawHttp.js';
import { readBody } from './readBody.js';

const cls = (name: string, members: Record<string, NetType>): NetType => ({ class: name, members });
const each = (names: readonly string[], type: NetType) => Object.fromEntries(names.map((n) => [n, type]));
/** `Entities/Team.cs:5-39`. */
const TEAM = cls('Team', { team_id: 'string', abbreviation: 'string', active: 'bool', ...each(['first_name', 'last_name', 'conference', 'division', 'site_name', 'city', 'state', 'full_name'], 'string') });
/** `Entities/Site.cs:5-21`. */
const SITE = cls('Site', { city: 'string', state: 'string', capacity: 'int', surface: 'string', name: 'string' });
/** `Entities/Event.cs:7-45` and `Events.cs:8-16`. */
const EVENT = cls('Event', {
  event_id: 'string', event_status: 'string', sport: 'string', start_date_time: 'DateTime', season_type: 'string', away_team: TEAM, home_team: TEAM, site: SITE,
  away_period_scores: { list: 'int' }, home_period_scores: { list: 'int' }, away_points_scored: 'int', home_points_scored: 'int',
});
const EVENTS = cls('Events', { events_date: 'DateTime', event: { list: EVENT } });
/** `Entities/Me.cs:7-31`. */
const ME = cls('Me', { first_name: 'string', last_name: 'string', email_address: 'string', created_on: 'DateTime', token_expiration_seconds: 'int', token_expiration_date: 'DateTime', token_time_remaining: 'string' });
/** `Entities/StatBasketball.cs:5-90`. */
const STAT_COUNTS = ['points', 'assists', 'turnovers', 'steals', 'blocks', 'field_goals_attempted', 'field_goals_made', 'three_point_field_goals_attempted',
  'three_point_field_goals_made', 'free_throws_attempted', 'free_throws_made', 'defensive_rebounds', 'offensive_rebounds', 'rebounds', 'personal_fouls'];
const STAT_BASKETBALL_MEMBERS: Record<string, NetType> = {
  last_name: 'string', first_name: 'string', display_name: 'string', position: 'string', minutes: 'int', is_starter: 'bool', team_abbreviation: 'string',
  ...each(STAT_COUNTS, 'int'), ...each(['field_goal_percentage', 'three_point_percentage', 'free_throw_percentage'], 'float'),
  ...each(['field_goal_percentage_string', 'three_point_percentage_string', 'free_throw_percentage_string'], 'string'),
};
const STAT_BASKETBALL = cls('StatBasketball', STAT_BASKETBALL_MEMBERS);
/** `Entities/EventInformation.cs:5-27`, `Official.cs:5-15`, `NBABoxScore.cs:6-37`. */
const EVENT_INFORMATION = cls('EventInformation', { temperature: 'int', site: SITE, attendance: 'int', duration: 'string', season_type: 'string', start_date_time: 'string', status: 'string' });
const OFFICIAL = cls('Official', { position: 'string', first_name: 'string', last_name: 'string' });
const NBA_BOX_SCORE = cls('NBABoxScore', {
  away_team: TEAM, home_team: TEAM, away_period_scores: { list: 'int' }, home_period_scores: { list: 'int' }, away_stats: { list: STAT_BASKETBALL },
  home_stats: { list: STAT_BASKETBALL }, officials: { list: OFFICIAL }, event_information: EVENT_INFORMATION, away_totals: STAT_BASKETBALL, home_totals: STAT_BASKETBALL,
});
/** `Entities/TeamStatBasketball.cs:5-81` (a StatBasketball plus per-game members), `NBATeamStat.cs:5-24`, `NBATeamStats.cs:8-19`. */
const PER_GAME_FLOATS = ['defensive_rebounds_per_game', 'field_goals_attempted_per_game', 'field_goals_made_per_game', 'free_throws_attempted_per_game', 'free_throws_made_per_game',
  'offensive_rebounds_per_game', 'rebounds_per_game', 'three_point_field_goals_attempted_per_game', 'three_point_field_goals_made_per_game'];
const PER_GAME_STRINGS = ['assists_per_game_string', 'blocks_per_game_string', ...PER_GAME_FLOATS.map((f) => `${f}_string`), 'personal_fouls_per_game_string', 'points_per_game_string',
  'steals_per_game_string', 'three_point_field_goal_percentage_string', 'turnovers_per_game_string'];
const TEAM_STAT_BASKETBALL = cls('TeamStatBasketball', { ...STAT_BASKETBALL_MEMBERS, ...each(PER_GAME_FLOATS, 'float'), ...each(PER_GAME_STRINGS, 'string') });
const NBA_TEAM_STATS = cls('NBATeamStats', {
  sport: 'string', team_stats_date: 'DateTime',
  team_stats: { list: cls('NBATeamStat', { team: TEAM, games_played: 'int', won: 'int', lost: 'int', stats: TEAM_STAT_BASKETBALL, stats_opponent: TEAM_STAT_BASKETBALL }) },
});
/** `Entities/Player.cs:7-54`, `Roster.cs:6-13`. */
const PLAYER = cls('Player', {
  last_name: 'string', first_name: 'string', display_name: 'string', birthdate: 'DateTime', age: 'int', birthplace: 'string', position: 'string',
  ...each(['height_in', 'height_cm', 'height_m', 'weight_lb', 'weight_kg'], 'float'), height_formatted: 'string', uniform_number: 'int', roster_status: 'string',
});
const ROSTER = cls('Roster', { team: TEAM, players: { list: PLAYER } });
/** `Entities/NBADraft.cs:5-54`. */
const NBA_DRAFT = cls('NBADraft', {
  sport: 'string', season: 'string', round: 'int', pick: 'int', ordinal_pick: 'string', overall_pick: 'int', ordinal_overall_pick: 'string', player: PLAYER, team: TEAM,
  ...each(['games_played', 'points', 'assists', 'defensive_rebounds', 'offensive_rebounds', 'steals', 'blocks'], 'int'),
});
/** `Entities/NBALeader.cs:5-24`. */
const NBA_LEADER = cls('NBALeader', { last_name: 'string', first_name: 'string', display_name: 'string', rank: 'int', value: 'float', team: TEAM });
/** `Entities/Standing.cs:5-96`, `Standings.cs:8-16`. */
const STANDING_STRINGS = ['team_id', 'ordinal_rank', 'first_name', 'last_name', 'conference', 'division', 'last_five', 'last_ten', 'point_differential_per_game',
  'points_allowed_per_game', 'points_scored_per_game', 'streak', 'streak_type', 'win_percentage'];
const STANDING = cls('Standing', {
  ...each(STANDING_STRINGS, 'string'), games_back: 'float',
  ...each(['rank', 'won', 'lost', 'away_won', 'away_lost', 'conference_won', 'conference_lost', 'games_played', 'home_won', 'home_lost', 'playoff_seed', 'point_differential',
    'points_against', 'points_for', 'streak_total'], 'int'),
});
const STANDINGS = cls('Standings', { standings_date: 'DateTime', standing: { list: STANDING } });
/** `Entities/TeamScheduleResults.cs:7-57`. */
const TEAM_SCHEDULE_RESULTS = cls('TeamScheduleResults', {
  event_id: 'string', event_status: 'string', event_start_date_time: 'DateTime', event_season_type: 'string', team_event_number_in_season: 'int',
  team_event_location_type: 'string', team_event_result: 'string', team_points_scored: 'int', team_events_won: 'int', team_events_lost: 'int', team: TEAM,
  opponent_points_scored: 'int', opponent_events_won: 'int', opponent_events_lost: 'int', opponent: TEAM, site: SITE,
});

/** The 30 team slugs seeded in `BetsKiller.DAL/AppData/AppDataInitializer.cs:225-486`, which the loaders `Single()` on. */
const SEEDED_TEAMS = [
  'washington-wizards', 'golden-state-warriors', 'portland-trail-blazers', 'minnesota-timberwolves', 'oklahoma-city-thunder', 'phoenix-suns', 'san-antonio-spurs',
  'philadelphia-76ers', 'houston-rockets', 'toronto-raptors', 'detroit-pistons', 'new-orleans-pelicans', 'indiana-pacers', 'denver-nuggets', 'brooklyn-nets',
  'dallas-mavericks', 'orlando-magic', 'los-angeles-lakers', 'new-york-knicks', 'sacramento-kings', 'utah-jazz', 'charlotte-hornets', 'miami-heat', 'atlanta-hawks',
  'memphis-grizzlies', 'los-angeles-clippers', 'boston-celtics', 'cleveland-cavaliers', 'chicago-bulls', 'milwaukee-bucks',
];

let srv: CompatServer;
beforeAll(async () => {
  srv = await startCompatServer({ now: NBA_2018_NOW, parts: ['nba2018'] });
});
afterAll(() => srv.close());

/** What `Method.GetData()` writes (`Methods/Method.cs:35-42`). */
const request = (target: string, token: string = TOKENS.betsKiller): Promise<RawExchange> =>
  sendRaw(srv.port, `GET ${target} HTTP/1.1`, [
    ['Authorization', `Bearer ${token}`.trim()],
    ['Content-Type', 'charset=utf-8'],
    ['User-Agent', 'devBot/1.0.0 (someone@example.com)'],
    ['Host', 'erikberg.com'],
    ['Connection', 'Keep-Alive'],
  ]);

/** `DownloadString` (no WebException, no decompression) then `DeserializeObject<T>`. */
async function get(target: string, type: NetType) {
  const ex = await request(target);
  expect([target, ex.status]).toEqual([target, 200]);
  const { json } = readBody(ex, 'none');
  return { ex, json, ...decodeJsonNet(json, type) };
}
const rows = (v: JsonValue) => v as readonly Record<string, JsonValue>[];

describe('BetsKiller.API.Erikberg 1.0.0.0 (IMamic23/BetsKiller@d7e7aa3)', () => {
  it('BetsKiller.API.Erikberg 1.0.0.0 (d7e7aa3) Methods/Method.cs:39-40: a GET with "Content-Type: charset=utf-8" and no Accept-Encoding is served, uncompressed, as application/json', async () => {
    const { ex } = await get('/nba/teams.json', { list: TEAM });
    expect(ex.request).toContain('\r\nContent-Type: charset=utf-8\r\n');
    expect(ex.request).not.toMatch(/accept-encoding/i);
    expect([ex.header('content-encoding'), ex.header('content-type')]).toEqual([[], ['application/json']]);
  });

  it('BetsKiller.API.Erikberg 1.0.0.0 (d7e7aa3) Methods/MethodMe.cs:10-24 with Entities/Me.cs:7-31: /me.json deserializes: created_on and token_expiration_date parse as DateTime, token_expiration_seconds an Int32', async () => {
    const { value, errors } = await get('/me.json', ME);
    expect(errors).toEqual([]);
    expect(value).toEqual({
      first_name: 'Dana', last_name: 'Developer', email_address: 'developer@example.com', created_on: '2013-06-01',
      token_expiration_seconds: 375_796_800, token_expiration_date: '2030-01-01T00:00:00-05:00', token_time_remaining: '4349 days, 12 hours, 0 minutes',
    });
  });

  it('BetsKiller.API.Erikberg 1.0.0.0 (d7e7aa3) Methods/MethodTeams.cs:22-45 with Entities/Team.cs:5-39: /nba/teams.json is an array deserializing into List<Team>, its team ids the 30 seeded in AppDataInitializer.cs:225-486', async () => {
    const { value, errors } = await get('/nba/teams.json', { list: TEAM });
    expect(errors).toEqual([]);
    expect((value as { team_id: string }[]).map((t) => t.team_id).sort()).toEqual([...SEEDED_TEAMS].sort());
  });

  it('BetsKiller.API.Erikberg 1.0.0.0 (d7e7aa3) Methods/MethodTeamScheduleResults.cs:31-61 with Entities/TeamScheduleResults.cs:7-57 (UseMethods.cs:16-18): /nba/results/boston-celtics.json deserializes, scheduled rows included', async () => {
    const { value, errors } = await get('/nba/results/boston-celtics.json', { list: TEAM_SCHEDULE_RESULTS });
    expect(errors).toEqual([]);
    const results = value as { event_status: string; team_points_scored: number }[];
    expect([results.length, results.filter((r) => r.event_status === 'scheduled').length, results[0]!.team_points_scored]).toEqual([82, 29, -1]);
  });

  it('BetsKiller.API.Erikberg 1.0.0.0 (d7e7aa3) Methods/MethodRoster.cs:24-51 with Entities/Player.cs:7-54 (UseMethods.cs:20-21): /nba/roster/san-antonio-spurs.json deserializes: birthdates, Int32 ages and uniform numbers, float measures', async () => {
    const { value, errors } = await get('/nba/roster/san-antonio-spurs.json', ROSTER);
    expect(errors).toEqual([]);
    const players = (value as { players: { display_name: string; uniform_number: number; birthdate: string }[] }).players;
    expect(players.map((p) => p.display_name)).toContain('LaMarcus Aldridge');
    expect(players.every((p) => Number.isInteger(p.uniform_number) && /^\d{4}-\d{2}-\d{2}$/.test(p.birthdate))).toBe(true);
  });

  it('BetsKiller.API.Erikberg 1.0.0.0 (d7e7aa3) Methods/MethodStandings.cs:24-49 with Entities/Standing.cs:5-96: /nba/standings.json and /nba/standings/20180202.json deserialize; playoff_seed an Int32 on every row, team ids the seeded ones (Processes/LoadStandings.cs:79)', async () => {
    for (const target of ['/nba/standings.json', '/nba/standings/20180202.json']) {
      const { value, errors } = await get(target, STANDINGS);
      expect([target, errors]).toEqual([target, []]);
      const standing = (value as { standing: { playoff_seed: number; team_id: string }[] }).standing;
      expect(standing.map((s) => s.playoff_seed).sort((a, b) => a - b)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13, 14, 14, 15, 15]);
      expect(standing.map((s) => s.team_id).sort()).toEqual([...SEEDED_TEAMS].sort());
    }
  });

  it('BetsKiller.API.Erikberg 1.0.0.0 (d7e7aa3) Entities/Standing.cs:58-95 (LoadStandings.cs:69-77 stores them as text): win_percentage, the per-game values and the streak are JSON strings, never numbers Json.NET would re-spell', async () => {
    const { json } = await get('/nba/standings.json', STANDINGS);
    const kinds = rows(asObject(json)!['standing']!).flatMap((s) =>
      ['win_percentage', 'points_scored_per_game', 'points_allowed_per_game', 'point_differential_per_game', 'last_five', 'last_ten', 'streak', 'streak_type'].map((k) => jsonKind(s[k]!)));
    expect(new Set(kinds)).toEqual(new Set(['string']));
  });

  it('BetsKiller.API.Erikberg 1.0.0.0 (d7e7aa3) Methods/MethodNBATeamStats.cs:24-51 with Entities/NBATeamStats.cs, NBATeamStat.cs, TeamStatBasketball.cs: team-stats with team_id and with the date in the path deserialize; totals are Int32 literals', async () => {
    for (const target of ['/nba/team-stats.json?team_id=boston-celtics', '/nba/team-stats/20180202.json']) {
      const { value, errors } = await get(target, NBA_TEAM_STATS);
      expect([target, errors]).toEqual([target, []]);
      const stats = (value as { team_stats_date: string; team_stats: { team: { team_id: string }; stats: { points: number } }[] });
      expect(stats.team_stats_date).toBe('2018-02-02');
    }
    const { value } = await get('/nba/team-stats.json?team_id=boston-celtics', NBA_TEAM_STATS);
    expect((value as { team_stats: { games_played: number; stats: { points: number; rebounds_per_game: number } }[] }).team_stats.map((t) => [t.games_played, t.stats.points, t.stats.rebounds_per_game])).toEqual([[53, 5478, Math.fround(44.377)]]);
  });

  it('BetsKiller.API.Erikberg 1.0.0.0 (d7e7aa3) Methods/MethodNBALeaders.cs:32-61 with Entities/NBALeader.cs:5-24 (UseMethods.cs:29-30): /nba/leaders/assists_per_game.json deserializes; rank Int32, value a number, team ids seeded', async () => {
    const { value, errors } = await get('/nba/leaders/assists_per_game.json', { list: NBA_LEADER });
    expect(errors).toEqual([]);
    const leaders = value as { display_name: string; rank: number; value: number; team: { team_id: string } }[];
    expect([leaders[0]!.display_name, leaders[0]!.rank, leaders[0]!.value]).toEqual(['Russell Westbrook', 1, Math.fround(10.32)]);
    expect(leaders.filter((l) => !SEEDED_TEAMS.includes(l.team.team_id))).toEqual([]);
  });

  it('BetsKiller.API.Erikberg 1.0.0.0 (d7e7aa3) Methods/MethodNBABoxScore.cs:23-48 with Entities/NBABoxScore.cs, EventInformation.cs:7-14 (UseMethods.cs:32-33): the OKC at MIA box score deserializes; temperature and attendance are Int32 literals', async () => {
    const { json, value, errors } = await get(`/nba/boxscore/${OKC_AT_MIA}.json`, NBA_BOX_SCORE);
    expect(errors).toEqual([]);
    const box = value as { event_information: { temperature: number; attendance: number }; away_totals: { points: number }; home_totals: { points: number } };
    expect([box.event_information.temperature, box.event_information.attendance, box.away_totals.points, box.home_totals.points]).toEqual([0, 20003, 106, 121]);
    expect(jsonKind(asObject(asObject(json)!['event_information']!)!['temperature']!)).toBe('integer');
  });

  it('BetsKiller.API.Erikberg 1.0.0.0 (d7e7aa3) Methods/MethodEvents.cs:15-35 (UseMethods.cs:35-36): /events.json?date=20151215&sport=nba, a day without games in the data, deserializes into an empty list', async () => {
    const { value, errors } = await get('/events.json?date=20151215&sport=nba', EVENTS);
    expect(errors).toEqual([]);
    expect(value).toEqual({ events_date: '2015-12-15T00:00:00-05:00', event: [] });
  });

  it('BetsKiller.API.Erikberg 1.0.0.0 (d7e7aa3) Jobs/BetsKiller.Jobs/JobEveryDay9.cs:64-71 with Processes/LoadEventsNBA.cs:72-111: today\'s and yesterday\'s events deserialize; every event carries period-score arrays (string.Join, :82-85) and a site', async () => {
    const today = await get('/events.json?date=20180203&sport=nba', EVENTS);
    const yesterday = await get('/events.json?date=20180202&sport=nba', EVENTS);
    expect([today.errors, yesterday.errors]).toEqual([[], []]);
    type Ev = { event_status: string; away_period_scores: number[] | null; home_period_scores: number[] | null; home_points_scored: number; site: { capacity: number } | null };
    const events = [...(today.value as { event: Ev[] }).event, ...(yesterday.value as { event: Ev[] }).event];
    expect(events.filter((e) => e.away_period_scores === null || e.home_period_scores === null || e.site === null)).toEqual([]);
    // Scheduled: empty arrays and -1 points (integers, never null); completed: at least four periods (:163-213 index [0..3]).
    const scheduled = events.filter((e) => e.event_status === 'scheduled');
    expect([scheduled.length, new Set(scheduled.map((e) => `${e.home_points_scored} ${e.home_period_scores!.length}`))]).toEqual([9, new Set(['-1 0'])]);
    const completed = events.filter((e) => e.event_status === 'completed');
    expect([completed.length, completed.every((e) => e.home_period_scores!.length >= 4 && e.away_period_scores!.length >= 4)]).toEqual([9, true]);
  });

  it('BetsKiller.API.Erikberg 1.0.0.0 (d7e7aa3) Methods/MethodNBADraft.cs:24-50 with Entities/NBADraft.cs:5-54 (UseMethods.cs:38-39): /nba/draft.json deserializes; season is read as a string, the player\'s birthdate as a DateTime', async () => {
    const { value, errors } = await get('/nba/draft.json', { list: NBA_DRAFT });
    expect(errors).toEqual([]);
    const picks = value as { season: string; overall_pick: number; player: { display_name: string; birthdate: string }; team: { team_id: string } }[];
    expect(picks.map((p) => [p.season, p.overall_pick, p.player.display_name, SEEDED_TEAMS.includes(p.team.team_id)])).toEqual([
      ['2017', 1, 'Markelle Fultz', true], ['2017', 2, 'Lonzo Ball', true], ['2017', 3, 'Jayson Tatum', true], ['2017', 4, 'Josh Jackson', true], ['2017', 5, "De'Aaron Fox", true],
    ]);
  });

  it('BetsKiller.API.Erikberg 1.0.0.0 (d7e7aa3) Jobs/BetsKiller.Jobs/JobEveryMonday9.cs:24-29 (since, until passed as season, since): ?season=20180129&since=20180205 is a 400 error object naming season, never a 5xx', async () => {
    const ex = await request('/nba/results/boston-celtics.json?season=20180129&since=20180205');
    expect(ex.status).toBe(400);
    expect(JSON.parse(ex.body.toString('utf8'))).toEqual({ error: { code: '400', description: 'Invalid season "20180129": expected a year as yyyy' } });
  });

  it('BetsKiller.API.Erikberg 1.0.0.0 (d7e7aa3) Methods/Method.cs:37: without a configured token ("Authorization: Bearer") the answer is a 401 error object, which WebClient raises as a WebException', async () => {
    const ex = await request('/me.json', '');
    expect(ex.request).toContain('\r\nAuthorization: Bearer\r\n');
    expect([ex.status, ex.header('www-authenticate').length]).toEqual([401, 1]);
    expect(JSON.parse(ex.body.toString('utf8')).error.code).toBe('401');
  });
});
