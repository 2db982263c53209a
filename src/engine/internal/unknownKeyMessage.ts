/**
 * The message of an unknown key: the key, and the known key it is most likely a misspelling of
 * (at most two letters added, dropped, changed or swapped, and fewer than a third of the key),
 * if there is one.
 *
 * @example
 * unknownKeyMessage('gmes', ['teams', 'games']); // 'unknown key "gmes" (did you mean "games"?)'
 * unknownKeyMessage('attendence', ['attendance']); // 'unknown key "attendence" (did you mean "attendance"?)'
 */
export function unknownKeyMessage(key: string, known: readonly string[]): string {
  const shown = JSON.stringify(key.length > 40 ? `${key.slice(0, 37)}...` : key);
  let best: string | undefined;
  let bestDistance = Math.min(2, Math.ceil(key.length / 3));
  for (const candidate of known) {
    if (Math.abs(candidate.length - key.length) > bestDistance) continue;
    const d = editDistance(key, candidate);
    if (d <= bestDistance && (best === undefined || d < bestDistance)) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best === undefined ? `unknown key ${shown}` : `unknown key ${shown} (did you mean "${best}"?)`;
}

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps. */
function editDistance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row: number[] = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      row.push(d);
    }
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}
