#!/usr/bin/env node
/**
 * Checks the package as npm would publish it (D70-D74): builds it with tsup into a temporary
 * folder (the checkout's `dist/` is left alone), packs it with `npm pack`, and checks the tarball:
 *
 * - are-the-types-wrong (`@arethetypeswrong/core`): both entries, `.` and `./node`, resolve to
 *   types of the right module kind under node10, node16 (CommonJS and ESM) and bundler resolution;
 * - publint, every message (suggestions too);
 * - the contents: no source maps and no `sourceMappingURL` comments, nothing from `src/` or
 *   `test/`, date-fns-tz imported by subpath (never a date-fns root), the bin starts with its
 *   `#!`, the CLI holds only its own code (it imports the library's ESM files and chunks), and no
 *   function is built into two library files of the same format (one engine per format);
 * - the metadata npm shows: repository, homepage, bugs, keywords, author, license, engines.
 *
 * Usage:
 *   node scripts/check-package.mjs                 build, pack, check; exit 1 on any problem
 *   node scripts/check-package.mjs TARBALL         check a tarball that is already packed
 *   options: --pack-destination DIR (keep the tarball there), --json (one JSON object on stdout:
 *   { tarball, packedSize, unpackedSize, files, problems })
 *
 * `npm test` runs it through test/package/consumer.test.ts; `npm run check:package` alone.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core';
import { problemAffectsEntrypointResolution, problemKindInfo } from '@arethetypeswrong/core/problems';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENTRYPOINTS = ['.', './node'];
const RESOLUTION_KINDS = ['node10', 'node16-cjs', 'node16-esm', 'bundler'];

/**
 * Builds the package into a temporary copy of what `files` lists and packs it into
 * `destination`. Returns the tarball's path and npm's own report of it.
 */
export function buildAndPack(destination) {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const stage = mkdtempSync(path.join(tmpdir(), 'sports-stats-stage-'));
  try {
    cpSync(path.join(ROOT, 'package.json'), path.join(stage, 'package.json'));
    for (const entry of pkg.files ?? []) {
      if (entry === 'dist' || entry.startsWith('!')) continue;
      if (existsSync(path.join(ROOT, entry))) cpSync(path.join(ROOT, entry), path.join(stage, entry), { recursive: true });
    }
    const tsup = path.join(ROOT, 'node_modules', 'tsup', 'dist', 'cli-default.js');
    run(process.execPath, [tsup, '--out-dir', path.join(stage, 'dist'), '--silent'], ROOT, 'tsup (the build)');
    mkdirSync(destination, { recursive: true });
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const out = run(npm, ['pack', '--json', '--ignore-scripts', '--pack-destination', destination], stage, 'npm pack');
    const report = JSON.parse(out.slice(out.indexOf('[')))[0];
    return { tarball: path.join(destination, report.filename), report };
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

function run(command, args, cwd, what) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw new Error(`${what} could not run: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${what} failed (exit ${String(result.status)}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** Every problem found in a packed tarball, each a sentence that names where it is; empty when the package is clean. */
export async function checkTarball(tarball) {
  const data = new Uint8Array(readFileSync(tarball));
  const pkgFiles = createPackageFromTarballData(data);
  const problems = [];
  problems.push(...(await typeProblems(pkgFiles)));
  problems.push(...(await publintProblems(data)));
  problems.push(...contentProblems(pkgFiles));
  return problems;
}

async function typeProblems(pkgFiles) {
  const analysis = await checkPackage(pkgFiles, { entrypoints: ENTRYPOINTS });
  if (analysis.types === false) return ['are-the-types-wrong: the package ships no types'];
  const problems = [];
  for (const problem of analysis.problems) {
    const where = [];
    for (const entrypoint of ENTRYPOINTS) {
      const kinds = RESOLUTION_KINDS.filter((kind) => problemAffectsEntrypointResolution(problem, entrypoint, kind, analysis));
      if (kinds.length > 0) where.push(`"sports-stats-engine${entrypoint.slice(1)}" under ${kinds.join(', ')}`);
    }
    const info = problemKindInfo[problem.kind];
    const files = 'typesFileName' in problem ? ` (types ${problem.typesFileName}, JavaScript ${problem.implementationFileName})` : '';
    problems.push(`are-the-types-wrong: ${info.shortDescription} (${problem.kind}) for ${where.join('; ') || 'the package'}${files}: ${info.description}`);
  }
  for (const entrypoint of ENTRYPOINTS) {
    const info = analysis.entrypoints[entrypoint];
    if (info === undefined) {
      problems.push(`are-the-types-wrong: the entry "${entrypoint}" was not analysed`);
      continue;
    }
    for (const kind of RESOLUTION_KINDS) {
      const resolution = info.resolutions[kind];
      if (!resolution?.resolution?.isTypeScript) problems.push(`are-the-types-wrong: "sports-stats-engine${entrypoint.slice(1)}" has no types under ${kind} resolution`);
    }
  }
  return problems;
}

async function publintProblems(data) {
  const { messages, pkg } = await publint({ pack: { tarball: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) }, level: 'suggestion' });
  return messages.map((message) => `publint ${message.type} ${message.code}: ${formatMessage(message, pkg, { color: false }) ?? message.path.join('.')}`);
}

/**
 * The functions a built file declares at its top level, each as its whole text (from `function`
 * to the closing brace at the start of a line); the same text in two files is a copy.
 */
function topLevelFunctions(text) {
  return new Set([...text.matchAll(/^(?:async )?function\*? ?[A-Za-z_$][\w$]*\([^]*?\n\}$/gm)].map((m) => m[0]));
}

const nameOf = (fn) => /function\*? ?([A-Za-z_$][\w$]*)/.exec(fn)?.[1] ?? fn.slice(0, 40);

function contentProblems(pkgFiles) {
  const prefix = `/node_modules/${pkgFiles.packageName}/`;
  const files = pkgFiles.listFiles().map((f) => f.slice(prefix.length));
  const read = (f) => pkgFiles.readFile(prefix + f);
  const problems = [];
  const maps = files.filter((f) => f.endsWith('.map'));
  if (maps.length > 0) problems.push(`contents: source maps are shipped (${maps.join(', ')}); the package ships no sources for them to point to (D72)`);
  for (const f of files.filter((f) => /\.(c|m)?js$/.test(f))) {
    if (/\/\/# sourceMappingURL=/.test(read(f))) problems.push(`contents: ${f} names a source map (sourceMappingURL), which is not shipped (D72)`);
  }
  for (const f of files.filter((f) => /\.(c|m)?js$/.test(f))) {
    const roots = [...read(f).matchAll(/(?:from\s*|require\(\s*|import\(\s*)["'](date-fns(?:-tz)?)["']/g)].map((m) => m[1]);
    if (roots.length > 0) problems.push(`contents: ${f} imports ${[...new Set(roots)].join(' and ')} from the package root, which loads all of date-fns formatting; import the one function's subpath (D71)`);
  }
  const internal = files.filter((f) => /^(src|test|bench|scripts|docs)\//.test(f));
  if (internal.length > 0) problems.push(`contents: repository-only files are shipped: ${internal.slice(0, 5).join(', ')}${internal.length > 5 ? ', ...' : ''}`);

  const pkg = JSON.parse(read('package.json'));
  for (const [name, target] of Object.entries(pkg.bin ?? {})) {
    const file = target.replace(/^\.\//, '');
    if (!files.includes(file)) continue; // publint names a missing bin
    if (!read(file).startsWith('#!/usr/bin/env node\n')) problems.push(`contents: the bin "${name}" (${file}) does not start with "#!/usr/bin/env node"`);
  }
  const cli = 'dist/cli.js';
  if (files.includes(cli)) {
    const text = read(cli);
    const local = [...new Set([...text.matchAll(/(?:from|import)\s*\(?\s*["'](\.[^"']*)["']/g)].map((m) => m[1]))];
    // Each command's own module is imported when the command runs (D108): a dynamic import of a
    // file of the package; everything else is the library's ESM files.
    const commands = [...new Set([...text.matchAll(/import\(\s*["'](\.\/[A-Za-z]+-[\w]+\.js)["']\s*\)/g)].map((m) => m[1]))];
    const foreign = local.filter((s) => !/^\.\/(index|node|chunk-[\w-]+)\.js$/.test(s) && !commands.includes(s));
    if (foreign.length > 0) problems.push(`contents: ${cli} imports ${foreign.join(', ')}; the CLI shares the library's ESM files (./index.js, ./node.js, ./chunk-*.js) and nothing else, its commands' modules apart (D73, D108)`);
    const missing = commands.filter((s) => !files.includes(`dist/${s.slice(2)}`));
    if (missing.length > 0) problems.push(`contents: ${cli} imports ${missing.join(', ')}, which the package does not ship`);
    if (!local.some((s) => /^\.\/(index|node|chunk-[\w-]+)\.js$/.test(s))) problems.push(`contents: ${cli} imports none of the library's files; it carries its own copy of the engine (D73)`);
    const library = files.filter((f) => f !== cli && f.startsWith('dist/') && f.endsWith('.js'));
    const libraryFunctions = new Set(library.flatMap((f) => [...topLevelFunctions(read(f))]));
    const copied = [...topLevelFunctions(text)].filter((fn) => libraryFunctions.has(fn)).map(nameOf);
    if (copied.length > 0) problems.push(`contents: ${cli} carries its own copy of library functions (${copied.slice(0, 8).join(', ')}${copied.length > 8 ? ', ...' : ''}) instead of importing them (D73)`);
  }
  for (const ext of ['.js', '.cjs']) {
    const library = files.filter((f) => f !== cli && f.startsWith('dist/') && f.endsWith(ext));
    const seen = new Map();
    const twice = new Set();
    for (const f of library) {
      for (const fn of topLevelFunctions(read(f))) {
        if (seen.has(fn)) twice.add(`${nameOf(fn)} (${seen.get(fn)}, ${f})`);
        else seen.set(fn, f);
      }
    }
    if (twice.size > 0) problems.push(`contents: the ${ext} build carries the same code in two files: ${[...twice].slice(0, 6).join('; ')}${twice.size > 6 ? '; ...' : ''} (D73)`);
  }

  const missing = ['repository', 'homepage', 'bugs', 'keywords', 'license', 'engines'].filter((k) => pkg[k] === undefined);
  if (pkg.author === undefined && pkg.contributors === undefined) missing.push('author (or contributors)');
  if (missing.length > 0) problems.push(`metadata: package.json lacks ${missing.join(', ')} (D74)`);
  return problems;
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { json: { type: 'boolean', default: false }, 'pack-destination': { type: 'string' } },
  });
  if (positionals.length > 1) throw new Error(`at most one tarball, got ${positionals.length}: ${positionals.join(' ')}`);
  let tarball = positionals[0];
  let temporary;
  let report;
  if (tarball === undefined) {
    const destination = values['pack-destination'] ?? (temporary = mkdtempSync(path.join(tmpdir(), 'sports-stats-pack-')));
    ({ tarball, report } = buildAndPack(path.resolve(destination)));
  }
  try {
    const problems = await checkTarball(tarball);
    const summary = report && { packedSize: report.size, unpackedSize: report.unpackedSize, files: report.files.map((f) => ({ path: f.path, size: f.size })) };
    if (values.json) {
      process.stdout.write(`${JSON.stringify({ tarball: temporary ? undefined : tarball, ...summary, problems })}\n`);
    } else {
      if (summary) console.log(`${path.basename(tarball)}: ${summary.files.length} files, ${summary.packedSize} bytes packed, ${summary.unpackedSize} unpacked`);
      for (const p of problems) console.log(`- ${p}`);
      console.log(problems.length === 0 ? 'package check: no problems' : `package check: ${problems.length} problem(s)`);
    }
    process.exitCode = problems.length === 0 ? 0 : 1;
  } finally {
    if (temporary) rmSync(temporary, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`check-package: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  });
}
