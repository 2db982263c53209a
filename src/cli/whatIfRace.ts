import { readFile } from 'node:fs/promises';
import { applyOutcomes, type RaceOutcome } from '../aggregates/race/applyOutcomes.js';
import type { RaceSeason } from '../aggregates/race/RaceSeason.js';
import { getRaceSeason, type RaceSeasonQuery } from '../engine/getRaceSeason.js';
import type { LeagueState } from '../engine/LeagueState.js';
import type { CliIo } from './runCli.js';

/**
 * The race of a `--what-if FILE` (`picture`, `odds`): the race season of the query with the
 * file's outcomes applied (`applyOutcomes`, D115, D148). Undefined when the file cannot be read,
 * is not a JSON array, or names a bad outcome: each said on stderr, nothing applied.
 */
export async function whatIfRace(state: LeagueState, query: RaceSeasonQuery, file: string, io: CliIo): Promise<RaceSeason | undefined> {
  const outcomes = await readOutcomes(file, io);
  if (!outcomes) return undefined;
  const forked = applyOutcomes(getRaceSeason(state, query), outcomes);
  if (!forked.ok) {
    for (const i of forked.issues) io.stderr(`sports-stats: ${file}: ${i.path.join('.')}: ${i.message} (${i.code})\n`);
    return undefined;
  }
  return forked.value;
}

/**
 * The outcomes of a `--what-if` file (`picture`, `odds`): its JSON array, each entry checked
 * later by `applyOutcomes` (D115); undefined when the file cannot be read, is not JSON or is not
 * an array, each said on stderr.
 */
async function readOutcomes(file: string, io: CliIo): Promise<readonly RaceOutcome[] | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    io.stderr(`sports-stats: cannot read the what-if file ${file}: ${(error as Error).message}\n`);
    return undefined;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    io.stderr(`sports-stats: the what-if file ${file} is not JSON: ${(error as Error).message}\n`);
    return undefined;
  }
  if (!Array.isArray(value)) {
    io.stderr(`sports-stats: the what-if file ${file} must hold a JSON array of outcomes ({"eventId", "winner"} or {"eventId", "homeScore", "awayScore"})\n`);
    return undefined;
  }
  return value as readonly RaceOutcome[];
}
