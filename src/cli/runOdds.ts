import { getPlayoffOdds, oddsOfRaceSeason, type PlayoffOdds } from '../engine/getPlayoffOdds.js';
import { formatPlayoffOdds } from '../formatting/race/formatPlayoffOdds.js';
import { formatOddsText } from './formatOddsText.js';
import { loadState, prepare } from './loadState.js';
import { whatIfRace } from './whatIfRace.js';
import type { OddsOptions } from './parseCommandLine.js';
import type { CliIo } from './runCli.js';

/**
 * `sports-stats odds`: the playoff odds of a sport as of a date (default: the clock's league
 * day) from `--n` simulated seasons with `--seed`, as text tables per conference or as the
 * extension's JSON document; with `--what-if FILE`, as if the file's hypothetical results of
 * games left had been played (`applyOutcomes`, D115; only the games left after them are
 * simulated). 0 when printed; 1 when the data could not be loaded, no season of the sport is
 * known on the date, or the what-if file cannot be read or names a bad outcome (each named on
 * stderr, nothing applied).
 */
export async function runOdds(options: OddsOptions, io: CliIo): Promise<number> {
  const loaded = await loadState(options, io);
  if (!loaded) return 1;
  const { now, answerOptions } = prepare(loaded, options);
  const query = { sport: options.sport, now, ...(options.date !== undefined ? { date: options.date } : {}) };
  const runs = { ...(options.n !== undefined ? { n: options.n } : {}), ...(options.seed !== undefined ? { seed: options.seed } : {}) };
  let odds: PlayoffOdds | undefined;
  if (options.whatIf === undefined) {
    odds = getPlayoffOdds(loaded, { ...query, ...runs });
  } else {
    const race = await whatIfRace(loaded, query, options.whatIf, io);
    if (!race) return 1;
    odds = oddsOfRaceSeason(race, runs);
  }
  if (!odds) {
    io.stderr(`sports-stats: no ${options.sport.toUpperCase()} season is loaded on ${options.date ?? now.slice(0, 10)}\n`);
    return 1;
  }
  io.stdout(options.format === 'json' ? `${formatPlayoffOdds(odds, { style: answerOptions.style })}\n` : formatOddsText(odds));
  return 0;
}
