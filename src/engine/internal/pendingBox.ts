import type { BoxScoreFacts, Official } from '../../aggregates/BoxScoreFacts.js';
import type { PlayerLine, PlayerLineDetail } from '../../aggregates/PlayerLine.js';
import type { TeamBoxTotals } from '../../aggregates/TeamBoxTotals.js';

/**
 * Numbers kept per player line in {@link PendingBox.counts}: is starter (1 or 0), minutes,
 * points, rebounds, assists, turnovers, steals, blocks, has detail (1 or 0), then the detail's
 * nine counts in {@link PlayerLineDetail}'s order (zeros for a basic line).
 */
export const LINE_COUNTS = 18;
/** Strings kept per player line in {@link PendingBox.strings}: id, first, last and display names, position. */
export const LINE_STRINGS = 5;

/**
 * A basketball box score as ingest checked it, before its line objects are built (D192): every
 * line's numbers in one typed array and its strings in one array, the away side's lines first.
 * The counts are integers from 0 to 999 (minutes to 120), so they fit.
 */
export interface PendingBox {
  /** The numbers, from {@link PendingBox.at}: a block of a shared chunk ({@link countsBlock}). */
  readonly counts: Int32Array;
  /** Where this box's numbers begin in `counts`. */
  readonly at: number;
  readonly strings: string[];
  /** How many of the lines are the away side's (the rest are the home side's). */
  readonly away: number;
  readonly officials: readonly Official[];
  readonly attendance: number | null;
  readonly durationMinutes: number | null;
  readonly temperature: number | null;
}

/** Numbers per chunk: pending boxes take blocks of one chunk until it is full (256 kB). */
const CHUNK = 1 << 16;
let chunk = new Int32Array(CHUNK);
let used = 0;

/**
 * A block of `length` zeros for a pending box's numbers: the chunk and where the block begins.
 * Blocks are cut from a shared chunk, never reused (a block of a refused game is left unread),
 * because a typed array per game of an NBA season cost more than its lines' checks. A full chunk
 * is freed when no pending box holds it; the one being filled stays with this module.
 */
export function countsBlock(length: number): { readonly counts: Int32Array; readonly at: number } {
  if (used + length > chunk.length) {
    chunk = new Int32Array(Math.max(CHUNK, length));
    used = 0;
  }
  const at = used;
  used += length;
  return { counts: chunk, at };
}

/** The totals of the lines whose numbers are `counts[from]` to `counts[to - 1]` (`sumPlayerLines` of them, built). */
export function sumPendingLines(counts: Int32Array, from: number, to: number): TeamBoxTotals {
  let points = 0, assists = 0, turnovers = 0, steals = 0, blocks = 0, fga = 0, fgm = 0, tpa = 0, tpm = 0, fta = 0, ftm = 0, drb = 0, orb = 0, pf = 0;
  for (let c = from; c < to; c += LINE_COUNTS) {
    points += counts[c + 2]!;
    assists += counts[c + 4]!;
    turnovers += counts[c + 5]!;
    steals += counts[c + 6]!;
    blocks += counts[c + 7]!;
    fga += counts[c + 9]!;
    fgm += counts[c + 10]!;
    tpa += counts[c + 11]!;
    tpm += counts[c + 12]!;
    fta += counts[c + 13]!;
    ftm += counts[c + 14]!;
    drb += counts[c + 15]!;
    orb += counts[c + 16]!;
    pf += counts[c + 17]!;
  }
  return {
    points, assists, turnovers, steals, blocks, fieldGoalsAttempted: fga, fieldGoalsMade: fgm, threePointFieldGoalsAttempted: tpa,
    threePointFieldGoalsMade: tpm, freeThrowsAttempted: fta, freeThrowsMade: ftm, offensiveRebounds: orb, defensiveRebounds: drb, personalFouls: pf,
  };
}

/**
 * The box score of a pending one, for `attachLazyBox`: every list and line frozen, the same
 * values and keys in the same order as ingest built them before D192.
 */
export function buildPendingBox(p: PendingBox): BoxScoreFacts {
  const total = p.strings.length / LINE_STRINGS;
  return Object.freeze({
    awayPlayers: buildLines(p, 0, p.away),
    homePlayers: buildLines(p, p.away, total),
    officials: p.officials,
    attendance: p.attendance,
    durationMinutes: p.durationMinutes,
    temperature: p.temperature,
    baseball: null,
  });
}

function buildLines(p: PendingBox, from: number, to: number): readonly PlayerLine[] {
  const { counts, strings } = p;
  const lines = new Array<PlayerLine>(to - from);
  for (let r = from; r < to; r++) {
    const c = p.at + r * LINE_COUNTS;
    const s = r * LINE_STRINGS;
    const detail: PlayerLineDetail | null = counts[c + 8] === 1
      ? Object.freeze({
        fieldGoalsAttempted: counts[c + 9]!, fieldGoalsMade: counts[c + 10]!,
        threePointFieldGoalsAttempted: counts[c + 11]!, threePointFieldGoalsMade: counts[c + 12]!,
        freeThrowsAttempted: counts[c + 13]!, freeThrowsMade: counts[c + 14]!,
        defensiveRebounds: counts[c + 15]!, offensiveRebounds: counts[c + 16]!, personalFouls: counts[c + 17]!,
      })
      : null;
    lines[r - from] = Object.freeze({
      playerId: strings[s]!,
      firstName: strings[s + 1]!,
      lastName: strings[s + 2]!,
      displayName: strings[s + 3]!,
      position: strings[s + 4]!,
      isStarter: counts[c] === 1,
      minutes: counts[c + 1]!,
      points: counts[c + 2]!,
      rebounds: counts[c + 3]!,
      assists: counts[c + 4]!,
      turnovers: counts[c + 5]!,
      steals: counts[c + 6]!,
      blocks: counts[c + 7]!,
      detail,
    });
  }
  return Object.freeze(lines);
}
