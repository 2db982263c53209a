#!/usr/bin/env node
/**
 * How long loading the built package takes (D71): each run is a fresh `node` process that times
 * `await import(file)`, as wall time (`performance.now()`) and as CPU time of the process
 * (`process.cpuUsage()`, steadier on a busy machine); prints the medians of RUNS runs for each
 * file. With several DIST folders (say a build before and after a change) the runs alternate
 * between them, so that both see the same load.
 *
 *   node scripts/import-time.mjs [--runs N] [DIST...]     DIST defaults to ./dist, N to 9
 *
 * It runs against whatever DIST holds: `npm run build` first.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { runs: { type: 'string', default: '9' } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got "${values.runs}"`);
const dists = (positionals.length > 0 ? positionals : ['dist']).map((d) => path.resolve(d));

const probe = `const c = process.cpuUsage(); const t = performance.now(); await import(process.argv[1]);
const wall = performance.now() - t; const cpu = process.cpuUsage(c); process.stdout.write(JSON.stringify([wall, (cpu.user + cpu.system) / 1000]));`;
const targets = ['index.js', 'node.js', 'index.cjs'].flatMap((file) => dists.map((dist) => path.join(dist, file))).filter((f) => existsSync(f));
const samples = new Map(targets.map((t) => [t, { wall: [], cpu: [] }]));
for (let i = 0; i < runs; i++) {
  for (const target of targets) {
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', probe, pathToFileURL(target).href], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`importing ${target} failed:\n${r.stderr}`);
    const [wall, cpu] = JSON.parse(r.stdout);
    samples.get(target).wall.push(wall);
    samples.get(target).cpu.push(cpu);
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)].toFixed(1);
for (const [target, s] of samples) console.log(`${target}: median ${median(s.wall)} ms wall, ${median(s.cpu)} ms CPU (${runs} runs)`);
