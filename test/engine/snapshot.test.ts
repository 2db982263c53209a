/**
 * Snapshots (issue 13 item 1, D107): a state written by `writeSnapshot` and read back by
 * `readSnapshot` is the same state (deep-equal, frozen all the way down) and answers every
 * endpoint with the same bytes; the same state always gives the same bytes; a file that is not a
 * snapshot of this version, or is truncated, extended or damaged, is refused as a whole with an
 * `invalid_snapshot` issue naming it.
 */
import fc from 'fast-check';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findLatestCompletedDay } from '../../src/cli/findLatestCompletedDay.js';
import { countGames } from '../../src/engine/countGames.js';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { ingest } from '../../src/engine/ingest.js';
import type { LeagueState } from '../../src/engine/LeagueState.js';
import { ENDPOINTS } from '../../src/engine/router/endpoints.js';
import { hashSnapshotBody, readSnapshot, readSnapshotHeader, SNAPSHOT_FORMAT, SNAPSHOT_VERSION, writeSnapshot } from '../../src/engine/snapshot.js';
import { withAccess } from '../../src/engine/withAccess.js';
import { loadData } from '../../src/importers/loadData.js';
import { parseXmlstatsNbaBoxscore } from '../../src/importers/xmlstats/parseXmlstatsNbaBoxscore.js';
import { loadRetrosheetSeason } from '../parity/loadSeason.js';
import { readRepoText, SAMPLES } from '../repoData.js';
import { answersFor, ENDPOINT_KEYS_COVERED, requestsFor } from '../snapshotRequests.js';

const TOKEN = 'snapshot-test-token';
const encoder = new TextEncoder();

function withToken(state: LeagueState): LeagueState {
  return withAccess(state, { emailAddress: 'snap@example.com', firstName: 'Snap', lastName: 'Shot', createdOn: '2012-01-01' as never }, { token: TOKEN, emailAddress: 'snap@example.com', expiresAt: Date.UTC(2031, 0, 1) });
}

/** Every object and array of a value, for the frozen check. */
function* objectsOf(value: unknown): Generator<object> {
  if (typeof value !== 'object' || value === null) return;
  yield value;
  for (const v of Object.values(value)) yield* objectsOf(v);
}

/** 60 picks of a generated draft of 2012 (the draft endpoint needs some). */
function draftPicks(teamIds: readonly string[]) {
  return Array.from({ length: 60 }, (_, i) => ({
    sport: 'nba', season: 2012, round: i < 30 ? 1 : 2, pick: (i % 30) + 1, overall_pick: i + 1, team_id: teamIds[i % teamIds.length]!,
    player: { last_name: `Player${i + 1}`, first_name: 'Draft', display_name: `Draft Player${i + 1}`, birthdate: '1993-03-01', birthplace: 'Chicago, Illinois, USA', height_in: 78, weight_lb: 215, position: i % 2 ? 'G' : 'F' },
  }));
}

let folder: string;
let season2019: LeagueState;
let rich: LeagueState;

beforeAll(async () => {
  season2019 = withToken(loadRetrosheetSeason(2019));
  // Recorded box scores (2014 and 2016 forms), a roster and a team's results, read as an xmlstats folder.
  folder = mkdtempSync(path.join(tmpdir(), 'snapshot-test-'));
  for (const sub of ['boxscore', 'roster', 'results']) mkdirSync(path.join(folder, sub));
  const copy = (from: string, to: string) => copyFileSync(path.join(SAMPLES, from), path.join(folder, to));
  copy('boxscore-mlb-20140331-bos-at-bal-reserialized.json', 'boxscore/20140331-boston-red-sox-at-baltimore-orioles.json');
  copy('boxscore-mlb-20140331-chc-at-pit-extrainnings-reserialized.json', 'boxscore/20140331-chicago-cubs-at-pittsburgh-pirates.json');
  copy('roster-mlb-boston-red-sox-expanded-2014-reserialized.json', 'roster/boston-red-sox.json');
  copy('results-mlb-boston-red-sox-season2014-asof20140725-reserialized.json', 'results/boston-red-sox.json');
  const mlb = await loadData([folder]);
  if (!mlb.ok) throw new Error(JSON.stringify(mlb.issues.slice(0, 3)));
  // A recorded NBA box score with officials and player lines, and a draft.
  const nba = parseXmlstatsNbaBoxscore(JSON.parse(readRepoText(path.join(SAMPLES, 'boxscore-nba-20120621-okc-at-mia-recorded-20130810.json'))), { eventId: '20120621-oklahoma-city-thunder-at-miami-heat' });
  if (!nba.ok) throw new Error(JSON.stringify(nba.issues.slice(0, 3)));
  const teams = mlb.value.teams.ids.filter((k) => k.startsWith('nba:2012:')).map((k) => k.split(':')[2]!);
  const r = ingest(mlb.value, { ...nba.value, draft_picks: draftPicks(teams) as never });
  if (!r.ok) throw new Error(JSON.stringify(r.issues.slice(0, 3)));
  rich = withToken(r.state);
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('a snapshot reads back as the same state', () => {
  it.each([
    ['the 2019 season', () => season2019, '2019-09-30T12:00:00-04:00'],
    ['box scores of 2014 and 2012, a roster, results and a draft', () => rich, '2014-07-28T12:00:00-04:00'],
  ])('%s: deep-equal, frozen all the way down, every endpoint answering with the same bytes', (_, state, now) => {
    const original = state();
    const back = readSnapshot(writeSnapshot(original));
    if (!back.ok) throw new Error(JSON.stringify(back.issues));
    expect(back.value).toStrictEqual(original);
    for (const o of objectsOf(back.value)) expect(Object.isFrozen(o)).toBe(true);
    const urls = requestsFor(original);
    expect(urls.length).toBeGreaterThan(30);
    const before = answersFor(original, urls, now, TOKEN);
    expect(before.filter((a) => a.status === 200).length).toBeGreaterThan(urls.length / 2);
    expect(answersFor(back.value, urls, now, TOKEN)).toEqual(before);
  });

  it('the requests reach every endpoint of the router', () => {
    expect([...ENDPOINT_KEYS_COVERED].sort()).toEqual(Object.keys(ENDPOINTS).sort());
    const methods = new Set(requestsFor(rich).map((u) => (/^\/(?:(?:mlb|nba)\/)?([a-z-]+)/.exec(u) ?? [])[1]));
    for (const key of ENDPOINT_KEYS_COVERED) expect(methods.has(key), key).toBe(true);
  });

  it('a game read back has the keys of the engine\'s games, in their order (JSON.stringify of a loaded state is that of the original)', () => {
    for (const state of [season2019, rich]) {
      const back = readSnapshot(writeSnapshot(state));
      if (!back.ok) throw new Error();
      expect(JSON.stringify(back.value)).toBe(JSON.stringify(state));
    }
  });

  it('the same state gives the same bytes; so does the state read back', () => {
    const bytes = writeSnapshot(rich);
    expect(writeSnapshot(rich)).toEqual(bytes);
    const back = readSnapshot(bytes);
    expect(back.ok && writeSnapshot(back.value)).toEqual(bytes);
  });

  it('a loaded state is a state like any other: ingest forks it and leaves it as it was', () => {
    const back = readSnapshot(writeSnapshot(season2019));
    if (!back.ok) throw new Error();
    const text = JSON.stringify(back.value);
    const r = ingest(back.value, { games: [{ sport: 'mlb', date: '2019-10-30', sequence: 1, status: 'scheduled', start_date_time: '2019-10-30T20:07:00-04:00', away_team_id: 'houston-astros', home_team_id: 'boston-red-sox' }] });
    expect(r.ok).toBe(true);
    expect(JSON.stringify(back.value)).toBe(text);
  });

  it("the registry's own records come back as the engine's objects (a built-in venue is read by season: Chase Field's turf of 2019)", () => {
    const back = readSnapshot(writeSnapshot(season2019));
    if (!back.ok) throw new Error();
    const builtIns = createLeagueState();
    expect(back.value.sites.byId['chase-field']).toBe(builtIns.sites.byId['chase-field']);
    expect(back.value.teams.byId['mlb:2019:boston-red-sox']).toBe(builtIns.teams.byId['mlb:2019:boston-red-sox']);
    const text = new TextDecoder().decode(writeSnapshot(season2019));
    expect(text).toContain('"chase-field":0');
  });

  it('a site ingested over a built-in one is written and read as data, not as the built-in record', () => {
    const r = ingest(season2019, { sites: [{ site_id: 'chase-field', name: 'Chase Field', city: 'Phoenix', state: 'Arizona', capacity: 48_000, surface: 'Grass' }] as never });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    const back = readSnapshot(writeSnapshot(r.state));
    expect(back.ok && back.value).toStrictEqual(r.state);
    expect(back.ok && back.value.sites.byId['chase-field']).not.toBe(createLeagueState().sites.byId['chase-field']);
  });

  it('the empty state and the built-in state read back', () => {
    for (const s of [createLeagueState({ builtIns: false }), createLeagueState()]) {
      const back = readSnapshot(writeSnapshot(s));
      expect(back.ok && back.value).toStrictEqual(s);
    }
  });
});

describe('seasons, read when first asked for (D141)', () => {
  it('loading, counting the games and the default clock parse no season; a standings answer parses its own season only', () => {
    const state = rich; // mlb:2014 and nba:2012
    expect(Object.keys(state.seasons).length).toBeGreaterThan(1);
    const bytes = writeSnapshot(state);
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const back = readSnapshot(bytes);
      if (!back.ok) throw new Error();
      const atLoad = parse.mock.calls.length;
      expect(atLoad).toBe(2); // the header and the state's line
      expect(countGames(back.value)).toBe(countGames(state));
      expect(findLatestCompletedDay(back.value)).toBe(findLatestCompletedDay(state));
      expect(parse.mock.calls.length).toBe(atLoad);
      const [answer] = answersFor(back.value, ['/mlb/standings/20140725.json'], '2014-07-28T12:00:00-04:00', TOKEN);
      expect(answer!.status).toBe(200);
      expect(parse.mock.calls.map(([text]) => String(text).slice(0, 11)).slice(atLoad)).toEqual(['{"strings":']);
      expect(answer).toEqual(answersFor(state, ['/mlb/standings/20140725.json'], '2014-07-28T12:00:00-04:00', TOKEN)[0]);
    } finally {
      parse.mockRestore();
    }
  });
});

describe('box scores, read when first asked for', () => {
  it('a box score is parsed on its first read, frozen, and the same object after', () => {
    const back = readSnapshot(writeSnapshot(rich));
    if (!back.ok) throw new Error();
    const day = back.value.seasons['nba:2012']!.months['2012-06']!['2012-06-21']!;
    const game = day['20120621-oklahoma-city-thunder-at-miami-heat']!;
    expect(Object.getOwnPropertyDescriptor(game, 'box')?.get).toBeTypeOf('function');
    const box = game.box!;
    expect(game.box).toBe(box);
    expect(Object.isFrozen(box) && Object.isFrozen(box.homePlayers) && Object.isFrozen(box.homePlayers[0])).toBe(true);
    expect(box).toStrictEqual(rich.seasons['nba:2012']!.months['2012-06']!['2012-06-21']!['20120621-oklahoma-city-thunder-at-miami-heat']!.box);
  });

  it("the games of a snapshot share one box getter, which reads each game's own box (one hidden class for all games, D107)", () => {
    const bytes = writeSnapshot(rich);
    const [a, b] = [readSnapshot(bytes), readSnapshot(bytes)];
    if (!a.ok || !b.ok) throw new Error();
    const gamesOf = (s: LeagueState) => Object.values(s.seasons).flatMap((x) => Object.values(x.months).flatMap((m) => Object.values(m).flatMap((d) => Object.values(d))));
    const getterOf = (g: object) => Object.getOwnPropertyDescriptor(g, 'box')?.get;
    const boxed = gamesOf(a.value).filter((g) => getterOf(g) !== undefined);
    expect(boxed.length).toBeGreaterThan(1);
    expect(new Set(boxed.map(getterOf)).size).toBe(1);
    expect(gamesOf(a.value).map((g) => g.box)).toStrictEqual(gamesOf(rich).map((g) => g.box));
    // The other load's games read their own (equal, not the same) boxes.
    expect(gamesOf(b.value).every((g, i) => g.box === null || (g.box !== gamesOf(a.value)[i]!.box && JSON.stringify(g.box) === JSON.stringify(gamesOf(a.value)[i]!.box)))).toBe(true);
  });

  it('ingest over a loaded state reads its box scores as data: the same facts again change nothing', () => {
    const back = readSnapshot(writeSnapshot(rich));
    if (!back.ok) throw new Error();
    const nba = parseXmlstatsNbaBoxscore(JSON.parse(readRepoText(path.join(SAMPLES, 'boxscore-nba-20120621-okc-at-mia-recorded-20130810.json'))), { eventId: '20120621-oklahoma-city-thunder-at-miami-heat' });
    if (!nba.ok) throw new Error();
    const again = ingest(back.value, nba.value);
    expect(again.ok && again.state).toBe(back.value);
  });

  it('season and box score lines that are not where the lengths say, or a season without its summary, are refused', () => {
    const text = new TextDecoder().decode(writeSnapshot(rich));
    const body = text.slice(text.indexOf('\n') + 1);
    const main = body.slice(0, body.indexOf('\n'));
    const refusal = (bodyText: string) => {
      const b = new TextEncoder().encode(bodyText);
      const header = { format: SNAPSHOT_FORMAT, version: SNAPSHOT_VERSION, hash: hashSnapshotBody(b), bytes: b.length, games: 0, seasons: [] };
      const r = readSnapshot(new TextEncoder().encode(`${JSON.stringify(header)}\n${bodyText}`), 'x.snapshot');
      return r.ok ? '' : r.issues[0]!.message;
    };
    expect(refusal(main)).toMatch(/^x\.snapshot does not hold a league state: season and box score lines that do not end the body \(their lengths end it at byte \d+, it has \d+\)$/);
    expect(refusal(`${body}\n{}`)).toMatch(/season and box score lines that do not end the body/);
    const state = JSON.parse(main) as { seasons: Record<string, { games?: number; lineBytes?: number }> };
    delete Object.values(state.seasons)[0]!.games;
    expect(refusal(`${JSON.stringify(state)}${body.slice(main.length)}`)).toBe('x.snapshot does not hold a league state: a season without the summary of its games');
    delete Object.values(state.seasons)[0]!.lineBytes;
    expect(refusal(`${JSON.stringify(state)}${body.slice(main.length)}`)).toBe('x.snapshot does not hold a league state: a season without the length of its line');
  });

  it("a season line that does not read back (a forged hash) throws, naming the file, when the season's games are first read", () => {
    const text = new TextDecoder().decode(writeSnapshot(rich));
    const lines = text.slice(text.indexOf('\n') + 1).split('\n');
    const state = JSON.parse(lines[0]!) as { seasons: Record<string, { games: number; lineBytes: number; boxBytes: number[] }> };
    const keys = Object.keys(state.seasons);
    const at = keys.findIndex((k) => state.seasons[k]!.boxBytes.length > 0);
    /** The snapshot with season `at`'s line changed by `edit` (its length and the hash made to match), read. */
    const forged = (edit: (season: { months: Record<string, Record<string, Record<string, unknown[]>>> }) => void, summary?: number) => {
      const season = JSON.parse(lines[1 + at]!) as { months: Record<string, Record<string, Record<string, unknown[]>>> };
      edit(season);
      const line = JSON.stringify(season);
      const head = structuredClone(state);
      head.seasons[keys[at]!]!.lineBytes = line.length;
      if (summary !== undefined) head.seasons[keys[at]!]!.games = summary;
      const b = new TextEncoder().encode([JSON.stringify(head), ...lines.slice(1, 1 + at), line, ...lines.slice(2 + at)].join('\n'));
      const header = { format: SNAPSHOT_FORMAT, version: SNAPSHOT_VERSION, hash: hashSnapshotBody(b), bytes: b.length, games: 0, seasons: [] };
      const r = readSnapshot(new TextEncoder().encode(`${JSON.stringify(header)}\n${new TextDecoder().decode(b)}`), 'x.snapshot');
      if (!r.ok) throw new Error(r.issues[0]!.message);
      return r.value.seasons[keys[at] as `nba:${number}`]!;
    };
    const firstGame = (season: { months: Record<string, Record<string, Record<string, unknown[]>>> }) => Object.values(Object.values(Object.values(season.months)[0]!)[0]!)[0]!;
    const boxed = forged((season) => {
      firstGame(season)[20] = 99;
    });
    expect(() => boxed.months).toThrow(new RegExp(`^x\\.snapshot does not hold a league state: a game's box score 99 is not among the \\d+ the body holds \\(season "${keys[at]}"\\)$`));
    expect(() => boxed.months).toThrow(/box score 99/); // every read, not only the first
    expect(() => forged((season) => firstGame(season).pop()).months).toThrow(/a game that is not 21 fields/);
    expect(() => forged(() => undefined, state.seasons[keys[at]!]!.games + 1).months).toThrow(/^x\.snapshot does not hold a league state: games other than its summary says/);
    expect(Object.keys(forged(() => undefined).months).length).toBeGreaterThan(0);
  });
});

describe('the layout', () => {
  it('the body is ASCII (other characters escaped) and starts on a multiple of 8 bytes; text beyond ASCII reads back', () => {
    const state = withAccess(season2019, { emailAddress: 'zoë@example.com', firstName: 'Zoë 🙂', lastName: 'Ærø', createdOn: '2019-01-01' as never }, { token: 'token-ünïcode', emailAddress: 'zoë@example.com', expiresAt: 0 });
    const bytes = writeSnapshot(state);
    const start = bytes.indexOf(0x0a) + 1;
    expect(start % 8).toBe(0);
    expect(bytes.subarray(start).every((b) => b < 0x80)).toBe(true);
    const back = readSnapshot(bytes);
    expect(back.ok && back.value).toStrictEqual(state);
    expect(back.ok && back.value.accounts.byId['zoë@example.com']!.firstName).toBe('Zoë 🙂');
  });
});

describe('the header', () => {
  it('names the format, the version, the body length and hash, the games and seasons', () => {
    const bytes = writeSnapshot(season2019);
    const h = readSnapshotHeader(bytes);
    if (!h.ok) throw new Error();
    const { header, headerBytes } = h.value;
    expect(header).toEqual({ format: SNAPSHOT_FORMAT, version: SNAPSHOT_VERSION, hash: hashSnapshotBody(bytes.subarray(headerBytes)), bytes: bytes.length - headerBytes, games: 2429, seasons: ['mlb:2019'] });
    expect(bytes[headerBytes - 1]).toBe(0x0a);
  });
});

describe('what is refused, as a whole', () => {
  const good = () => writeSnapshot(season2019);
  const refusal = (bytes: Uint8Array) => {
    const r = readSnapshot(bytes, 'season.snapshot');
    if (r.ok) throw new Error('read');
    expect(r.issues).toHaveLength(1);
    expect(r.issues[0]!.code).toBe('invalid_snapshot');
    expect(r.issues[0]!.path).toEqual(['season.snapshot']);
    return r.issues[0]!.message;
  };
  /** A file with this header and body, the header's length and hash made right for the body. */
  const craft = (body: string, header: Record<string, unknown> = {}) => {
    const b = encoder.encode(body);
    return encoder.encode(`${JSON.stringify({ format: SNAPSHOT_FORMAT, version: SNAPSHOT_VERSION, hash: hashSnapshotBody(b), bytes: b.length, games: 0, seasons: [], ...header })}\n${body}`);
  };

  it('a file that is not a snapshot', () => {
    expect(refusal(encoder.encode(readRepoText(path.join(SAMPLES, 'teams-mlb-recorded-20130830.json'))))).toMatch(/^season\.snapshot is not a snapshot of this engine/);
    expect(refusal(encoder.encode('"20190320","0","Wed","SEA","AL"\n'))).toMatch(/is not a snapshot/);
    expect(refusal(new Uint8Array(0))).toMatch(/is not a snapshot/);
    expect(refusal(craft('{}', { format: 'something else' }))).toMatch(/is not a snapshot/);
  });

  it('another version, named with the one this engine reads', () => {
    for (const version of [1, SNAPSHOT_VERSION + 1]) {
      expect(refusal(craft('{}', { version }))).toBe(`season.snapshot is a snapshot of version ${version}; this engine reads version ${SNAPSHOT_VERSION} only (write the snapshot again from its data)`);
    }
  });

  it('a truncated file, and one with bytes after its body', () => {
    const bytes = good();
    expect(refusal(bytes.subarray(0, bytes.length - 10))).toMatch(/^season\.snapshot is truncated: its body has \d+ of \d+ bytes$/);
    const longer = new Uint8Array(bytes.length + 1);
    longer.set(bytes);
    longer[bytes.length] = 0x0a;
    expect(refusal(longer)).toBe('season.snapshot has 1 bytes more than its header says');
  });

  it('a damaged byte anywhere in the body', () => {
    const bytes = good();
    const start = bytes.indexOf(0x0a) + 1;
    for (const at of [start, start + 1000, Math.floor((start + bytes.length) / 2), bytes.length - 1]) {
      const damaged = bytes.slice();
      damaged[at] = damaged[at]! ^ 0x01;
      expect(refusal(damaged)).toMatch(/^season\.snapshot is damaged: its body hashes to [0-9a-f]{16}, its header says [0-9a-f]{16}$/);
    }
  });

  it('a built-in record the registry does not hold (a snapshot of another engine)', () => {
    const state = JSON.parse(JSON.stringify(createLeagueState({ builtIns: false }))) as { teams: { ids: string[]; byId: Record<string, unknown> } };
    state.teams = { ids: ['mlb:2099:nobody'], byId: { 'mlb:2099:nobody': 0 } };
    expect(refusal(craft(JSON.stringify(state)))).toBe('season.snapshot names the built-in record "mlb:2099:nobody", which this engine\'s registry does not hold (write the snapshot again from its data with this engine)');
  });

  it('a header without a valid hash or length', () => {
    expect(refusal(craft('{}', { hash: 'xyz' }))).toBe('season.snapshot has a header without a valid hash, body length, game count or season list');
    expect(refusal(craft('{}', { bytes: -1 }))).toMatch(/header without a valid/);
  });

  it('a body that is not JSON, or not a state, even with a right hash', () => {
    expect(refusal(craft('{"teams":'))).toMatch(/^season\.snapshot has a body that is not JSON text/);
    expect(refusal(craft('[]'))).toBe('season.snapshot does not hold a league state: the body is not an object');
    const state = JSON.parse(JSON.stringify(season2019)) as Record<string, unknown>;
    expect(refusal(craft(JSON.stringify({ ...state, teams: [] })))).toBe('season.snapshot does not hold a league state: "teams" is not a table of ids and records');
    expect(refusal(craft(JSON.stringify({ ...state, extra: 1 })))).toBe('season.snapshot does not hold a league state: unknown key "extra"');
    expect(refusal(craft(JSON.stringify({ ...state, updatedAt: 'now' })))).toBe('season.snapshot does not hold a league state: "updatedAt" is neither null nor a number');
  });
});

describe('hashSnapshotBody', () => {
  it('is the same on every host for the same bytes (a fixed vector), and tells bodies apart', () => {
    expect(hashSnapshotBody(encoder.encode(''))).toMatch(/^[0-9a-f]{16}$/);
    expect(hashSnapshotBody(encoder.encode('{"teams":{}}'))).toBe(hashSnapshotBody(encoder.encode('{"teams":{}}')));
    const seen = new Set<string>();
    for (let n = 0; n < 64; n++) seen.add(hashSnapshotBody(new Uint8Array(n)));
    expect(seen.size).toBe(64); // the length counts: runs of zero bytes all differ
  });

  it('any one byte changed, or the body cut by one byte, changes the hash', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 300 }), fc.nat(), fc.integer({ min: 1, max: 255 }), (body, at, delta) => {
        const changed = body.slice();
        const i = at % body.length;
        changed[i] = (changed[i]! + delta) & 0xff;
        expect(hashSnapshotBody(changed)).not.toBe(hashSnapshotBody(body));
        expect(hashSnapshotBody(body.subarray(0, body.length - 1))).not.toBe(hashSnapshotBody(body));
      }),
      { numRuns: 500 },
    );
  });

  it('reads bytes at any offset (a view into a larger buffer) as it reads a copy', () => {
    const bytes = encoder.encode('x{"a":1,"b":[1,2,3]}');
    expect(hashSnapshotBody(bytes.subarray(1))).toBe(hashSnapshotBody(bytes.slice(1)));
  });
});
