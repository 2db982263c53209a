import type { LeagueState } from '../LeagueState.js';

/**
 * The version of the engine that formats answers, set by the package build; `source` when the
 * engine runs from its TypeScript sources (tests). Part of a snapshot state's fingerprint, so
 * that two releases that format one snapshot differently never share an entity tag.
 */
declare const __ENGINE_VERSION__: string | undefined;
const ENGINE_VERSION = typeof __ENGINE_VERSION__ === 'string' ? __ENGINE_VERSION__ : 'source';

/** Each state's fingerprint, assigned when first asked for (or adopted from its snapshot); dropped with the state. */
const fingerprints = new WeakMap<LeagueState, string>();
/** 64 random bits drawn once per process: states made here are told apart from every other process's. */
const PROCESS = randomHex();
let made = 0;

/**
 * A string that names a state's content for as long as the state lives (D146): two states with
 * the same fingerprint answer every request with the same bytes. A state read from a snapshot
 * is named by the snapshot body's hash and the engine's version, so replicas that load one
 * snapshot with one release give it the same fingerprint; any other state (built or changed by
 * `ingest`, a what-if fork) gets one of its own, unique to the process, the first time it is
 * asked for. Two states with equal content but different fingerprints are allowed (a tag then
 * misses once), never one fingerprint for two contents.
 */
export function fingerprintOf(state: LeagueState): string {
  let known = fingerprints.get(state);
  if (known === undefined) fingerprints.set(state, (known = `${PROCESS}:${(made++).toString(36)}`));
  return known;
}

/**
 * Names a state just read from a snapshot by the hash of the snapshot's body (checked on
 * reading), with the engine's version: the same snapshot read by the same release in any
 * process gets the same fingerprint.
 */
export function adoptSnapshotFingerprint(state: LeagueState, bodyHash: string): void {
  fingerprints.set(state, `snapshot:${ENGINE_VERSION}:${bodyHash}`);
}

function randomHex(): string {
  const words = new Uint32Array(2);
  const crypto = (globalThis as { crypto?: { getRandomValues?: (a: Uint32Array) => Uint32Array } }).crypto;
  if (crypto?.getRandomValues) crypto.getRandomValues(words);
  else for (let i = 0; i < words.length; i++) words[i] = Math.floor(Math.random() * 0x1_0000_0000);
  return Array.from(words, (w) => w.toString(16).padStart(8, '0')).join('');
}
