import type { PlayoffOddsLike } from '../formatting/race/formatPlayoffOdds.js';
import { conferenceName } from './conferenceName.js';
import { formatTextTable } from './formatTextTable.js';

/**
 * `sports-stats odds` as text: a heading with the number of seasons simulated, the seed and the
 * model, the postseason's rounds, then per conference a table of every team with its record and, per goal, the percentage
 * of simulated seasons that met it (one decimal), and the largest standard error of the table in
 * percentage points.
 *
 * @example
 * formatOddsText({ sport: 'mlb', season: 2019, asOf: '2019-09-01', gamesLeft: 392, n: 1000, seed: 1, model: 'log5', rounds: [], groups: [] });
 * // 'MLB 2019 as of 2019-09-01: 392 games left; 1000 seasons simulated (seed 1, model log5)\n'
 */
export function formatOddsText(odds: PlayoffOddsLike): string {
  const out = [`${odds.sport.toUpperCase()} ${odds.season} as of ${odds.asOf}: ${odds.gamesLeft} games left; ${odds.n} seasons simulated (seed ${odds.seed}, model ${odds.model})\n`];
  if (odds.rounds.length > 0) out.push(`rounds: ${odds.rounds.map((r, k) => `round${k + 1} ${r}`).join(', ')} (reached, or a bye past it)\n`);
  for (const g of odds.groups) {
    const goals = g.teams[0]?.odds.map((o) => o.goal) ?? [];
    let maxSe = 0;
    const rows = g.teams.map((t) => {
      const row: Record<string, string | number | null> = { team: t.abbreviation, w: t.won, l: t.lost };
      for (const o of t.odds) {
        row[o.goal] = percent(o.p);
        maxSe = Math.max(maxSe, o.se);
      }
      return row;
    });
    out.push(`\n${conferenceName(odds.sport, g.conference)}\n`);
    out.push(formatTextTable({ columns: ['team', 'w', 'l', ...goals], rows }));
    out.push(`percent of seasons; standard error at most ${(maxSe * 100).toFixed(2)} points\n`);
  }
  return out.join('');
}

/** A share as a percentage with one decimal, as text padded to five characters (so that `100.0` keeps its decimal and the column aligns right). */
function percent(p: number): string {
  return (Math.round(p * 1000) / 10).toFixed(1).padStart(5);
}
