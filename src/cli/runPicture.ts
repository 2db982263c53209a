import { getPlayoffPicture, pictureOfRace } from '../engine/getPlayoffPicture.js';
import { formatPlayoffPicture } from '../formatting/race/formatPlayoffPicture.js';
import { formatPictureText } from './formatPictureText.js';
import type { PictureOptions } from './parseCommandLine.js';
import type { CliIo } from './runCli.js';
import { runRaceCommand } from './runRaceCommand.js';

/**
 * `sports-stats picture`: the postseason picture of a sport as of a date (default: the clock's
 * league day), as text tables per conference or as the extension's JSON document; with
 * `--what-if FILE`, as if the file's hypothetical results of games left had been played
 * (`applyOutcomes`, D115); with `--tie-search N`, goals only a tie decides are searched under
 * the tiebreak rules (D151). 0 when printed; 1 when the data could not be loaded, no season of the
 * sport is known on the date, or the what-if file cannot be read or names a bad outcome (each
 * named on stderr, nothing applied).
 */
export function runPicture(options: PictureOptions, io: CliIo): Promise<number> {
  const clinch = options.tieSearch !== undefined ? { tieSearchBudget: options.tieSearch } : {};
  return runRaceCommand(options, io, {
    ofState: (state, query) => getPlayoffPicture(state, { ...query, ...clinch }),
    ofRace: (race) => (race.teams.length === 0 ? undefined : pictureOfRace(race, clinch)),
    json: (picture, style) => formatPlayoffPicture(picture, { style }),
    text: formatPictureText,
  });
}
