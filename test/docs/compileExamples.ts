/**
 * Type-checks documentation examples the way a user of the package would write them: each
 * example becomes a `.ts` file of a temporary folder (in `node_modules/.cache`) that imports from `sports-stats-engine` and
 * `sports-stats-engine/node` (mapped to `src/index.ts` and `src/node.ts` through `paths`), and
 * the files are compiled together with the TypeScript API under the project's tsconfig.
 *
 * An example without `import` lines gets them: each name it mentions that an entry of the
 * package exports is imported from it; a name only the comment's own module exports (an
 * internal helper documented for contributors) is imported from that module. Names of the
 * surrounding story (`state`, `now`, ...) are declared by {@link PRELUDE}, with their types.
 * Everything else must be declared by the example itself, so an example that calls a name the
 * package does not export fails with "Cannot find name".
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROOT, type DocExample } from './docComments.js';
import { PRELUDE } from './examplePrelude.js';

/** An example that does not compile: where it is, and the compiler's message. */
export interface ExampleFailure {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

const ENTRIES = [
  { specifier: 'sports-stats-engine', file: 'src/index.ts' },
  { specifier: 'sports-stats-engine/node', file: 'src/node.ts' },
] as const;

/** The project's compiler options (tsconfig.json), as the examples are compiled with them. */
export function projectOptions(): ts.CompilerOptions {
  const configPath = path.join(ROOT, 'tsconfig.json');
  const read = ts.readConfigFile(configPath, (f) => ts.sys.readFile(f));
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, ROOT, undefined, configPath);
  return {
    ...parsed.options,
    noEmit: true,
    // Examples show a call, not a whole program: unused names and the emit-only rules on
    // import spellings are not what they are checked for. Every type rule of the project stays.
    noUnusedLocals: false,
    noUnusedParameters: false,
    verbatimModuleSyntax: false,
    isolatedModules: false,
    baseUrl: ROOT,
    paths: Object.fromEntries(ENTRIES.map((e) => [e.specifier, [e.file]])),
    typeRoots: [path.join(ROOT, 'node_modules', '@types')],
  };
}

const IDENTIFIER = /[A-Za-z_$][\w$]*/g;

/** The export names of each module, read once per program. */
function exportNames(program: ts.Program, file: string): Set<string> {
  const source = program.getSourceFile(path.join(ROOT, file));
  if (!source) return new Set();
  const checker = program.getTypeChecker();
  const symbol = checker.getSymbolAtLocation(source);
  return new Set(symbol ? checker.getExportsOfModule(symbol).map((s) => s.getName()) : []);
}

/** Whether the project installs a module (a dependency or dev dependency of package.json). */
function isDependency(specifier: string): boolean {
  const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
  return Object.hasOwn(pkg.dependencies ?? {}, name) || Object.hasOwn(pkg.devDependencies ?? {}, name);
}

/** The index of a source file's layer (`src/formatting/index.ts`), if the layer has one and the file is not it. */
function layerIndexOf(file: string): string | undefined {
  const layer = /^src\/([^/]+)\//.exec(file)?.[1];
  const index = layer === undefined ? undefined : `src/${layer}/index.ts`;
  return index !== undefined && index !== file && existsSync(path.join(ROOT, index)) ? index : undefined;
}

/** The local names an `import` declaration binds. */
function importedNames(statement: string): string[] {
  const clause = /^\s*import\s+(?:type\s+)?([\s\S]*?)\s+from\s/.exec(statement)?.[1] ?? '';
  const names: string[] = [];
  const braces = /\{([\s\S]*)\}/.exec(clause)?.[1];
  for (const part of braces?.split(',') ?? []) {
    const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/).pop()?.trim();
    if (name) names.push(name);
  }
  const outside = clause.replace(/\{[\s\S]*\}/, '').replace(/\*\s+as\s+/, '').split(',').map((p) => p.trim()).filter((p) => /^[A-Za-z_$][\w$]*$/.test(p));
  return [...names, ...outside];
}

/** An `import` of a doc comment's example with a relative specifier, made absolute from the comment's file. */
function resolveRelative(statement: string, file: string): string {
  return statement.replace(/(from\s*['"])(\.{1,2}\/[^'"]+)(['"])/, (_m, a: string, rel: string, b: string) => `${a}${path.resolve(ROOT, path.dirname(file), rel)}${b}`);
}

/** Splits an example into its own `import` declarations and the rest. */
function splitImports(code: string): { imports: string[]; body: string[] } {
  const lines = code.split('\n');
  const imports: string[] = [];
  const body: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    if (/^\s*import[\s{*]/.test(lines[i]!) && !/^\s*import\s*\(/.test(lines[i]!)) {
      let statement = lines[i]!;
      while (!/from\s*['"][^'"]+['"]\s*;?\s*(\/\/.*)?$/.test(statement) && !/^\s*import\s*['"]/.test(statement) && i + 1 < lines.length) {
        i += 1;
        statement += `\n${lines[i]!}`;
      }
      imports.push(statement);
      body.push(...statement.split('\n').map(() => ''));
    } else {
      body.push(lines[i]!);
    }
  }
  return { imports, body };
}

/**
 * Compiles the examples; returns one failure per compiler message, naming the example's file and
 * line (the line of the message within the example).
 */
export function compileExamples(examples: readonly DocExample[]): ExampleFailure[] {
  const options = projectOptions();
  const ownModules = [...new Set(examples.map((e) => e.file).filter((f) => f.startsWith('src/') && f.endsWith('.ts')))];
  const layerIndexes = [...new Set(ownModules.map(layerIndexOf).filter((f) => f !== undefined))];
  const base = ts.createProgram({ rootNames: [...ENTRIES, ...ownModules, ...layerIndexes].map((f) => path.join(ROOT, typeof f === 'string' ? f : f.file)), options });
  const entryExports = ENTRIES.map((e) => ({ ...e, names: exportNames(base, e.file) }));
  const moduleExports = new Map([...ownModules, ...layerIndexes].map((f) => [f, exportNames(base, f)]));

  // Inside the repository's node_modules, so that the examples resolve the project's
  // dependencies (`zod`, `@types/node`) as its sources do; removed afterwards.
  const cacheDir = path.join(ROOT, 'node_modules', '.cache');
  mkdirSync(cacheDir, { recursive: true });
  const dir = mkdtempSync(path.join(cacheDir, 'doc-examples-'));
  try {
    const written: { file: string; example: DocExample; headerLines: number; thirdParty: boolean }[] = [];
    const externalModules = new Set<string>();
    examples.forEach((example, n) => {
      const { imports, body } = splitImports(example.code);
      let thirdParty = false;
      for (const statement of imports) {
        const from = /['"]([^'"]+)['"]\s*;?\s*(\/\/.*)?$/.exec(statement)?.[1];
        if (from && !from.startsWith('node:') && !ENTRIES.some((e) => e.specifier === from) && !from.startsWith('.') && !path.isAbsolute(from) && !isDependency(from)) {
          externalModules.add(from);
          thirdParty = true;
        }
      }
      const mentioned = new Set(example.code.match(IDENTIFIER) ?? []);
      const header: string[] = imports.map((statement) => resolveRelative(statement, example.file));
      // A Markdown example is read as a whole program: it imports what it uses. A doc comment's
      // example is a fragment of its module's story and gets the imports it leaves out.
      if (example.file.startsWith('src/')) {
        const taken = new Set(imports.flatMap(importedNames));
        for (const { specifier, names: exported } of [
          ...entryExports,
          ...[example.file, layerIndexOf(example.file)].flatMap((module) => (module === undefined ? [] : [{ specifier: path.join(ROOT, module).replace(/\.ts$/, '.js'), names: moduleExports.get(module) ?? new Set<string>() }])),
        ]) {
          const names = [...mentioned].filter((name) => exported.has(name) && !taken.has(name)).sort();
          names.forEach((name) => taken.add(name));
          if (names.length > 0) header.push(`import { ${names.join(', ')} } from '${specifier}';`);
        }
      }
      for (const [name, type] of Object.entries(PRELUDE)) {
        if (mentioned.has(name)) header.push(`declare const ${name}: ${type.replaceAll('@src/', `${path.join(ROOT, 'src')}/`)};`);
      }
      header.push('{');
      const file = path.join(dir, `example${n}.ts`);
      writeFileSync(file, `${header.join('\n')}\n${body.join('\n')}\n}\nexport {};\n`);
      written.push({ file, example, headerLines: header.join('\n').split('\n').length, thirdParty });
    });
    const ambient = path.join(dir, 'external-modules.d.ts');
    // A module an example imports that the project does not install (a web framework) is typed
    // `any`: the example is checked for its use of this package, not of that one. Such examples
    // are compiled apart, without `noImplicitAny`, since the parameters of the callbacks they
    // hand that module cannot be inferred; every other rule holds.
    writeFileSync(ambient, [...externalModules].map((m) => `declare module '${m}';\n`).join(''));
    const strict = ts.createProgram({ rootNames: written.filter((w) => !w.thirdParty).map((w) => w.file), options, oldProgram: base });
    const loose = written.some((w) => w.thirdParty)
      ? ts.createProgram({ rootNames: [...written.filter((w) => w.thirdParty).map((w) => w.file), ambient], options: { ...options, noImplicitAny: false }, oldProgram: strict })
      : strict;
    const failures: ExampleFailure[] = [];
    for (const { file, example, headerLines, thirdParty } of written) {
      const program = thirdParty ? loose : strict;
      const source = program.getSourceFile(file)!;
      const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
      for (const d of diagnostics) {
        const at = d.start === undefined ? 0 : source.getLineAndCharacterOfPosition(d.start).line - headerLines;
        failures.push({
          file: example.file,
          line: example.line + Math.max(0, at),
          message: `${ts.flattenDiagnosticMessageText(d.messageText, '\n')} (TS${d.code})`,
        });
      }
    }
    return failures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
