import { getPlayoffOdds, oddsOfRaceSeason } from '../engine/getPlayoffOdds.js';
import { formatPlayoffOdds } from '../formatting/race/formatPlayoffOdds.js';
import { formatOddsText } from './formatOddsText.js';
import type { OddsOptions } from './parseCommandLine.js';
import type { CliIo } from './runCli.js';
import { runRaceCommand } from './runRaceCommand.js';

/**
 * `sports-stats odds`: the playoff odds of a sport as of a date (default: the clock's league
 * day) from `--n` simulated seasons with `--seed`, as text tables per conference or as the
 * extension's JSON document; with `--what-if FILE`, as if the file's hypothetical results of
 * games left had been played (`applyOutcomes`, D115; only the games left after them are
 * simulated). 0 when printed; 1 when the data could not be loaded, no season of the sport is
 * known on the date, or the what-if file cannot be read or names a bad outcome (each named on
 * stderr, nothing applied).
 */
export function runOdds(options: OddsOptions, io: CliIo): Promise<number> {
  const runs = { ...(options.n !== undefined ? { n: options.n } : {}), ...(options.seed !== undefined ? { seed: options.seed } : {}) };
  return runRaceCommand(options, io, {
    ofState: (state, query) => getPlayoffOdds(state, { ...query, ...runs }),
    ofRace: (race) => oddsOfRaceSeason(race, runs),
    json: (odds, style) => formatPlayoffOdds(odds, { style }),
    text: formatOddsText,
  });
}
