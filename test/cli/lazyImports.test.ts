/**
 * Cold start (issue 13 item 2, D108): what each command loads. The `sports-stats` entry imports
 * only the argument parser statically and each command's module when it runs; `query` and
 * `serve` of a snapshot load neither the batch validation (zod), immer, the ingest, nor the
 * importers (`loadData` is imported only for `--data`). Read from the sources' static imports
 * (`import ... from`, not `import type` and not `await import(...)`), so adding a static import
 * that drags them in fails here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'src');

/** The modules a source file loads through static imports, transitively: source paths relative to src/, packages by name. */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const rel = path.relative(SRC, file);
    if (seen.has(rel)) return;
    seen.add(rel);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/^(?:import|export)\s+(?!type\b)([^;]*?)\s+from\s+'([^']+)';/gms)) {
      const clause = m[1]!;
      const spec = m[2]!;
      if (/^\{[^}]*\}$/s.test(clause.trim()) && clause.replace(/[{}\s]/g, '').split(',').every((n) => n === '' || n.startsWith('type '))) continue; // only types
      if (spec.startsWith('.')) visit(path.resolve(path.dirname(file), spec.replace(/\.js$/, '.ts')));
      else seen.add(spec);
    }
    for (const m of text.matchAll(/^import\s+'([^']+)';/gm)) if (!m[1]!.startsWith('.')) seen.add(m[1]!);
  };
  visit(path.join(SRC, entry));
  return seen;
}

const HEAVY = ['zod', 'immer', 'engine/ingest.ts', 'engine/BatchInput.ts', 'importers/loadData.ts', 'importers/nba/readNbaFolder.ts', 'importers/xmlstats/readXmlstatsFolder.ts', 'importers/retrosheet/parseGameLog.ts'];

describe('what a command loads', () => {
  it('the entry: the argument parser, not a command', () => {
    const graph = staticGraph('cli/main.ts');
    for (const lazy of ['cli/runQuery.ts', 'cli/runServe.ts', 'cli/runSnapshot.ts', 'cli/runPicture.ts', 'cli/runOdds.ts', 'cli/runChart.ts', 'cli/formatHelp.ts', 'engine/router/respond.ts', ...HEAVY]) {
      expect(graph.has(lazy), lazy).toBe(false);
    }
    expect(graph.has('cli/parseCommandLine.ts')).toBe(true);
  });

  it.each(['cli/runPicture.ts', 'cli/runOdds.ts', 'cli/runChart.ts'])('%s of a snapshot: the race and the snapshot reader, not the validation, immer, ingest or importers', (entry) => {
    const graph = staticGraph(entry);
    expect(graph.has('engine/snapshot.ts')).toBe(true);
    for (const heavy of HEAVY) expect(graph.has(heavy), heavy).toBe(false);
  });

  it.each(['cli/runQuery.ts', 'cli/runServe.ts'])('%s of a snapshot: the router, not the validation, immer, ingest or importers', (entry) => {
    const graph = staticGraph(entry);
    expect(graph.has('engine/snapshot.ts')).toBe(true);
    for (const heavy of HEAVY) expect(graph.has(heavy), heavy).toBe(false);
  });

  it('the walker sees what it should: snapshot loads the importers, ingest loads zod and immer', () => {
    expect(staticGraph('cli/runSnapshot.ts').has('importers/loadData.ts')).toBe(true);
    const ingest = staticGraph('engine/ingest.ts');
    expect(ingest.has('zod') && ingest.has('immer')).toBe(true);
  });
});
