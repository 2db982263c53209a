import type { LeagueState } from '../LeagueState.js';
import type { ContentCoding } from './Compression.js';

/** One coding of an answer. */
export interface Coded {
  readonly bytes: Uint8Array;
  readonly etag: string;
}

/** A successful answer, encoded once; its compressed forms are added as they are asked for. */
export interface Prepared extends Coded {
  readonly body: string;
  coded?: { [C in ContentCoding]?: Coded };
}

/** A memoized answer and its bookkeeping. */
export interface MemoEntry {
  readonly prepared: Prepared;
  readonly key: string;
  /** The answers of the state it was computed from (held here so that eviction can remove it). */
  readonly answers: Map<string, MemoEntry>;
  /** What it holds, in bytes (estimated: the key, the body string, its bytes and every coding). */
  size: number;
  /** Asked for since it was last passed by the eviction hand (second chance). */
  used: boolean;
}

/** The default bound of {@link keepAnswer}: 64 MiB for every state of the process together. */
export const DEFAULT_MEMO_BYTES = 64 * 1024 * 1024;
/** What an entry costs beyond its strings and bytes: the entry, the answer, two map slots, array headers. */
const ENTRY_OVERHEAD = 320;

/** Each state's answers by key; dropped with the state. */
const byState = new WeakMap<LeagueState, Map<string, MemoEntry>>();
/** Every entry of every state, oldest first from `head`: the eviction order. */
let queue: (MemoEntry | undefined)[] = [];
let head = 0;
let bytes = 0;
let entries = 0;

/**
 * The memoized answer of a key for a state, if any; marks it used, so that the next eviction
 * pass keeps it (CLOCK, a second chance instead of reordering on every hit: a hit writes one
 * boolean).
 */
export function recallAnswer(state: LeagueState, key: string): MemoEntry | undefined {
  const entry = byState.get(state)?.get(key);
  if (entry) entry.used = true;
  return entry;
}

/**
 * Keeps an answer of a state under a key and evicts until the memo holds at most `budget` bytes
 * across all states. An answer larger than the budget is not kept (undefined). The memo is one
 * for the process: states that are no longer used keep their answers until newer answers push
 * them out, so memory stays within the budget whatever the number of states and whenever the
 * garbage collector runs.
 */
export function keepAnswer(state: LeagueState, key: string, prepared: Prepared, budget: number): MemoEntry | undefined {
  const size = ENTRY_OVERHEAD + 2 * key.length + stringBytes(prepared.body, prepared.bytes.length) + prepared.bytes.length;
  if (size > budget) return undefined;
  let answers = byState.get(state);
  if (!answers) byState.set(state, (answers = new Map()));
  const entry: MemoEntry = { prepared, key, answers, size, used: false };
  const previous = answers.get(key);
  if (previous) forget(previous);
  answers.set(key, entry);
  queue.push(entry);
  bytes += size;
  entries++;
  evict(budget);
  return entry;
}

/** Counts a coding added to a kept answer, and evicts to the budget (the answer itself may go). */
export function growAnswer(entry: MemoEntry, added: number, budget: number): void {
  if (entry.answers.get(entry.key) !== entry) return;
  entry.size += added;
  bytes += added;
  evict(budget);
}

/** What the memo holds: entries and estimated bytes, across all states (internal: the tests read it). */
export function answerMemoStats(): { readonly entries: number; readonly bytes: number } {
  return { entries, bytes };
}

function evict(budget: number): void {
  while (bytes > budget && head < queue.length) {
    const entry = queue[head]!;
    queue[head++] = undefined;
    if (entry.answers.get(entry.key) !== entry) continue; // already forgotten
    if (entry.used) {
      entry.used = false;
      queue.push(entry);
      continue;
    }
    entry.answers.delete(entry.key);
    bytes -= entry.size;
    entries--;
  }
  if (head > 1024 && head * 2 > queue.length) {
    queue = queue.slice(head);
    head = 0;
  }
}

/** Removes an entry about to be replaced (its queue slot is skipped when the hand reaches it). */
function forget(entry: MemoEntry): void {
  entry.answers.delete(entry.key);
  bytes -= entry.size;
  entries--;
}

/**
 * The bytes V8 holds for a string: one a character when every character is Latin-1 (an ASCII
 * body encodes to as many UTF-8 bytes as it has characters), else two (an upper bound).
 */
function stringBytes(body: string, utf8Length: number): number {
  return utf8Length === body.length ? body.length : 2 * body.length;
}
