/**
 * No doc comment cites a file the package does not ship. Doc comments are read where the package
 * is installed (the type declarations, an editor's hover), so they stand on their own: they state
 * the rule, and may point to the README, the shipped data, public sources and the project's
 * decisions (`D17`, docs/DECISIONS.md of the repository, named in the README). The rule:
 * citations.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { badCitations, citationContext, decisionNumbers, shippedEntries } from './citations.js';
import { docCommentsOf, ROOT, sourceFiles } from './docComments.js';

describe('doc comments cite only what the package ships', () => {
  it('no doc comment of src/ cites an unshipped file, the specification by section, or an unknown decision', () => {
    const context = citationContext();
    const report = sourceFiles()
      .flatMap((f) => docCommentsOf(f))
      .flatMap((c) => badCitations(c, context))
      .map((b) => `${b.file}:${b.line}: "${b.cited}" ${b.reason}`);
    expect(report, `doc comments citing what the package does not ship:\n${report.join('\n')}`).toEqual([]);
  });

  it('flags each kind of citation, naming file:line, and lets the shipped ones pass', () => {
    const text = [
      '/**',
      ' * See test/formatting/writeJson.test.ts and ../shared/spec/DECISIONS.md,', // 2
      ' * specification 4.6, DECISIONS section 8, FORMAT-NOTES 1 and docs/ENDPOINTS.md.', // 3
      ' * The oracle java-oracle.json; decisions D17 and D999; the folder `shared/data/nba`.', // 4
      ' * Fine: data/retrosheet/GL2019.TXT, README.md, https://www.retrosheet.org/gamelogs/index.html,', // 5
      ' * `/mlb/standings/20190502.json`, `results/boston-red-sox.json`, `/data/GL2019.TXT`.', // 6
      " * @example import { x } from '../BatchInput.js';", // 7
      ' */',
    ].join('\n');
    const context = { ...citationContext(), decisions: new Set([17]) };
    const [comment] = docCommentsOf('src/probe.ts', `${text}\nexport const probe = 1;\n`);
    expect(badCitations(comment!, context).map((b) => `${b.line}: ${b.cited}`).sort()).toEqual([
      '2: ../shared/spec/DECISIONS.md',
      '2: DECISIONS',
      '2: test/formatting/writeJson.test.ts',
      '3: DECISIONS section 8',
      '3: FORMAT-NOTES 1',
      '3: docs/ENDPOINTS.md',
      '3: specification 4.6',
      '4: D999',
      '4: java-oracle.json',
      '4: shared/data/nba',
    ]);
  });

  it('reads what ships from package.json and the decisions from docs/DECISIONS.md', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { files: string[] };
    expect(shippedEntries()).toEqual([...pkg.files, 'package.json']);
    expect(decisionNumbers('## D1. A\ntext D9\n## D17. B\n')).toEqual(new Set([1, 17]));
    expect(decisionNumbers().has(1)).toBe(true);
  });
});
