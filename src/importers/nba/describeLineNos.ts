/**
 * Names a set of file lines for a message: runs of consecutive numbers as ranges, in order
 * (`lines 270-283`, `lines 5, 9-11`, `line 7`).
 *
 * @example
 * describeLineNos([270, 271, 272, 290]); // 'lines 270-272, 290'
 */
export function describeLineNos(lineNos: readonly number[]): string {
  const sorted = [...lineNos].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const start = sorted[i] as number;
    let end = start;
    while (i + 1 < sorted.length && sorted[i + 1] === end + 1) end = sorted[++i] as number;
    parts.push(end === start ? `${start}` : `${start}-${end}`);
  }
  return `${sorted.length === 1 ? 'line' : 'lines'} ${parts.join(', ')}`;
}
