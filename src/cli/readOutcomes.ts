import { readFile } from 'node:fs/promises';
import type { RaceOutcome } from '../aggregates/race/applyOutcomes.js';
import type { CliIo } from './runCli.js';

/**
 * The outcomes of a `--what-if` file (`picture`, `odds`): its JSON array, each entry checked
 * later by `applyOutcomes` (D115); undefined when the file cannot be read, is not JSON or is not
 * an array, each said on stderr.
 */
export async function readOutcomes(file: string, io: CliIo): Promise<readonly RaceOutcome[] | undefined> {
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
