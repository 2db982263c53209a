/**
 * `simulateOdds` on real and generated seasons: the 2019 MLB season from September 1 (the bundled
 * Retrosheet game log, data/retrosheet/GL2019.TXT) and a generated NBA season of the 2021-22
 * clubs (the play-in format) two thirds through: with a fixed seed, every team's odds are
 * identical across runs, in this process and in another one; the shares add up as the format
 * says; a team `computeClinch` marks clinched for a goal meets it in every simulation, an
 * eliminated one in none.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { computeClinch } from '../../../src/aggregates/race/computeClinch.js';
import type { RaceSeason } from '../../../src/aggregates/race/RaceSeason.js';
import { simulateOdds, type OddsReport, type TeamOdds } from '../../../src/aggregates/race/simulateOdds.js';
import { postseasonFormat } from '../../../src/aggregates/PostseasonFormat.js';
import { getRaceSeason } from '../../../src/engine/getRaceSeason.js';
import { loadRetrosheetSeason } from '../../parity/loadSeason.js';
import { generatedNbaRace, smallLeague } from './generatedLeagues.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const OUT_DIR = path.join(ROOT, 'node_modules', '.cache', 'sports-stats-engine-odds', String(process.pid));
const NOW = '2019-12-31T12:00:00-05:00';
const state = loadRetrosheetSeason(2019);
const mlbOn = (date: string) => getRaceSeason(state, { sport: 'mlb', date, now: NOW });
const mlb = mlbOn('2019-09-01');
const nba = generatedNbaRace(2022, 2 / 3, 14);

afterAll(() => rmSync(OUT_DIR, { recursive: true, force: true }));

/** The report computed by a fresh Node process: `simulateOdds` bundled with esbuild, the race read from a file. */
async function inAnotherProcess(race: RaceSeason, n: number, seed: number | string): Promise<OddsReport> {
  mkdirSync(OUT_DIR, { recursive: true });
  const outfile = path.join(OUT_DIR, 'odds.mjs');
  await build({
    stdin: {
      contents: `import { readFileSync } from 'node:fs';
import { simulateOdds } from './simulateOdds.ts';
const [file, n, seed] = process.argv.slice(2);
const race = JSON.parse(readFileSync(file, 'utf8'));
process.stdout.write(JSON.stringify(simulateOdds(race, { n: Number(n), seed: JSON.parse(seed) })));`,
      resolveDir: path.join(ROOT, 'src', 'aggregates', 'race'),
      loader: 'ts',
    },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'silent',
  });
  const raceFile = path.join(OUT_DIR, `${race.sport}.json`);
  writeFileSync(raceFile, JSON.stringify(race));
  const r = spawnSync(process.execPath, [outfile, raceFile, String(n), JSON.stringify(seed)], { encoding: 'utf8', maxBuffer: 1 << 26 });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout) as OddsReport;
}

describe('simulateOdds: reproducible', () => {
  it.each([
    ['MLB 2019 from September 1', mlb, 2019],
    ['NBA 2021-22 (generated) two thirds through', nba, 'tip-off'],
  ] as const)('%s: the same seed gives identical odds for every team, across runs and processes', async (_, race, seed) => {
    const n = 2000;
    const first = simulateOdds(race, { n, seed });
    const second = simulateOdds(race, { n, seed });
    expect(second).toEqual(first);
    expect(first.teams).toHaveLength(30);
    expect(await inAnotherProcess(race, n, seed)).toEqual(JSON.parse(JSON.stringify(first)) as OddsReport);
    // A different seed gives other draws: some team's odds differ.
    const other = simulateOdds(race, { n, seed: typeof seed === 'number' ? seed + 1 : `${seed}!` });
    expect(other.teams.map((t) => t.goals.postseason.p)).not.toEqual(first.teams.map((t) => t.goals.postseason.p));
  }, 120_000);
});

/** The shares every format implies, summed over the teams of each group. */
function checkSums(report: OddsReport): void {
  const format = postseasonFormat(report.sport, report.season);
  const places = format.perGroup;
  const sum = (list: readonly TeamOdds[], f: (t: TeamOdds) => number) => list.reduce((a, t) => a + f(t), 0);
  expect(sum(report.teams, (t) => t.goals.title.p)).toBeCloseTo(1, 9);
  expect(sum(report.teams, (t) => t.goals.finalRound.p)).toBeCloseTo(2, 9);
  for (const conference of new Set(report.teams.map((t) => t.conference))) {
    const group = report.teams.filter((t) => t.conference === conference);
    expect(sum(group, (t) => t.goals.postseason.p)).toBeCloseTo(places, 9);
    expect(sum(group, (t) => t.goals.division.p)).toBeCloseTo(new Set(group.map((t) => t.division)).size, 9);
    for (let s = 0; s < places; s++) expect(sum(group, (t) => t.seeds[s]!.p)).toBeCloseTo(1, 9);
    expect(sum(group, (t) => t.goals.finalRound.p)).toBeCloseTo(1, 9);
  }
  for (const t of report.teams) {
    expect(t.goals.postseason.p).toBeCloseTo(t.seeds.reduce((a, s) => a + s.p, 0), 9);
    expect(t.rounds[0]!.p).toBe(t.goals.postseason.p);
    expect(t.rounds[t.rounds.length - 1]!.p).toBe(t.goals.finalRound.p);
    for (let r = 1; r < t.rounds.length; r++) expect(t.rounds[r]!.p).toBeLessThanOrEqual(t.rounds[r - 1]!.p);
    expect(t.goals.title.p).toBeLessThanOrEqual(t.goals.finalRound.p);
    for (const o of [t.goals.division, t.goals.postseason, t.goals.title, ...t.seeds]) expect(o.se).toBeCloseTo(Math.sqrt((o.p * (1 - o.p)) / report.n), 12);
  }
}

describe('simulateOdds: the shares add up', () => {
  it('MLB 2019 from September 1', () => {
    const report = simulateOdds(mlb, { n: 1000, seed: 1 });
    checkSums(report);
    expect(report.rounds).toEqual(['Wildcard', 'Division Series', 'League Championship Series', 'World Series']);
    expect(report.teams.every((t) => t.goals.bye === null && t.goals.playIn === null)).toBe(true);
    expect(report.model).toMatch(/^pythagorean \(exponent 1\.83/);
  });

  it('NBA play-in era: byes are the top six, the play-in seeds 7-10', () => {
    const report = simulateOdds(nba, { n: 1000, seed: 2 });
    checkSums(report);
    for (const t of report.teams) {
      expect(t.goals.bye!.p).toBeCloseTo(t.seeds.slice(0, 6).reduce((a, s) => a + s.p, 0), 9);
      expect(t.goals.playIn!.p).toBeCloseTo(t.seeds.slice(6, 10).reduce((a, s) => a + s.p, 0), 9);
      // Reaching the first round: the top six, or winning through the play-in.
      expect(t.rounds[1]!.p).toBeGreaterThanOrEqual(t.goals.bye!.p);
    }
    expect(report.rounds[0]).toBe('Play-In Tournament');
  });

  it('MLB from 2022: a bye is a top-two seed', () => {
    const race = smallLeague({ sport: 'mlb', season: 2023, divisions: 3, perDivision: 3, played: 60, remaining: 30 }, 5);
    const report = simulateOdds(race, { n: 1000, seed: 3 });
    checkSums(report);
    for (const t of report.teams) expect(t.goals.bye!.p).toBeCloseTo(t.seeds[0]!.p + t.seeds[1]!.p, 9);
  });
});

describe('simulateOdds against computeClinch', () => {
  /** Every goal computeClinch decides, read from the odds report. */
  function oddsOf(t: TeamOdds, goal: string): number | undefined {
    if (goal === 'division' || goal === 'postseason' || goal === 'bye' || goal === 'playIn') return t.goals[goal]?.p;
    if (goal === 'topSix') return t.goals.bye?.p;
    const seed = /^seed(\d+)$/.exec(goal);
    return seed ? t.seeds[Number(seed[1]) - 1]?.p : undefined;
  }

  it.each([
    ['MLB 2019-09-15', () => mlbOn('2019-09-15')],
    ['MLB 2019-09-22', () => mlbOn('2019-09-22')],
    ['MLB 2019-09-26', () => mlbOn('2019-09-26')],
    ['NBA 2021-22 (generated) with 60 games left', () => generatedNbaRace(2022, 1 - 60 / 1230, 14)],
  ] as const)('%s: a clinched goal has odds 1, an eliminated one 0', (_, raceOf) => {
    const race = raceOf();
    const report = simulateOdds(race, { n: 1000, seed: 'clinch' });
    let decided = 0;
    for (const c of computeClinch(race)) {
      const t = report.teams.find((x) => x.teamId === c.teamId)!;
      for (const g of c.goals) {
        const p = oddsOf(t, g.goal);
        if (p === undefined || g.status === 'alive') continue;
        decided++;
        expect(p, `${c.teamId} ${g.goal} ${g.status}`).toBe(g.status === 'clinched' ? 1 : 0);
      }
    }
    expect(decided).toBeGreaterThan(30);
  }, 120_000);
});

describe('simulateOdds: options', () => {
  it('takes a bare probability as the model, and says so', () => {
    const homeAlwaysWins = simulateOdds(mlb, { n: 50, seed: 1, model: () => 1 });
    expect(homeAlwaysWins.model).toBe("the caller's");
    // Every remaining game won by the home team: the same final wins in every simulation.
    const wins = new Map(mlb.teams.map((t) => [t.teamId, 0]));
    for (const g of mlb.played) wins.set(mlb.teams[g.homeScore > g.awayScore ? g.home : g.away]!.teamId, wins.get(mlb.teams[g.homeScore > g.awayScore ? g.home : g.away]!.teamId)! + 1);
    for (const g of mlb.remaining) wins.set(mlb.teams[g.home]!.teamId, wins.get(mlb.teams[g.home]!.teamId)! + 1);
    for (const t of homeAlwaysWins.teams) expect(t.averageWon).toBe(wins.get(t.teamId));
    const described = simulateOdds(mlb, { n: 50, seed: 1, model: { description: 'coin', homeWinProbability: () => 0.5 } });
    expect(described.model).toBe('coin');
  });

  it('rejects a bad n, seed or model', () => {
    expect(() => simulateOdds(mlb, { n: 0, seed: 1 })).toThrow(/^simulateOdds: n must be a positive integer/);
    expect(() => simulateOdds(mlb, { n: 1.5, seed: 1 })).toThrow(/^simulateOdds: n/);
    expect(() => simulateOdds(mlb, { n: 10, seed: 0.5 })).toThrow(/^createSeededRandom: the seed/);
    expect(() => simulateOdds(mlb, { n: 10, seed: 1, model: () => 1.2 })).toThrow(/^simulateOdds: the model gave 1.2/);
  });
});
