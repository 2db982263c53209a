import { issue, type Issue, type Result } from '../ids/Issue.js';
import type { BoxScoreFacts } from '../aggregates/BoxScoreFacts.js';
import type { Game } from '../aggregates/Game.js';
import type { TeamBoxTotals } from '../aggregates/TeamBoxTotals.js';
import { hashBytes } from './hashBytes.js';
import { countGames } from './countGames.js';
import { createLeagueState } from './createLeagueState.js';
import type { LeagueState, SeasonGames } from './LeagueState.js';
import { adoptSeasonSummary, seasonSummaryOf, type SeasonSummary } from './internal/seasonSummary.js';
import { adoptSnapshotFingerprint } from './internal/stateFingerprint.js';
import { attachLazyBox } from './internal/lazyBox.js';

/** The `format` of a snapshot's header line: what tells a snapshot from any other file. */
export const SNAPSHOT_FORMAT = 'sports-stats-engine snapshot';
/**
 * The version of the snapshot layout this engine writes and reads. It changes whenever the
 * shape of {@link LeagueState} does; a snapshot of another version is refused (write it again
 * from the data with this engine), never read half-right.
 */
export const SNAPSHOT_VERSION = 2;

/** The header line of a snapshot: what {@link readSnapshotHeader} reads without the body. */
export interface SnapshotHeader {
  readonly format: typeof SNAPSHOT_FORMAT;
  readonly version: number;
  /** 16 hex digits: the 64-bit hash of the body's bytes ({@link hashSnapshotBody}). */
  readonly hash: string;
  /** The body's length in bytes. */
  readonly bytes: number;
  /** How many games the state holds, and its seasons (`mlb:2019`): for people and tools that list snapshots. */
  readonly games: number;
  readonly seasons: readonly string[];
}

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });
const latin1 = new TextDecoder('latin1');
/** Node's Buffer where the runtime has one: its one-byte decoding is several times faster than TextDecoder's. */
const NodeBuffer = (globalThis as { Buffer?: { from(b: ArrayBufferLike, offset: number, length: number): { toString(encoding: 'latin1'): string } } }).Buffer;
/** Every character a snapshot body escapes: the body is ASCII, so it is read as one-byte text (faster to decode and to parse). */
const NON_ASCII = /[\u0080-\uffff]/g;

function escapeChar(c: string): string {
  return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/** The text of an ASCII body (a snapshot body is ASCII: {@link writeSnapshot} escapes the rest). */
function decodeAscii(body: Uint8Array): string {
  return NodeBuffer ? NodeBuffer.from(body.buffer, body.byteOffset, body.length).toString('latin1') : latin1.decode(body);
}
const NEWLINE = 0x0a;
/** A header line is a few hundred bytes; past this, the file is not a snapshot. */
const MAX_HEADER_BYTES = 1 << 16;

/**
 * A snapshot of a state: the normalized state as compact JSON (the body, ASCII: other characters
 * escaped as `\uXXXX`; each season's games and each box score on a line of its own after the
 * state's, D107), after one header line of JSON (padded with spaces so that the body starts
 * on a multiple of 8 bytes) that names the format and version, the body's length and the 64-bit
 * hash of its bytes (D107). The same state always gives the same bytes. Derived indexes and memoized answers are
 * not written: they are rebuilt on the first read, as after an ingest. From then on the state
 * tags its answers as every state read back from the snapshot does (D146).
 *
 * @example
 * const bytes = writeSnapshot(state);
 * const back = readSnapshot(bytes); // back.ok && back.value deep-equals state
 */
export function writeSnapshot(state: LeagueState): Uint8Array {
  const builtIns = createLeagueState();
  const lines: string[] = [];
  const boxes: string[] = [];
  const seasons = deferSeasons(state.seasons, lines, boxes);
  const json = JSON.stringify({ ...state, teams: markBuiltIns(state.teams, builtIns.teams.byId), sites: markBuiltIns(state.sites, builtIns.sites.byId), seasons }).replace(NON_ASCII, escapeChar);
  // The seasons' and box scores' lines are escaped already (deferSeasons measured them as written).
  const body = encoder.encode([json, ...lines, ...boxes].join('\n'));
  const header: SnapshotHeader = {
    format: SNAPSHOT_FORMAT,
    version: SNAPSHOT_VERSION,
    hash: hashSnapshotBody(body),
    bytes: body.length,
    games: countGames(state),
    seasons: Object.keys(state.seasons),
  };
  // The written state now answers with the tags of every state read back from these bytes (D146).
  adoptSnapshotFingerprint(state, header.hash);
  const line = JSON.stringify(header);
  // Spaces after the JSON so that the body starts on a multiple of 8 bytes: read into memory
  // whole, its words are then hashed in place (no copy).
  const head = encoder.encode(`${line.padEnd(line.length + ((7 - (line.length % 8)) & 7), ' ')}\n`);
  const out = new Uint8Array(head.length + body.length);
  out.set(head, 0);
  out.set(body, head.length);
  return out;
}

/**
 * The state of a snapshot written by {@link writeSnapshot}, frozen all the way down like every
 * state. The body is not validated again (it was when its data was ingested): the header's
 * format and version are checked, then the body's length and hash, so that a truncated,
 * altered or foreign file is refused as a whole. A snapshot is trusted input, like a database
 * file: the hash finds damage, it does not prove who wrote it. Problems are `invalid_snapshot`
 * issues with path `[name]`; nothing throws here. A season's games are parsed when first read
 * (D141), so a forged file (one whose hash matches) with a season line that does not read back
 * is found then: reading that season's `months` throws an Error naming the file.
 *
 * @example
 * const r = readSnapshot(writeSnapshot(state), 'mlb-2019.snapshot');
 * if (!r.ok) console.error(r.issues[0]?.message);
 */
export function readSnapshot(bytes: Uint8Array, name = 'snapshot'): Result<LeagueState> {
  const header = readSnapshotHeader(bytes, name);
  if (!header.ok) return header;
  const fail = (why: string): Result<LeagueState> => ({ ok: false, issues: [snapshotIssue(name, why)] });
  const start = header.value.headerBytes;
  const bodyBytes = bytes.length - start;
  if (bodyBytes !== header.value.header.bytes) {
    return fail(bodyBytes < header.value.header.bytes ? `is truncated: its body has ${bodyBytes} of ${header.value.header.bytes} bytes` : `has ${bodyBytes - header.value.header.bytes} bytes more than its header says`);
  }
  const body = bytes.subarray(start);
  const hash = hashSnapshotBody(body);
  if (hash !== header.value.header.hash) return fail(`is damaged: its body hashes to ${hash}, its header says ${header.value.header.hash}`);
  const end = body.indexOf(NEWLINE);
  let value: unknown;
  try {
    value = JSON.parse(decodeAscii(end < 0 ? body : body.subarray(0, end)));
  } catch (error) {
    return fail(`has a body that is not JSON text (${error instanceof Error ? error.message : String(error)})`);
  }
  const shapeProblem = stateShapeProblem(value);
  if (shapeProblem !== undefined) return fail(`does not hold a league state: ${shapeProblem}`);
  const deferred = linkSeasons((value as { seasons: Record<string, unknown> }).seasons, body, end, name);
  if (deferred !== undefined) return fail(`does not hold a league state: ${deferred}`);
  const parsed = value as { teams: { byId: Record<string, unknown> }; sites: { byId: Record<string, unknown> } };
  const builtIns = createLeagueState();
  const unknown = linkBuiltIns(parsed.teams.byId, builtIns.teams.byId) ?? linkBuiltIns(parsed.sites.byId, builtIns.sites.byId);
  if (unknown !== undefined) return fail(`names the built-in record "${unknown}", which this engine's registry does not hold (write the snapshot again from its data with this engine)`);
  const state = freezeParsed(value as object) as LeagueState;
  // Replicas that read this snapshot with this release tag its answers alike (D146).
  adoptSnapshotFingerprint(state, hash);
  return { ok: true, value: state };
}

/**
 * The header line of a snapshot and where its body starts, checked: a JSON object of this
 * format and version. Cheap (reads only the first line), for tools that list snapshots.
 *
 * @example
 * const h = readSnapshotHeader(writeSnapshot(state));
 * if (h.ok) console.log(h.value.header.games, h.value.header.seasons);
 */
export function readSnapshotHeader(bytes: Uint8Array, name = 'snapshot'): Result<{ readonly header: SnapshotHeader; readonly headerBytes: number }> {
  const fail = (why: string): Result<never> => ({ ok: false, issues: [snapshotIssue(name, why)] });
  const end = bytes.subarray(0, MAX_HEADER_BYTES).indexOf(NEWLINE);
  const notOne = `is not a snapshot of this engine (a snapshot starts with a line of JSON naming the format "${SNAPSHOT_FORMAT}")`;
  if (end < 0 || bytes[0] !== 0x7b) return fail(notOne);
  let header: unknown;
  try {
    header = JSON.parse(decoder.decode(bytes.subarray(0, end)));
  } catch {
    return fail(notOne);
  }
  if (!isRecord(header) || header.format !== SNAPSHOT_FORMAT) return fail(notOne);
  if (header.version !== SNAPSHOT_VERSION) {
    return fail(`is a snapshot of version ${JSON.stringify(header.version)}; this engine reads version ${SNAPSHOT_VERSION} only (write the snapshot again from its data)`);
  }
  const { hash, bytes: size, games, seasons } = header;
  if (typeof hash !== 'string' || !/^[0-9a-f]{16}$/.test(hash) || !Number.isSafeInteger(size) || (size as number) < 0 || !Number.isSafeInteger(games) || !Array.isArray(seasons)) {
    return fail('has a header without a valid hash, body length, game count or season list');
  }
  return { ok: true, value: { header: header as unknown as SnapshotHeader, headerBytes: end + 1 } };
}

function snapshotIssue(name: string, why: string): Issue {
  return issue('invalid_snapshot', [name], `${name} ${why}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A game as a snapshot writes it: an array of its fields (see {@link writtenGame}). */
type WrittenGame = readonly unknown[];
/** How many fields a written game has. */
const WRITTEN_GAME_LENGTH = 21;

/**
 * A game as a snapshot writes it: one array of its fields in the engine's order, each string
 * as its index in the season's table of strings (team and site ids, dates, statuses), the event
 * id as null when it is the game's key (always, for games the engine made), the box score as its
 * index among the deferred ones. Half the bytes of the game as an object, and `JSON.parse`
 * allocates no string and no object for it but its period scores.
 */
function writtenGame(game: Game, key: string, box: number | null, s: (text: string) => number): WrittenGame {
  return [
    game.eventId === key ? null : game.eventId, s(game.sport), game.season, s(game.seasonType), s(game.status), s(game.date), game.sequence, game.startsAt, game.startTimeKnown,
    s(game.countsOn), s(game.awayTeamId), s(game.homeTeamId), game.awayScore, game.homeScore, game.awayPeriodScores, game.homePeriodScores,
    game.siteId === null ? null : s(game.siteId), game.neutralSite, writtenTotals(game.awayTotals), writtenTotals(game.homeTotals), box,
  ];
}

/** A side's team totals as a snapshot writes them: an array of the 14 counts in the engine's order, or null. */
function writtenTotals(t: TeamBoxTotals | null): readonly number[] | null {
  return t === null
    ? null
    : [t.points, t.assists, t.turnovers, t.steals, t.blocks, t.fieldGoalsAttempted, t.fieldGoalsMade, t.threePointFieldGoalsAttempted, t.threePointFieldGoalsMade, t.freeThrowsAttempted, t.freeThrowsMade, t.offensiveRebounds, t.defensiveRebounds, t.personalFouls];
}

/** The team totals of a written array (every field of {@link TeamBoxTotals} required here), frozen; null stays null. */
function totalsOf(t: unknown): TeamBoxTotals | null {
  if (!Array.isArray(t)) return null;
  return Object.freeze({
    points: t[0], assists: t[1], turnovers: t[2], steals: t[3], blocks: t[4], fieldGoalsAttempted: t[5], fieldGoalsMade: t[6], threePointFieldGoalsAttempted: t[7],
    threePointFieldGoalsMade: t[8], freeThrowsAttempted: t[9], freeThrowsMade: t[10], offensiveRebounds: t[11], defensiveRebounds: t[12], personalFouls: t[13],
  } satisfies { [K in keyof TeamBoxTotals]: unknown }) as TeamBoxTotals;
}

/**
 * The game of a written one without its box (the literal keeps the engine's key order and one
 * shape for all; every field of {@link Game} but `box` is required here): the caller adds `box`
 * last, a value or the snapshot's accessor, so that the games share their hidden classes.
 */
function gameOf(t: WrittenGame, key: string, strings: readonly string[]): { -readonly [K in Exclude<keyof Game, 'box'>]: unknown } & { box?: unknown } {
  return {
    sport: strings[t[1] as number], eventId: t[0] ?? key, season: t[2], seasonType: strings[t[3] as number], status: strings[t[4] as number], date: strings[t[5] as number],
    sequence: t[6], startsAt: t[7], startTimeKnown: t[8], countsOn: strings[t[9] as number], awayTeamId: strings[t[10] as number], homeTeamId: strings[t[11] as number],
    awayScore: t[12], homeScore: t[13], awayPeriodScores: t[14], homePeriodScores: t[15], siteId: t[16] === null ? null : strings[t[16] as number], neutralSite: t[17],
    awayTotals: totalsOf(t[18]), homeTotals: totalsOf(t[19]),
  };
}

/**
 * The seasons as a snapshot writes them: in the state's line, each season's own fields with the
 * summary of its games (`games`, `lastCompletedOn`: counting them or finding the CLI's default
 * clock then parses none), the length of its line (`lineBytes`) and the lengths of its box
 * scores' lines (`boxBytes`), so that the reader finds every line without reading it; in
 * `lines`, a line a season, `{ strings, months }`: its table of strings and its games written by
 * {@link writtenGame}, each box score replaced by its index in `boxes`, where its JSON text goes.
 * The seasons' lines follow the state's line in the body, then the box scores' lines; a season is
 * parsed when its games are first read, a box score when it is (D141: a standings answer
 * reads one season, and 83% of an NBA snapshot's bytes are box scores, which most answers never read).
 */
function deferSeasons(seasons: LeagueState['seasons'], lines: string[], boxes: string[]) {
  const out: Record<string, unknown> = {};
  for (const [key, season] of Object.entries(seasons)) {
    const strings: string[] = [];
    const index = new Map<string, number>();
    const s = (text: string): number => {
      let i = index.get(text);
      if (i === undefined) {
        i = strings.length;
        strings.push(text);
        index.set(text, i);
      }
      return i;
    };
    const months: Record<string, Record<string, Record<string, WrittenGame>>> = {};
    const boxBytes: number[] = [];
    for (const [month, days] of Object.entries(season.months)) {
      const m: Record<string, Record<string, WrittenGame>> = (months[month] = {});
      for (const [date, games] of Object.entries(days)) {
        const d: Record<string, WrittenGame> = (m[date] = {});
        for (const [eventId, game] of Object.entries(games)) {
          let box: number | null = null;
          if (game.box !== null) {
            box = boxes.length;
            const text = JSON.stringify(game.box).replace(NON_ASCII, escapeChar);
            boxes.push(text);
            boxBytes.push(text.length);
          }
          d[eventId] = writtenGame(game, eventId, box, s);
        }
      }
    }
    const line = JSON.stringify({ strings, months }).replace(NON_ASCII, escapeChar);
    lines.push(line);
    const { months: _months, ...fields } = season;
    const { games, lastCompletedOn } = seasonSummaryOf(season);
    out[key] = { ...fields, games, lastCompletedOn, lineBytes: line.length, boxBytes };
  }
  return out;
}

/**
 * Finds the seasons' and box scores' lines of the body (after `end`, the state's line) by their
 * lengths, and makes each season's `months` an accessor that parses its line on first read (its
 * games rebuilt and frozen, each box an accessor too), with the summary of its games adopted
 * (D141); why not, or undefined. Every length is checked now (the lines must end the body where
 * the lengths say), a season's line only when it is parsed: the hash vouches for its bytes, so
 * only a forged file can hold a season line that does not read back, and reading its games then
 * throws an Error naming the file. Only the state's line is decoded now.
 */
function linkSeasons(seasons: Record<string, unknown>, body: Uint8Array, end: number, name: string): string | undefined {
  const keys = Object.keys(seasons);
  const seasonStarts: number[] = [];
  const seasonBytes: number[] = [];
  const starts: number[] = [];
  let at = end + 1;
  for (const key of keys) {
    const written = seasons[key];
    const length = isRecord(written) ? written.lineBytes : undefined;
    if (!Number.isSafeInteger(length) || (length as number) < 2) return 'a season without the length of its line';
    seasonStarts.push(at);
    seasonBytes.push(length as number);
    at += (length as number) + 1;
  }
  for (const key of keys) {
    const lengths = (seasons[key] as Record<string, unknown>).boxBytes;
    if (!Array.isArray(lengths)) return 'a season without the lengths of its box scores';
    for (const length of lengths) {
      if (!Number.isSafeInteger(length) || (length as number) < 2) return 'a box score line of no length';
      starts.push(at);
      at += (length as number) + 1;
    }
  }
  const lines = keys.length + starts.length;
  if (lines === 0 ? end >= 0 : at !== body.length + 1) return `season and box score lines that do not end the body (their lengths end it at byte ${lines === 0 ? end : at - 1}, it has ${body.length})`;
  // The body's bytes, kept while a line is left to parse: a snapshot without box scores lets
  // them go once every season is read (the closures below read them only through this).
  let source: Uint8Array | undefined = body;
  let unread = keys.length;
  const lineOf = (k: number) => source!.subarray(starts[k], k + 1 < starts.length ? starts[k + 1]! - 1 : source!.length);
  // A game's box score is parsed when first read, through the getter every such game shares
  // (`attachLazyBox`, D141). The seasons' months likewise, through one getter of this snapshot.
  const attachBox = (game: object, k: number): void => {
    attachLazyBox(game, () => freezeParsed(JSON.parse(decodeAscii(lineOf(k))) as object) as BoxScoreFacts);
  };
  const summaries: { games: number; lastCompletedOn: string | null }[] = [];
  const monthsRead: (object | undefined)[] = [];
  const monthsAt = (i: number): object => {
    const why = (problem: string) => new Error(`${name} does not hold a league state: ${problem} (season "${keys[i]}")`);
    let written: unknown;
    try {
      written = JSON.parse(decodeAscii(source!.subarray(seasonStarts[i], seasonStarts[i]! + seasonBytes[i]!)));
    } catch (error) {
      throw why(`a season line that is not JSON text (${error instanceof Error ? error.message : String(error)})`);
    }
    const problem = linkGames(written, attachBox, starts.length, summaries[i]!);
    if (problem !== undefined) throw why(problem);
    if (--unread === 0 && starts.length === 0) source = undefined;
    return Object.freeze((written as { months: object }).months);
  };
  const seasonIndex = new WeakMap<object, number>();
  const months = { get(this: object): object | undefined {
    const i = seasonIndex.get(this);
    return i === undefined ? undefined : (monthsRead[i] ??= monthsAt(i));
  }, enumerable: true };
  for (let i = 0; i < keys.length; i++) {
    const { lineBytes: _line, boxBytes: _boxes, games, lastCompletedOn, ...fields } = seasons[keys[i]!] as Record<string, unknown>;
    if (!Number.isSafeInteger(games) || (games as number) < 0 || (lastCompletedOn !== null && typeof lastCompletedOn !== 'string')) return 'a season without the summary of its games';
    const summary = { games: games as number, lastCompletedOn: lastCompletedOn as string | null };
    summaries.push(summary);
    for (const field of Object.values(fields)) if (typeof field === 'object' && field !== null) freezeParsed(field);
    const season = { ...fields };
    seasonIndex.set(season, i);
    Object.defineProperty(season, 'months', months);
    adoptSeasonSummary(Object.freeze(season) as unknown as SeasonGames, summary as SeasonSummary);
    seasons[keys[i]!] = season;
  }
  return undefined;
}

/**
 * Rebuilds the games of a season's line in place (each written game an object of the engine's
 * shape, its box the shared accessor (`attachLazyBox`) or null), frozen, and checks them against the season's
 * summary; why not, or undefined.
 */
function linkGames(
  written: unknown, attachBox: (game: object, k: number) => void, boxes: number, summary: { readonly games: number; readonly lastCompletedOn: string | null },
): string | undefined {
  if (!isRecord(written) || !isRecord(written.months) || !Array.isArray(written.strings)) return 'a season without months or strings';
  const strings = written.strings as string[];
  let count = 0;
  let lastCompletedOn: string | null = null;
  for (const days of Object.values(written.months)) {
    if (!isRecord(days)) return 'a month that is not an object';
    for (const games of Object.values(days)) {
      if (!isRecord(games)) return 'a day that is not an object';
      for (const eventId in games) {
        const row = games[eventId];
        if (!Array.isArray(row) || row.length !== WRITTEN_GAME_LENGTH) return `a game that is not ${WRITTEN_GAME_LENGTH} fields`;
        const game = gameOf(row, eventId, strings);
        games[eventId] = game;
        const k: unknown = row[20];
        if (typeof k === 'number') {
          if (!Number.isInteger(k) || k < 0 || k >= boxes) return `a game's box score ${k} is not among the ${boxes} the body holds`;
          attachBox(game, k);
        } else game.box = k;
        Object.freeze(game.awayPeriodScores);
        Object.freeze(game.homePeriodScores);
        Object.freeze(game);
        count++;
        if (game.status === 'completed' && (lastCompletedOn === null || (game.countsOn as string) > lastCompletedOn)) lastCompletedOn = game.countsOn as string;
      }
      Object.freeze(games);
    }
    Object.freeze(days);
  }
  if (count !== summary.games || lastCompletedOn !== summary.lastCompletedOn) return `games other than its summary says (${count}, last completed on ${String(lastCompletedOn)}; the summary: ${summary.games}, ${String(summary.lastCompletedOn)})`;
  return undefined;
}

/**
 * A table with each record that is the built-in registry's own object (identity, as
 * `createLeagueState` put it there and ingest kept it) written as `0`: the registry's records are
 * the engine's, not the data's, and the engine reads a built-in venue by season (D107).
 */
function markBuiltIns<T>(table: { readonly ids: readonly string[]; readonly byId: { readonly [id: string]: T } }, builtIn: { readonly [id: string]: T }) {
  const byId: Record<string, T | 0> = {};
  for (const id of table.ids) {
    const record = table.byId[id]!;
    const value = Object.hasOwn(builtIn, id) && builtIn[id] === record ? 0 : record;
    if (id === '__proto__') Object.defineProperty(byId, id, { value, enumerable: true, writable: true, configurable: true });
    else byId[id] = value;
  }
  return { ids: table.ids, byId };
}

/** Puts the registry's own records where a snapshot wrote `0`; the id of one the registry lacks, else undefined. */
function linkBuiltIns(byId: Record<string, unknown>, builtIn: { readonly [id: string]: object }): string | undefined {
  for (const id in byId) {
    if (byId[id] !== 0) continue;
    if (!Object.hasOwn(builtIn, id)) return id;
    byId[id] = builtIn[id];
  }
  return undefined;
}

/** The tables of a state: each `{ ids, byId }`. */
const TABLES = ['teams', 'sites', 'accounts', 'tokens', 'tournaments', 'rosters', 'draftPicks'] as const;

/** What keeps a parsed body from being a state's top level, or undefined. Only the top level is checked (D107). */
function stateShapeProblem(value: unknown): string | undefined {
  if (!isRecord(value)) return 'the body is not an object';
  for (const table of TABLES) {
    const t = value[table];
    if (!isRecord(t) || !Array.isArray(t.ids) || !isRecord(t.byId)) return `"${table}" is not a table of ids and records`;
  }
  if (!isRecord(value.seasons)) return '"seasons" is not an object';
  if (value.updatedAt !== null && typeof value.updatedAt !== 'number') return '"updatedAt" is neither null nor a number';
  const expected = new Set<string>([...TABLES, 'seasons', 'updatedAt']);
  for (const key of Object.keys(value)) if (!expected.has(key)) return `unknown key "${key}"`;
  return undefined;
}

/**
 * Freezes a tree fresh from `JSON.parse` all the way down: no cycles, nothing frozen yet, only
 * plain objects and arrays, and the built-in records linked in already frozen, so primitives are
 * never visited (twice as fast as the general deep freeze on a season's snapshot).
 */
function freezeParsed(value: object): object {
  if (Object.isFrozen(value)) return value; // a built-in record linked in, or seasons already frozen (their deferred box scores unread)
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (typeof item === 'object' && item !== null) freezeParsed(item);
    }
  } else {
    const record = value as Record<string, unknown>;
    for (const key in record) {
      const item = record[key];
      if (typeof item === 'object' && item !== null) freezeParsed(item);
    }
  }
  return Object.freeze(value);
}

/**
 * The 64-bit hash of a snapshot body, as 16 hex digits: the engine's hash of bytes, the ETag's
 * ({@link hashBytes}: eight FNV-1a lanes over little-endian words, chained and mixed; bodies of
 * one length that differ in one word always differ). Not cryptographic: it finds truncation, bit
 * rot and edits, not a forger (D107). Pure JavaScript, so a snapshot can be checked in any runtime.
 *
 * @example
 * hashSnapshotBody(new TextEncoder().encode('{}')); // 16 hex digits, the same on every host
 */
export function hashSnapshotBody(bytes: Uint8Array): string {
  return hashBytes(bytes);
}
