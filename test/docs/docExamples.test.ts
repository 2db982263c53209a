/**
 * The examples of the documentation type-check: every `@example` block and fenced ```ts block
 * of the doc comments of `src/`, and every ```ts block of README.md and docs/*.md, compiled as a
 * user of the package would write it (imports from `sports-stats-engine` and
 * `sports-stats-engine/node`, the project's tsconfig). A failure names the comment's file and
 * line and the compiler's message. How an example is completed: compileExamples.ts; the values
 * examples take as given: examplePrelude.ts.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileExamples, type ExampleFailure } from './compileExamples.js';
import { docCommentsOf, examplesOf, markdownExamples, ROOT, sourceFiles, type DocExample } from './docComments.js';

/** Examples that must fail, compiled with the real ones (one program for both): the check checks. */
const PROBES: readonly DocExample[] = [
  // a name of the source that the package does not export (nor the comment's module or layer)
  { file: 'src/engine/getStandings.ts', line: 900_001, code: "getSeasonIndex(state, 'mlb', 2019);" },
  // a call that does not type-check
  { file: 'src/engine/getStandings.ts', line: 900_101, code: "const now = '2019-09-30T12:00:00-04:00';\ngetStandings(state, { sport: 'nfl', now });" },
  // a Markdown example uses only what it imports
  { file: 'README.md', line: 900_201, code: "createLeagueState();" },
  // these compile: a package export, a name of the comment's own module, a given of the prelude
  { file: 'src/engine/getStandings.ts', line: 900_301, code: "getWildcard(state, { sport: 'mlb', now }).rows.length;" },
  { file: 'README.md', line: 900_401, code: "import { createLeagueState } from 'sports-stats-engine';\ncreateLeagueState();" },
];

const markdownFiles = ['README.md', ...readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];
let examples: DocExample[];
let failures: ExampleFailure[];

beforeAll(() => {
  examples = [...sourceFiles().flatMap((f) => docCommentsOf(f)).flatMap(examplesOf), ...markdownFiles.flatMap((f) => markdownExamples(f))];
  failures = compileExamples([...examples, ...PROBES]);
}, 300_000);

const isProbe = (f: ExampleFailure) => f.line >= 900_000;

describe('documentation examples', () => {
  it('every example of the doc comments of src/, README.md and docs/*.md compiles', () => {
    expect(examples.length).toBeGreaterThan(300);
    const report = failures.filter((f) => !isProbe(f)).map((f) => `${f.file}:${f.line}: ${f.message}`);
    expect(report, `examples that do not compile:\n${report.join('\n')}`).toEqual([]);
  });

  it('fails naming file:line for an unexported name, a type error, and a Markdown example without its import', () => {
    const probes = failures.filter(isProbe).map((f) => `${f.file}:${f.line}: ${f.message}`);
    expect(probes).toEqual([
      "src/engine/getStandings.ts:900001: Cannot find name 'getSeasonIndex'. (TS2304)",
      expect.stringMatching(/^src\/engine\/getStandings\.ts:900102: Type '"nfl"' is not assignable to type 'Sport'/),
      "README.md:900201: Cannot find name 'createLeagueState'. (TS2304)",
    ]);
  });
});

describe('examplesOf', () => {
  it('cuts @example blocks and fenced ts blocks out of a comment, with their lines', () => {
    const text = [
      '/**',
      ' * Prose with `code`.',
      ' *',
      ' * ```ts',
      ' * const a = 1;',
      ' * ```',
      ' *',
      ' * ```sh',
      ' * npm test',
      ' * ```',
      ' *',
      ' * @param x the input',
      ' * @example',
      ' * f(1); // 2',
      ' * f(2);',
      ' *',
      ' * @example g(3);',
      ' * @returns nothing',
      ' */',
    ].join('\n');
    const [comment] = docCommentsOf('src/x.ts', `${text}\nexport function f(x: number): number { return x + 1; }\n`);
    expect(examplesOf(comment!)).toEqual([
      { file: 'src/x.ts', line: 5, code: 'const a = 1;' },
      { file: 'src/x.ts', line: 14, code: 'f(1); // 2\nf(2);' },
      { file: 'src/x.ts', line: 17, code: 'g(3);' },
    ]);
  });

  it('reads no comment inside a string or a template', () => {
    const source = "const s = '/** @example nope() */';\nconst t = `/** @example nope() */`;\n/** @example yes(); */\nexport const x = 1;\n";
    expect(docCommentsOf('src/y.ts', source).flatMap(examplesOf)).toEqual([{ file: 'src/y.ts', line: 3, code: 'yes();' }]);
  });

  it('reads the ts blocks of Markdown with the line of their first code line', () => {
    expect(markdownExamples('docs/z.md', '# T\n\n```ts\nconst a = 1;\n```\n\n```sh\nls\n```\n')).toEqual([{ file: 'docs/z.md', line: 4, code: 'const a = 1;' }]);
  });
});
