import type { RaceSeason } from '../aggregates/race/RaceSeason.js';
import type { RaceSeasonQuery } from '../engine/getRaceSeason.js';
import type { LeagueState } from '../engine/LeagueState.js';
import { loadState, prepare } from './loadState.js';
import type { PictureOptions } from './parseCommandLine.js';
import type { CliIo } from './runCli.js';
import { whatIfRace } from './whatIfRace.js';

/** What a race command (`picture`, `odds`) answers and how it prints it. */
export interface RaceCommand<T> {
  /** The answer as of the query, from the loaded state. */
  readonly ofState: (state: LeagueState, query: RaceSeasonQuery) => T | undefined;
  /** The answer of a `--what-if` race. */
  readonly ofRace: (race: RaceSeason) => T | undefined;
  /** The extension's JSON document (`--format json`). */
  readonly json: (answer: T, style: 'pretty' | 'compact') => string;
  /** The text tables (`--format table`). */
  readonly text: (answer: T) => string;
}

/**
 * The steps `picture` and `odds` share: load the data, answer as of `--date` (default: the
 * clock's league day) or, with `--what-if FILE`, from the race with the file's outcomes applied
 * (`whatIfRace`), and print the answer as JSON or text. 0 when printed; 1 when the data could not
 * be loaded, the what-if file cannot be used, or no season of the sport is known on the date
 * (each said on stderr).
 *
 * @example
 * import { getPlayoffPicture, pictureOfRace } from '../engine/getPlayoffPicture.js';
 * import { formatPlayoffPicture } from '../formatting/race/formatPlayoffPicture.js';
 * import { formatPictureText } from './formatPictureText.js';
 * import { parseCommandLine } from './parseCommandLine.js';
 * const io = { stdout: (s: string) => process.stdout.write(s), stderr: (s: string) => process.stderr.write(s), stderrIsTerminal: false };
 * const parsed = parseCommandLine(['picture', '--date', '2019-09-25']);
 * if (parsed.kind === 'picture') {
 *   await runRaceCommand(parsed.options, io, {
 *     ofState: getPlayoffPicture, ofRace: (race) => pictureOfRace(race),
 *     json: (picture, style) => formatPlayoffPicture(picture, { style }), text: formatPictureText,
 *   }); // 0 once printed
 * }
 */
export async function runRaceCommand<T>(options: PictureOptions, io: CliIo, command: RaceCommand<T>): Promise<number> {
  const loaded = await loadState(options, io);
  if (!loaded) return 1;
  const { now, answerOptions } = prepare(loaded, options);
  const query = { sport: options.sport, now, ...(options.date !== undefined ? { date: options.date } : {}) };
  let answer: T | undefined;
  if (options.whatIf === undefined) {
    answer = command.ofState(loaded, query);
  } else {
    const race = await whatIfRace(loaded, query, options.whatIf, io);
    if (!race) return 1;
    answer = command.ofRace(race);
  }
  if (answer === undefined) {
    io.stderr(`sports-stats: no ${options.sport.toUpperCase()} season is loaded on ${options.date ?? now.slice(0, 10)}\n`);
    return 1;
  }
  io.stdout(options.format === 'json' ? `${command.json(answer, answerOptions.style)}\n` : command.text(answer));
  return 0;
}
