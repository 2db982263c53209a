import { writeFile } from 'node:fs/promises';
import { getRaceChart, raceChartGroups } from '../engine/getRaceChart.js';
import { formatRaceChartSvg } from '../formatting/race/formatRaceChartSvg.js';
import { loadState } from './loadState.js';
import type { ChartOptions } from './parseCommandLine.js';
import type { CliIo } from './runCli.js';

/**
 * `sports-stats chart`: the race chart of a season's division or conference as SVG (games back by
 * date, one line per team), written to `--output` or, without it, to stdout. 0 when written; 1
 * when the data could not be loaded, the group is not one of the sport's, the season has no game,
 * or the file could not be written.
 */
export async function runChart(options: ChartOptions, io: CliIo): Promise<number> {
  const groups = raceChartGroups(options.sport);
  if (!groups.some((g) => g.slug === options.group)) {
    io.stderr(`sports-stats: unknown group "${options.group}" for ${options.sport}: one of ${groups.map((g) => g.slug).join(', ')}\n`);
    return 1;
  }
  const state = await loadState(options, io);
  if (!state) return 1;
  const chart = getRaceChart(state, { sport: options.sport, season: options.season, group: options.group });
  if (!chart) {
    io.stderr(`sports-stats: no regular-season game of the ${options.sport.toUpperCase()} season ${options.season} is loaded\n`);
    return 1;
  }
  const svg = formatRaceChartSvg(chart);
  if (options.output === undefined) {
    io.stdout(svg);
    return 0;
  }
  try {
    await writeFile(options.output, svg);
  } catch (error) {
    io.stderr(`sports-stats: could not write ${options.output}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  io.stderr(`wrote ${options.output}: ${chart.group.name} ${chart.season}, ${chart.series.length} teams, ${chart.dates.length} dates\n`);
  return 0;
}
