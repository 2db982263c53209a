/**
 * The state the compatibility suite's servers answer from: real data wherever the clients ask
 * for something a recording or a data file holds, and a few generated facts where nothing real
 * exists, each marked below. A test file asks for the large parts it needs (`compatState`); its
 * servers differ only in their data clock (`now`), wall clock and rate limiter, which each test
 * file sets next to the checks that need them.
 *
 * Real:
 * - NBA 2017-18 (`shared/data/nba/xmlstats_kaggle/2017-18_teamBoxScore.csv` and
 *   `2017-18_playerBoxScore_through_2018-02-02.csv`): every game through 2018-02-02 with its
 *   period scores, totals and player lines; the games from 2018-02-03 on are kept as scheduled
 *   (the data clock of the 2018 servers is 2018-02-03 at noon, before that day's games).
 * - NBA 2016-17 (`2016-17_teamBoxScore.csv`): the whole regular season (standings, team stats).
 * - Recordings (`shared/reference/xmlstats-samples/`): the NBA events of 2013-01-31
 *   (`events-nba-20130131-docsample-tzLA.json`, the documentation's example of the two games,
 *   with their scores; the 2013 wire recording of the same request has no scores to ingest), the
 *   OKC at MIA box score of 2012-06-21 (`boxscore-nba-20120621-okc-at-mia-recorded-20130810.json`),
 *   the MLB events of 2013-09-01 as recorded in 2015 (`events-all-20130901-recorded-20150412.json`).
 * - MLB 2014 (`shared/data/mlb/xmlstats_2014/`): the 30 results responses (every game through
 *   2014-07-24 and the schedule after), the box scores of 2014-06-08 and of BOS at BAL on
 *   2014-03-31, and the 30 expanded rosters.
 * - NBA rosters of 2017-18 for all 30 teams: the players of the 2017-18 player box scores (names
 *   as the file spells them, "Goran Dragić", "Álex Abrines", "Nenê" included; position, height,
 *   weight, birth date), each on the team of his last game through 2018-02-02.
 *
 * Generated (no real data at hand; teams, dates and ids are the clients', facts invented):
 * - the uniform numbers of the 2017-18 NBA rosters (the file has none) and their birthplaces
 *   (left empty: unknown);
 * - the NBA games of 2013-04-14 (the date the Java, Node, PHP and python-xmlstats examples ask
 *   for): three completed with invented scores and one postponed;
 * - the 2014 NBA Finals' game 2 (MIA at SA, 2014-06-08; the final score is real, the quarters
 *   and the player lines invented), whose events and box score XMLStats4Net's demo asks for;
 * - three Atlanta Hawks games of 2015-16 (season 2016), which xmlstats-py's test asks the
 *   results of;
 * - the first five picks of the 2017 NBA draft (the players and clubs are real, the bios are the
 *   2017-18 file's, birthplaces left empty);
 * - the accounts and tokens of the clients.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { BatchInput, DraftPickInput, GameInput, PlayerLineInput, RosterInput, RosterPlayerInput } from '../../../src/engine/BatchInput.js';
import { createLeagueState } from '../../../src/engine/createLeagueState.js';
import { ingest } from '../../../src/engine/ingest.js';
import type { LeagueState } from '../../../src/engine/LeagueState.js';
import type { RateLimiter } from '../../../src/engine/router/createRateLimiter.js';
import { createStateHolder } from '../../../src/http/createStateHolder.js';
import type { Result } from '../../../src/ids/index.js';
import { KAGGLE_PLAYER_BOX_SCORE_CORRECTIONS } from '../../../src/importers/nba/kagglePlayerBoxScoreCorrections.js';
import { KAGGLE_TEAM_BOX_SCORE_CORRECTIONS } from '../../../src/importers/nba/kaggleTeamBoxScoreCorrections.js';
import { parseKagglePlayerBoxScores } from '../../../src/importers/nba/parseKagglePlayerBoxScores.js';
import { parseKaggleTeamBoxScores } from '../../../src/importers/nba/parseKaggleTeamBoxScores.js';
import { mergeBoxscores } from '../../../src/importers/xmlstats/mergeBoxscores.js';
import { parseXmlstatsBoxscore } from '../../../src/importers/xmlstats/parseXmlstatsBoxscore.js';
import { parseXmlstatsEvents } from '../../../src/importers/xmlstats/parseXmlstatsEvents.js';
import { parseXmlstatsNbaBoxscore } from '../../../src/importers/xmlstats/parseXmlstatsNbaBoxscore.js';
import { parseXmlstatsResults } from '../../../src/importers/xmlstats/parseXmlstatsResults.js';
import { parseXmlstatsRoster } from '../../../src/importers/xmlstats/parseXmlstatsRoster.js';
import { createNodeServer, type NodeServerOptions } from '../../../src/node.js';
import { nbaTeamIdOfAbbreviation } from '../../../src/registry/nbaTeamIdOfAbbreviation.js';
import { line, type LineCounts } from '../../engine/nbaBoxFixtures.js';
import { DATA } from '../../sharedData.js';
import { SAMPLES } from '../../repoData.js';

/** Data clock of the 2018 servers: noon Eastern on 2018-02-03, the day after the last player lines. */
export const NBA_2018_NOW = '2018-02-03T12:00:00-05:00';
/** Data clock of the 2014 server: the day the 2014 MLB responses were fetched. */
export const MLB_2014_NOW = '2014-07-25T12:00:00-04:00';
/** The instant xmlstats-ruby's cassettes were recorded (`spec/vcr_cassettes/events-all-20130901.yml`: 2015-04-12 11:30:16 GMT). */
export const GEM_RECORDED_AT = Date.parse('2015-04-12T11:30:16Z');
/** A fixed wall clock for servers whose checks are not about the rate limit: 2016-06-01 12:00:07 UTC. */
export const WALL_2016 = Date.parse('2016-06-01T12:00:07Z');

export const NBA_KAGGLE = path.join(DATA, 'nba', 'xmlstats_kaggle');
export const MLB_2014 = path.join(DATA, 'mlb', 'xmlstats_2014');
export const OKC_AT_MIA = '20120621-oklahoma-city-thunder-at-miami-heat';

/**
 * Bearer tokens of the clients (each client its own, so rate-limit windows never mix). Where a
 * client ships a placeholder it is used as is: the Go client's `env-orig.bash:3`, the example
 * programs' `xmlstats.ini`/`config.rb`/`xmlstats.conf` (the Ruby example's 8-4-4-3-13 shape).
 */
export const TOKENS = {
  pythonXmlstats: 'python-xmlstats-token-0001',
  xmlstatsPy: 'xmlstats-py-token-0002',
  xmlstatsRuby: 'xmlstats-ruby-token-0003',
  golang: 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx',
  xmlStats4Net: 'xmlstats4net-token-0004',
  betsKiller: 'betskiller-token-0005',
  examplePython: 'example-python-token-0006',
  exampleRuby: 'xxxxxxxx-xxxx-xxxx-xxx-xxxxxxxxxxxxx',
  examplePerl: 'example-perl-token-0007',
  exampleNode: 'example-node-token-0008',
  exampleJava: 'example-java-token-0009',
  examplePhp: 'example-php-token-0010',
} as const;

/** The account every token belongs to (what `/me.json` answers). */
export const ACCOUNT = { email_address: 'developer@example.com', first_name: 'Dana', last_name: 'Developer', created_on: '2013-06-01' } as const;
/** Every token is valid until then: 2030-01-01 00:00 Eastern. */
export const TOKEN_EXPIRY = '2030-01-01T00:00:00-05:00';

function ok<T>(r: Result<T>, what: string): T {
  if (!r.ok) throw new Error(`${what}: ${JSON.stringify(r.issues.slice(0, 3))}`);
  return r.value;
}

const sample = (name: string): unknown => JSON.parse(readFileSync(path.join(SAMPLES, name), 'utf8'));

/** NBA 2017-18: games through 2018-02-02 as played, later ones as scheduled at their real start. */
function nba2018Games(): GameInput[] {
  const teamText = readFileSync(path.join(NBA_KAGGLE, '2017-18_teamBoxScore.csv'), 'utf8');
  const games = ok(parseKaggleTeamBoxScores(teamText, { teamIdOf: nbaTeamIdOfAbbreviation, corrections: KAGGLE_TEAM_BOX_SCORE_CORRECTIONS }), '2017-18 team box scores').games ?? [];
  const playerText = readFileSync(path.join(NBA_KAGGLE, '2017-18_playerBoxScore_through_2018-02-02.csv'), 'utf8');
  const withLines = ok(parseKagglePlayerBoxScores(playerText, games, { teamIdOf: nbaTeamIdOfAbbreviation, corrections: KAGGLE_PLAYER_BOX_SCORE_CORRECTIONS }), '2017-18 player box scores').games ?? [];
  return withLines.map((g) => {
    if ((g.event_id ?? '') < '20180203') return g;
    const { sport, event_id, season_type, start_date_time, away_team_id, home_team_id } = g;
    return { sport, event_id, season_type, start_date_time, away_team_id, home_team_id, status: 'scheduled' as const };
  });
}

function nba2017Games(): GameInput[] {
  const text = readFileSync(path.join(NBA_KAGGLE, '2016-17_teamBoxScore.csv'), 'utf8');
  return ok(parseKaggleTeamBoxScores(text, { teamIdOf: nbaTeamIdOfAbbreviation, corrections: KAGGLE_TEAM_BOX_SCORE_CORRECTIONS }), '2016-17 team box scores').games ?? [];
}

/** Uniform numbers a team's players wear in the fixture (generated: the file has none), in roster order. */
const UNIFORMS = [0, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15, 17, 20, 21, 22, 23, 24, 25, 30, 31, 32, 33, 34, 35, 41, 42, 44, 55];

/** One player of the 2017-18 player box scores: the bio columns of his last row through 2018-02-02. */
interface KaggleBio {
  readonly date: string;
  readonly team: string;
  readonly last: string;
  readonly first: string;
  readonly display: string;
  readonly position: string;
  readonly height: number;
  readonly weight: number;
  readonly birthdate: string;
}

let bios: Map<string, KaggleBio> | undefined;

/** Each player's bio as of his last game (the file has no quoted commas: a plain split reads it). */
function kaggleBios(): Map<string, KaggleBio> {
  if (bios) return bios;
  const [head, ...lines] = readFileSync(path.join(NBA_KAGGLE, '2017-18_playerBoxScore_through_2018-02-02.csv'), 'utf8').split(/\r?\n/).filter((l) => l !== '');
  const col = (name: string) => head!.split(',').indexOf(name);
  const [date, team, last, first, display, position, height, weight, birthdate] = ['gmDate', 'teamAbbr', 'playLNm', 'playFNm', 'playDispNm', 'playPos', 'playHeight', 'playWeight', 'playBDate'].map(col) as number[];
  bios = new Map();
  for (const line of lines) {
    const c = line.split(',');
    const bio: KaggleBio = {
      date: c[date!]!, team: c[team!]!, last: c[last!]!, first: c[first!]!, display: c[display!]!, position: c[position!]!,
      height: Number(c[height!]), weight: Number(c[weight!]), birthdate: c[birthdate!]!,
    };
    const seen = bios.get(bio.display);
    if (!seen || seen.date <= bio.date) bios.set(bio.display, bio);
  }
  return bios;
}

const bioInput = (b: KaggleBio) => ({ last_name: b.last, first_name: b.first, display_name: b.display, birthdate: b.birthdate, birthplace: '', height_in: b.height, weight_lb: b.weight, position: b.position });

/** The 2017-18 rosters of the 30 NBA teams, from the bios in the player box scores (see the file comment). */
function nba2018Rosters(): RosterInput[] {
  const byTeam = new Map<string, RosterPlayerInput[]>();
  for (const b of [...kaggleBios().values()].sort((x, y) => (x.display < y.display ? -1 : 1))) {
    const teamId = nbaTeamIdOfAbbreviation(b.team, 2018);
    if (teamId === undefined) throw new Error(`no team for ${b.team}`);
    const players = byTeam.get(teamId) ?? [];
    players.push({ ...bioInput(b), uniform_number: UNIFORMS[players.length % UNIFORMS.length]! });
    byTeam.set(teamId, players);
  }
  return [...byTeam].map(([team_id, players]) => ({ sport: 'nba', season: 2018, team_id, players }));
}

/** The first five picks of the 2017 draft: real players and clubs, bios from the 2017-18 file. */
function nba2017Draft(): DraftPickInput[] {
  const picks: [string, string][] = [
    ['Markelle Fultz', 'philadelphia-76ers'], ['Lonzo Ball', 'los-angeles-lakers'], ['Jayson Tatum', 'boston-celtics'],
    ['Josh Jackson', 'phoenix-suns'], ["De'Aaron Fox", 'sacramento-kings'],
  ];
  return picks.map(([name, team_id], i) => {
    const b = kaggleBios().get(name);
    if (!b) throw new Error(`no row for ${name}`);
    return { sport: 'nba', season: 2017, round: 1, pick: i + 1, overall_pick: i + 1, team_id, player: bioInput(b) };
  });
}

const nbaGame = (eventId: string, start: string, away: [number[], number] | undefined, home: [number[], number] | undefined, extra: Partial<GameInput> = {}): GameInput => {
  const [, awayTeam, homeTeam] = /^\d{8}-(.+)-at-(.+)$/.exec(eventId)!;
  return {
    sport: 'nba', event_id: eventId, start_date_time: start, away_team_id: awayTeam!, home_team_id: homeTeam!,
    status: away && home ? 'completed' : 'postponed',
    ...(away && home ? { away_period_scores: away[0], away_points_scored: away[1], home_period_scores: home[0], home_points_scored: home[1] } : {}),
    ...extra,
  };
};

/** A generated player line: `line` of test/engine/nbaBoxFixtures.ts with a position and a starter flag. */
const player = (name: string, position: string, starter: boolean, c: LineCounts): PlayerLineInput => ({ ...line(name, c), position, is_starter: starter });

/**
 * Player lines of the 2014 Finals' game 2 (generated: real players, invented lines adding up to
 * the real final score, 98-96, and to 240 minutes a side).
 */
const FINALS_2014_G2 = {
  away: [
    player('LeBron James', 'SF', true, { min: 40, twos: 11, threes: 3, ftm: 4, missed2: 6, drb: 8, orb: 2, ast: 3, stl: 1, tov: 2, pf: 3 }),
    player('Chris Bosh', 'C', true, { min: 40, twos: 6, threes: 1, ftm: 3, missed2: 5, missed3: 1, drb: 5, orb: 1, ast: 2, blk: 1, pf: 4 }),
    player('Dwyane Wade', 'SG', true, { min: 38, twos: 7, missed2: 9, drb: 3, ast: 6, stl: 2, tov: 5, pf: 2 }),
    player('Rashard Lewis', 'PF', true, { min: 32, twos: 1, threes: 4, missed2: 2, missed3: 3, drb: 4, ast: 1, pf: 3 }),
    player('Mario Chalmers', 'PG', true, { min: 30, twos: 1, threes: 1, missed2: 3, missed3: 2, drb: 2, ast: 3, stl: 1, tov: 3, pf: 6 }),
    player('Ray Allen', 'SG', false, { min: 34, threes: 3, missed2: 2, missed3: 4, drb: 4, ast: 2, pf: 1 }),
    player('Norris Cole', 'PG', false, { min: 26, threes: 1, missed2: 3, drb: 1, ast: 2, stl: 1, pf: 2 }),
  ],
  home: [
    player('Tony Parker', 'PG', true, { min: 36, twos: 7, threes: 1, ftm: 4, missed2: 8, missed3: 2, drb: 2, ast: 7, tov: 3, pf: 1 }),
    player('Danny Green', 'SG', true, { min: 28, twos: 1, threes: 2, missed2: 2, missed3: 3, drb: 2, stl: 1, pf: 3 }),
    player('Kawhi Leonard', 'SF', true, { min: 34, twos: 3, threes: 1, missed2: 3, missed3: 2, drb: 3, orb: 1, stl: 2, tov: 1, pf: 6 }),
    player('Tim Duncan', 'C', true, { min: 36, twos: 8, ftm: 2, missed2: 6, missedFt: 1, drb: 10, orb: 2, ast: 3, blk: 2, pf: 2 }),
    player('Tiago Splitter', 'C', true, { min: 24, twos: 3, ftm: 1, missed2: 2, missedFt: 1, drb: 4, orb: 2, pf: 4 }),
    player('Manu Ginóbili', 'SG', false, { min: 30, twos: 2, threes: 3, ftm: 6, missed2: 4, missed3: 2, drb: 3, ast: 4, stl: 1, tov: 3, pf: 3 }),
    player('Boris Diaw', 'PF', false, { min: 28, twos: 3, missed2: 3, missed3: 2, drb: 5, ast: 5, tov: 2, pf: 2 }),
    player('Patty Mills', 'PG', false, { min: 24, twos: 1, threes: 2, missed2: 2, missed3: 2, drb: 1, ast: 1, pf: 1 }),
  ],
};

/** Generated NBA games (see the file comment): 2013-04-14, the 2014 Finals' game 2, three Hawks games of 2015-16. */
function generatedNbaGames(): GameInput[] {
  return [
    nbaGame('20130414-new-york-knicks-at-indiana-pacers', '2013-04-14T13:00:00-04:00', [[22, 25, 24, 19], 90], [[25, 20, 24, 23], 92]),
    nbaGame('20130414-chicago-bulls-at-washington-wizards', '2013-04-14T18:00:00-04:00', [[27, 23, 22, 23], 95], [[21, 24, 26, 21], 92]),
    nbaGame('20130414-san-antonio-spurs-at-los-angeles-lakers', '2013-04-14T15:30:00-04:00', [[24, 22, 25, 20], 91], [[26, 25, 22, 26], 99]),
    nbaGame('20130414-denver-nuggets-at-memphis-grizzlies', '2013-04-14T19:00:00-04:00', undefined, undefined, { site_id: 'fedex-forum' }),
    nbaGame('20140608-miami-heat-at-san-antonio-spurs', '2014-06-08T20:00:00-04:00', [[19, 24, 24, 31], 98], [[23, 23, 24, 26], 96], {
      season_type: 'post', away_stats: FINALS_2014_G2.away, home_stats: FINALS_2014_G2.home,
    }),
    nbaGame('20151027-detroit-pistons-at-atlanta-hawks', '2015-10-27T20:00:00-04:00', [[25, 29, 27, 25], 106], [[25, 19, 25, 25], 94]),
    nbaGame('20151029-atlanta-hawks-at-new-york-knicks', '2015-10-29T19:30:00-04:00', [[28, 27, 30, 27], 112], [[23, 27, 24, 27], 101]),
    nbaGame('20151030-charlotte-hornets-at-atlanta-hawks', '2015-10-30T19:30:00-04:00', [[22, 26, 21, 25], 94], [[24, 24, 25, 24], 97]),
  ];
}

/** MLB 2014: the 30 results responses, the box scores of 2014-06-08 and BOS at BAL on 2014-03-31, the 30 expanded rosters. */
function mlb2014(): BatchInput {
  const names = readdirSorted(path.join(MLB_2014, 'results'));
  const results = ok(parseXmlstatsResults(names.map((n) => ({ name: `results/${n}`, json: JSON.parse(readFileSync(path.join(MLB_2014, 'results', n), 'utf8')) as unknown }))), 'MLB 2014 results');
  const boxNames = readdirSorted(path.join(MLB_2014, 'boxscore')).filter((n) => n.startsWith('20140608-') || n === '20140331-boston-red-sox-at-baltimore-orioles.json');
  const boxes = boxNames.map((n) => {
    const eventId = n.replace(/\.json$/, '');
    return { name: n, batch: ok(parseXmlstatsBoxscore(JSON.parse(readFileSync(path.join(MLB_2014, 'boxscore', n), 'utf8')), { eventId }), n) };
  });
  const merged = ok(mergeBoxscores(results, boxes), 'MLB 2014 box scores');
  const rosters = readdirSorted(path.join(MLB_2014, 'roster')).flatMap((n) => {
    const teamId = n.replace(/\.json$/, '');
    return ok(parseXmlstatsRoster(JSON.parse(readFileSync(path.join(MLB_2014, 'roster', n), 'utf8')), { sport: 'mlb', season: 2014, teamId }), n).rosters ?? [];
  });
  return { ...merged, rosters };
}

function readdirSorted(dir: string): string[] {
  return readdirSync(dir).filter((n) => n.endsWith('.json')).sort();
}

/** Concatenates the arrays of several batches. */
function concatBatches(batches: readonly BatchInput[]): BatchInput {
  const out: Record<string, unknown[]> = {};
  for (const b of batches) {
    for (const [key, value] of Object.entries(b)) {
      if (Array.isArray(value)) out[key] = [...(out[key] ?? []), ...value];
    }
  }
  return out as BatchInput;
}

/**
 * The large parts of the state, which a test file asks for only when its client requests them:
 * `nba2018` the 2017-18 games (standings, team stats, leaders, events of 2018), `nba2017` the
 * 2016-17 games, `mlb2014` the 2014 MLB responses. The recordings, the generated facts, the
 * 2017-18 rosters, the draft and the tokens are always there.
 */
export type StatePart = 'nba2018' | 'nba2017' | 'mlb2014';

const states = new Map<string, LeagueState>();

/** The state of the suite with the given parts (memoized per worker). */
export function compatState(parts: readonly StatePart[] = []): LeagueState {
  const key = [...parts].sort().join(',');
  const hit = states.get(key);
  if (hit) return hit;
  const batch = concatBatches([
    ...(parts.includes('nba2018') ? [{ games: nba2018Games() }] : []),
    ...(parts.includes('nba2017') ? [{ games: nba2017Games() }] : []),
    ...(parts.includes('mlb2014') ? [mlb2014()] : []),
    ok(parseXmlstatsEvents(sample('events-nba-20130131-docsample-tzLA.json'), { name: 'events-nba-20130131' }), 'NBA events 2013-01-31'),
    ok(parseXmlstatsNbaBoxscore(sample('boxscore-nba-20120621-okc-at-mia-recorded-20130810.json'), { eventId: OKC_AT_MIA }), 'OKC at MIA'),
    ok(parseXmlstatsEvents(sample('events-all-20130901-recorded-20150412.json'), { name: 'events-all-20130901' }), 'MLB events 2013-09-01'),
    { games: generatedNbaGames() },
    { rosters: nba2018Rosters(), draft_picks: nba2017Draft() },
    {
      accounts: [ACCOUNT],
      tokens: Object.values(TOKENS).map((token) => ({ token, email_address: ACCOUNT.email_address, expires_at: TOKEN_EXPIRY })),
    },
  ]);
  const r = ingest(createLeagueState(), batch);
  if (!r.ok) throw new Error(`compat state: ${JSON.stringify(r.issues.slice(0, 5))}`);
  states.set(key, r.state);
  return r.state;
}

/** A running server on an ephemeral 127.0.0.1 port. */
export interface CompatServer {
  readonly port: number;
  readonly server: Server;
  close(): Promise<void>;
}

/** Options of a compatibility server: the data clock, and a wall clock and rate limiter when a check needs them. */
export interface CompatServerOptions {
  /** The parts of the state the server answers from (see {@link compatState}). */
  readonly parts?: readonly StatePart[];
  readonly now: string;
  /** The wall clock (epoch ms); default a fixed {@link WALL_2016}. */
  readonly wallClock?: () => number;
  readonly rateLimiter?: RateLimiter;
  readonly http?: NodeServerOptions['http'];
  /** Facts added to the state for one check (ingested on top of the suite's state). */
  readonly extra?: BatchInput;
}

/** Starts `createNodeServer` over {@link compatState} on an ephemeral loopback port. */
export async function startCompatServer(options: CompatServerOptions): Promise<CompatServer> {
  let state = compatState(options.parts ?? []);
  if (options.extra) {
    const r = ingest(state, options.extra);
    if (!r.ok) throw new Error(`compat extra facts: ${JSON.stringify(r.issues.slice(0, 5))}`);
    state = r.state;
  }
  const server = createNodeServer(createStateHolder(state), {
    now: options.now,
    wallClock: options.wallClock ?? (() => WALL_2016),
    ...(options.rateLimiter ? { rateLimiter: options.rateLimiter } : {}),
    ...(options.http ? { http: options.http } : {}),
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}
