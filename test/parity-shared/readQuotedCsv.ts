import { readFileSync } from 'node:fs';

/** Rows of a CSV file with a header line whose fields may be quoted with commas inside (NBA.com's files). */
export function readQuotedCsv(file: string): Record<string, string>[] {
  const lines = readFileSync(file, 'utf8').split(/\r?\n/).filter((l) => l.length > 0);
  const split = (line: string) => {
    const out: string[] = [];
    let cur = '';
    let quoted = false;
    for (const ch of line) {
      if (ch === '"') quoted = !quoted;
      else if (ch === ',' && !quoted) {
        out.push(cur);
        cur = '';
      } else cur += ch;
    }
    out.push(cur);
    return out;
  };
  const head = split(lines[0]!);
  return lines.slice(1).map((l) => Object.fromEntries(split(l).map((v, i) => [head[i]!, v])));
}
