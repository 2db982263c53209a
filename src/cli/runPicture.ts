import { getPlayoffPicture, pictureOfRace, type PlayoffPicture } from '../engine/getPlayoffPicture.js';
import { formatPlayoffPicture } from '../formatting/race/formatPlayoffPicture.js';
import { formatPictureText } from './formatPictureText.js';
import { loadState, prepare } from './loadState.js';
import { whatIfRace } from './whatIfRace.js';
import type { PictureOptions } from './parseCommandLine.js';
import type { CliIo } from './runCli.js';

/**
 * `sports-stats picture`: the postseason picture of a sport as of a date (default: the clock's
 * league day), as text tables per conference or as the extension's JSON document; with
 * `--what-if FILE`, as if the file's hypothetical results of games left had been played
 * (`applyOutcomes`, D115); with `--tie-search N`, goals only a tie decides are searched under
 * the tiebreak rules (D151). 0 when printed; 1 when the data could not be loaded, no season of the
 * sport is known on the date, or the what-if file cannot be read or names a bad outcome (each
 * named on stderr, nothing applied).
 */
export async function runPicture(options: PictureOptions, io: CliIo): Promise<number> {
  const loaded = await loadState(options, io);
  if (!loaded) return 1;
  const { now, answerOptions } = prepare(loaded, options);
  const query = { sport: options.sport, now, ...(options.date !== undefined ? { date: options.date } : {}) };
  const clinchOptions = options.tieSearch !== undefined ? { tieSearchBudget: options.tieSearch } : {};
  let picture: PlayoffPicture | undefined;
  if (options.whatIf === undefined) {
    picture = getPlayoffPicture(loaded, { ...query, ...clinchOptions });
  } else {
    const race = await whatIfRace(loaded, query, options.whatIf, io);
    if (!race) return 1;
    picture = race.teams.length === 0 ? undefined : pictureOfRace(race, clinchOptions);
  }
  if (!picture) {
    io.stderr(`sports-stats: no ${options.sport.toUpperCase()} season is loaded on ${options.date ?? now.slice(0, 10)}\n`);
    return 1;
  }
  io.stdout(options.format === 'json' ? `${formatPlayoffPicture(picture, { style: answerOptions.style })}\n` : formatPictureText(picture));
  return 0;
}
