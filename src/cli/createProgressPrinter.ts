import type { LoadProgress, LoadTotals } from '../importers/loadData.js';

/**
 * How the CLI shows `loadData`'s progress on stderr. When stderr is a terminal (`lines`): the path
 * of each source as it starts, a line per file read with the files and games loaded so far and
 * the time taken, and a closing summary. Otherwise (a pipe, a file, a supervisor's log) only the
 * summary, `loaded 2,429 games from 1 file in 0.21 s`. Warnings of the data are printed either way
 * (D57), one line each: `warning unknown_site at GL2024.TXT > line 12 > field 17: ...`.
 *
 * @example
 * const print = createProgressPrinter((line) => process.stderr.write(`${line}\n`), process.stderr.isTTY === true);
 * // loadData(paths, { onProgress: print })
 */
export function createProgressPrinter(write: (line: string) => void, isTerminal: boolean): (event: LoadProgress) => void {
  return (event) => {
    switch (event.type) {
      case 'source':
        if (isTerminal) write(`loading ${event.source}`);
        return;
      case 'read':
        if (isTerminal) write(`  ${event.name}: ${groupDigits(event.games)} games (${describeTotals(event.totals)})`);
        return;
      case 'warning':
        write(`warning ${event.warning.code} at ${event.warning.path.join(' > ')}: ${event.warning.message}`);
        return;
      case 'done':
        write(`loaded ${groupDigits(event.totals.games)} games from ${describeSources(event.totals)} in ${seconds(event.totals.elapsedMs)}`);
        return;
    }
  };
}

function describeTotals(t: LoadTotals): string {
  return `${describeSources(t)}, ${groupDigits(t.games)} games, ${seconds(t.elapsedMs)}`;
}

/** `1 file`, `3 files and 1 folder`, `2 folders`. */
function describeSources(t: LoadTotals): string {
  const files = `${groupDigits(t.files)} file${t.files === 1 ? '' : 's'}`;
  const folders = `${groupDigits(t.folders)} folder${t.folders === 1 ? '' : 's'}`;
  if (t.folders === 0) return files;
  return t.files === 0 ? folders : `${files} and ${folders}`;
}

/** `0.21 s`: hundredths of a second. */
function seconds(ms: number): string {
  return `${(Math.max(0, ms) / 1000).toFixed(2)} s`;
}

/** `2,429`: digits grouped by three with commas, whatever the locale. */
function groupDigits(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
