/**
 * `sports-stats picture`, `odds` and `chart` (issue 14, item 5), run in-process on the bundled
 * 2019 MLB season's snapshot: what each prints, the files it writes, and the usage errors found
 * before any data is loaded.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/runCli.js';
import { getRaceSeason } from '../../src/engine/getRaceSeason.js';
import { loadRetrosheetSeason } from '../parity/loadSeason.js';

interface Ran {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

async function cli(args: readonly string[]): Promise<Ran> {
  let stdout = '';
  let stderr = '';
  let t = 0;
  const code = await runCli(args, { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), stderrIsTerminal: false, clock: () => (t += 10) });
  return { code, stdout, stderr };
}

describe('sports-stats chart', () => {
  it('writes the SVG of a division to --output, and the same bytes to stdout without it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'chart-'));
    const file = path.join(dir, 'al-east.svg');
    const r = await cli(['chart', '--season', '2019', '--group', 'al-east', '-o', file]);
    expect([r.code, r.stdout]).toEqual([0, '']);
    expect(r.stderr).toMatch(/^wrote .*al-east\.svg: AL East 2019, 5 teams, \d+ dates\n$/m);
    const svg = readFileSync(file, 'utf8');
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg.match(/<path /g)).toHaveLength(5);
    rmSync(dir, { recursive: true, force: true });
    const out = await cli(['chart', '--season=2019', '--group=al-east']);
    expect([out.code, out.stdout]).toEqual([0, svg]);
  });

  it('an unknown group or a season without games is exit 1 saying so', async () => {
    const group = await cli(['chart', '--season', '2019', '--group', 'atlantic']);
    expect([group.code, group.stdout, group.stderr]).toEqual([1, '', 'sports-stats: unknown group "atlantic" for mlb: one of al, al-east, al-central, al-west, nl, nl-east, nl-central, nl-west\n']);
    const season = await cli(['chart', '--season', '2018', '--group', 'al']);
    expect(season.code).toBe(1);
    expect(season.stderr).toContain('sports-stats: no regular-season game of the MLB season 2018 is loaded\n');
  });
});

describe('sports-stats picture --what-if (D115)', () => {
  const race = getRaceSeason(loadRetrosheetSeason(2019), { sport: 'mlb', date: '2019-09-22', now: '2019-12-31T12:00:00-05:00' });
  const id = (teamId: string) => race.teams.findIndex((t) => t.teamId === teamId);
  const [cle, tb] = [id('cleveland-indians'), id('tampa-bay-rays')];
  // Cleveland wins every game it has left after September 22, Tampa Bay loses every one.
  const swing = race.remaining.filter((g) => [g.home, g.away].some((t) => t === cle || t === tb)).map((g) => ({
    eventId: g.eventId,
    winner: race.teams[g.home === cle || g.away === cle ? cle : g.home === tb ? g.away : g.home]!.teamId,
  }));
  const fileWith = (value: unknown) => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'what-if-')), 'outcomes.json');
    writeFileSync(file, JSON.stringify(value));
    return file;
  };
  const alSeeds = (stdout: string) => (JSON.parse(stdout) as { groups: { seeds: { team_id: string }[] }[] }).groups[0]!.seeds.map((s) => s.team_id);

  it('prints the picture as if the file\'s results had been played: Cleveland takes the last wild card from Tampa Bay', async () => {
    const before = await cli(['picture', '--date', '2019-09-22', '--format', 'json']);
    expect(alSeeds(before.stdout)).toContain('tampa-bay-rays');
    const file = fileWith(swing);
    const r = await cli(['picture', '--date', '2019-09-22', '--format', 'json', '--what-if', file]);
    expect(r.code).toBe(0);
    expect(r.stderr).not.toContain('sports-stats:');
    expect(alSeeds(r.stdout)).toContain('cleveland-indians');
    expect(alSeeds(r.stdout)).not.toContain('tampa-bay-rays');
    expect((JSON.parse(r.stdout) as { games_left: number }).games_left).toBe(race.remaining.length - swing.length);
    rmSync(path.dirname(file), { recursive: true });
  });

  it('names a bad outcome, a file that is not a JSON array or cannot be read, and prints nothing (exit 1)', async () => {
    const bad = await cli(['picture', '--date', '2019-09-22', '--what-if', fileWith([swing[0], { eventId: 'nope', winner: 'x' }])]);
    expect([bad.code, bad.stdout]).toEqual([1, '']);
    expect(bad.stderr).toMatch(/outcomes\.1\.eventId: "nope" is not a game left to play .* \(unknown_event\)\n$/);
    const notArray = await cli(['picture', '--what-if', fileWith({ eventId: 'x' })]);
    expect([notArray.code, notArray.stderr]).toEqual([1, expect.stringMatching(/must hold a JSON array of outcomes/)]);
    const missing = await cli(['picture', '--what-if', path.join(tmpdir(), 'no-such-what-if.json')]);
    expect([missing.code, missing.stderr]).toEqual([1, expect.stringMatching(/cannot read the what-if file/)]);
    const empty = await cli(['picture', '--what-if', '']);
    expect([empty.code, empty.stderr]).toEqual([2, expect.stringMatching(/--what-if needs a file/)]);
  });
});

describe('sports-stats picture', () => {
  it('prints a table per league with seeds, records, flags, clinch status and numbers', async () => {
    const r = await cli(['picture', '--date', '2019-09-25']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^MLB 2019 as of 2019-09-25: \d+ games left\n\nAmerican League\nseed {2}team {2}division /);
    expect(r.stdout.indexOf('American League')).toBeLessThan(r.stdout.indexOf('National League'));
    expect(r.stdout).toMatch(/^ {3}3 {2}MIN {3}Central {4}98 {3}60 {5}4 {2}y {5}clinched {7}clinched /m);
    expect(r.stdout).toMatch(/^ {6}CLE {3}Central {4}93 {3}65 {5}4 {8}eliminated {5}alive /m);
  });

  it('--format json prints the extension\'s document, --compact its compact style', async () => {
    const r = await cli(['picture', '--date', '20190930', '--format', 'json', '--compact']);
    expect(r.code).toBe(0);
    expect(r.stdout.endsWith('}\n')).toBe(true);
    const doc = JSON.parse(r.stdout) as { extension: string; as_of: string; games_left: number; groups: { seeds: { team_id: string }[] }[] };
    expect([doc.extension, doc.as_of, doc.games_left]).toEqual(['playoff-picture', '2019-09-30', 0]);
    expect(doc.groups[0]!.seeds.map((s) => s.team_id)).toEqual(['houston-astros', 'new-york-yankees', 'minnesota-twins', 'oakland-athletics', 'tampa-bay-rays']);
    expect(r.stdout).not.toContain('\n  ');
  });

  it('--tie-search N settles what only a tie decides by the tiebreak rules (D151): 2019-09-28, seed 4 or better in the AL', async () => {
    type Doc = { groups: { teams: { team_id: string; goals: { goal: string; status: string; can_only_tie: boolean | null; clinched_tie: boolean | null; by_tiebreak: boolean; ties_open: boolean }[] }[] }[] };
    const goal = (doc: Doc, team: string) => doc.groups[0]!.teams.find((t) => t.team_id === team)!.goals.find((g) => g.goal === 'atMost4')!;
    const plain = JSON.parse((await cli(['picture', '--date', '2019-09-28', '--format', 'json'])).stdout) as Doc;
    const r = await cli(['picture', '--date', '2019-09-28', '--format', 'json', '--tie-search', '2000']);
    expect(r.code).toBe(0);
    const searched = JSON.parse(r.stdout) as Doc;
    // Oakland and Tampa Bay can finish level for the fourth seed on the last day; Oakland holds the tiebreak.
    expect(goal(plain, 'oakland-athletics')).toMatchObject({ status: 'alive', clinched_tie: true, by_tiebreak: false, ties_open: false });
    expect(goal(searched, 'oakland-athletics')).toMatchObject({ status: 'clinched', clinched_tie: true, by_tiebreak: true, ties_open: false });
    expect(goal(plain, 'tampa-bay-rays')).toMatchObject({ status: 'alive', can_only_tie: true, by_tiebreak: false });
    expect(goal(searched, 'tampa-bay-rays')).toMatchObject({ status: 'eliminated', can_only_tie: true, by_tiebreak: true });
  });

  it('a sport without a season loaded on the date is exit 1 saying so', async () => {
    const r = await cli(['picture', '--sport', 'nba', '--date', '2019-03-01']);
    expect([r.code, r.stdout]).toEqual([1, '']);
    expect(r.stderr).toContain('sports-stats: no NBA season is loaded on 2019-03-01\n');
  });
});

describe('sports-stats odds', () => {
  it('prints the odds per league, the same for the same --n and --seed', async () => {
    const r = await cli(['odds', '--date', '2019-09-15', '--n', '200', '--seed', '5']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^MLB 2019 as of 2019-09-15: \d+ games left; 200 seasons simulated \(seed 5, model .+\)\nrounds: round1 .+\n\nAmerican League\nteam {3}w {4}l {2}division {2}postseason {2}seed1 /);
    expect(r.stdout).toMatch(/^DET +4\d +1\d\d +0\.0 +0\.0 /m);
    expect(r.stdout).toContain('percent of seasons; standard error at most ');
    expect(await cli(['odds', '--date', '2019-09-15', '--n', '200', '--seed', '5'])).toEqual(r);
  });

  it('--format json prints the extension\'s document', async () => {
    const r = await cli(['odds', '--date', '20190915', '--n', '100', '--seed', '2', '--format', 'json']);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as { extension: string; n: number; seed: number };
    expect([doc.extension, doc.n, doc.seed]).toEqual(['playoff-odds', 100, 2]);
  });
});

describe('sports-stats odds --what-if (D115, D148)', () => {
  const NOW = '2019-12-31T12:00:00-05:00';
  const season = loadRetrosheetSeason(2019);
  const race = getRaceSeason(season, { sport: 'mlb', date: '2019-09-22', now: NOW });
  const final = getRaceSeason(season, { sport: 'mlb', date: '2019-09-30', now: NOW });
  const left = new Set(race.remaining.map((g) => g.eventId));
  // Every game left after September 22, with its real score: the season as it was played.
  const actual = final.played.filter((g) => left.has(g.eventId)).map((g) => ({ eventId: g.eventId, homeScore: g.homeScore, awayScore: g.awayScore }));
  const file = (value: unknown) => {
    const f = path.join(mkdtempSync(path.join(tmpdir(), 'odds-what-if-')), 'outcomes.json');
    writeFileSync(f, JSON.stringify(value));
    return f;
  };
  type Doc = { games_left: number; groups: { teams: { team_id: string; odds: { goal: string; p: number }[] }[] }[] };
  const postseason = (stdout: string) => {
    const doc = JSON.parse(stdout) as Doc;
    return doc.groups.flatMap((g) => g.teams.filter((t) => t.odds.find((o) => o.goal === 'postseason')!.p > 0).map((t) => t.team_id)).sort();
  };

  it('with the real results of every game left, no regular-season game is simulated and the postseason field is the real one in every run', async () => {
    // All but the game Chicago (AL) and Detroit owed each other, never played and cancelled once the rest are decided (D166).
    expect(race.remaining.filter((g) => !actual.some((a) => a.eventId === g.eventId)).map((g) => g.owed)).toEqual([true]);
    const r = await cli(['odds', '--date', '2019-09-22', '--n', '50', '--seed', '3', '--format', 'json', '--what-if', file(actual)]);
    expect(r.code).toBe(0);
    expect(r.stderr).not.toContain('sports-stats:');
    const doc = JSON.parse(r.stdout) as Doc;
    expect(doc.games_left).toBe(0);
    // The regular season is decided: its goals are certain; the rounds of the postseason are still drawn.
    const decided = (goal: string) => goal === 'division' || goal === 'postseason' || goal === 'bye' || /^seed\d+$/.test(goal);
    for (const t of doc.groups.flatMap((g) => g.teams)) for (const o of t.odds.filter((x) => decided(x.goal))) expect([0, 1]).toContain(o.p);
    expect(postseason(r.stdout)).toEqual([
      'atlanta-braves', 'houston-astros', 'los-angeles-dodgers', 'milwaukee-brewers', 'minnesota-twins',
      'new-york-yankees', 'oakland-athletics', 'st-louis-cardinals', 'tampa-bay-rays', 'washington-nationals',
    ]);
  });

  it('with some results, simulates only the games left after them, and differs from the odds without them', async () => {
    const cle = race.teams.findIndex((t) => t.teamId === 'cleveland-indians');
    const wins = race.remaining.filter((g) => g.home === cle || g.away === cle).map((g) => ({ eventId: g.eventId, winner: 'cleveland-indians' }));
    const args = ['odds', '--date', '2019-09-22', '--n', '400', '--seed', '9', '--format', 'json'];
    const [plain, what] = [await cli(args), await cli([...args, '--what-if', file(wins)])];
    expect(what.code).toBe(0);
    const pOf = (stdout: string) => (JSON.parse(stdout) as Doc).groups[0]!.teams.find((t) => t.team_id === 'cleveland-indians')!.odds.find((o) => o.goal === 'postseason')!.p;
    expect((JSON.parse(what.stdout) as Doc).games_left).toBe(race.remaining.length - wins.length);
    expect(pOf(what.stdout)).toBeGreaterThan(pOf(plain.stdout));
    expect(await cli([...args, '--what-if', file(wins)])).toEqual(what);
  });

  it('names a bad outcome and prints nothing (exit 1), as picture does', async () => {
    const bad = await cli(['odds', '--date', '2019-09-22', '--n', '10', '--what-if', file([{ eventId: 'nope', winner: 'x' }])]);
    expect([bad.code, bad.stdout]).toEqual([1, '']);
    expect(bad.stderr).toMatch(/outcomes\.0\.eventId: "nope" is not a game left to play .* \(unknown_event\)\n$/);
    const empty = await cli(['odds', '--what-if', '']);
    expect([empty.code, empty.stderr]).toEqual([2, expect.stringMatching(/--what-if needs a file/)]);
  });
});

describe('usage errors, before loading', () => {
  it.each([
    [['chart', '--group', 'al'], 'chart needs --season YYYY (the year the season ends in)', 'chart'],
    [['chart', '--season', '19', '--group', 'al'], '--season must be a year (yyyy), got "19"', 'chart'],
    [['chart', '--season', '2019'], 'chart needs --group, a division or conference (mlb: al, nl, al-east, ..., nl-west; nba: east, west, atlantic, ...)', 'chart'],
    [['chart', '--season', '2019', '--group', 'al', '--sport', 'nhl'], '--sport must be mlb or nba, got "nhl"', 'chart'],
    [['chart', '--season', '2019', '--group', 'al', 'x'], 'unexpected argument "x": chart takes options only', 'chart'],
    [['picture', '--date', '2019-02-30'], '--date must be a date (yyyy-MM-dd or yyyyMMdd), got "2019-02-30"', 'picture'],
    [['picture', '--format', 'csv'], '--format must be one of table, json, got "csv"', 'picture'],
    [['picture', '--n', '5'], 'unknown option "--n" for picture', 'picture'],
    [['picture', '--tie-search', '0'], '--tie-search must be a number of nodes from 1 to 9999999, got "0"', 'picture'],
    [['picture', '--tie-search', 'lots'], '--tie-search must be a number of nodes from 1 to 9999999, got "lots"', 'picture'],
    [['odds', '--tie-search', '5'], 'unknown option "--tie-search" for odds', 'odds'],
    [['odds', '--n', '0'], '--n must be an integer from 1 to 100000, got "0"', 'odds'],
    [['odds', '--n', '100001'], '--n must be an integer from 1 to 100000, got "100001"', 'odds'],
    [['odds', '--n', '1e3'], '--n must be an integer from 1 to 100000, got "1e3"', 'odds'],
    [['odds', '--seed', '-1'], '--seed must be an integer from 0 to 4294967295, got "-1"', 'odds'],
    [['odds', '--seed', '4294967296'], '--seed must be an integer from 0 to 4294967295, got "4294967296"', 'odds'],
    [['query', '/ext/mlb/playoff-picture/20190925.json', '--format', 'csv'], '/ext/mlb/playoff-picture/20190925.json has no csv format: an extension answers a document, not one table (sports-stats picture and odds print theirs as tables)', 'query'],
  ])('%j is a usage error naming it (exit 2, usage on stderr)', async (args, message, command) => {
    const r = await cli(args);
    expect([r.code, r.stdout]).toEqual([2, '']);
    expect(r.stderr).toBe(`sports-stats: ${message}\nusage: ${r.stderr.split('\nusage: ')[1]!}`);
    expect(r.stderr).toContain(`usage: sports-stats ${command} `);
  });

  it('query prints an extension\'s answer as it is', async () => {
    const r = await cli(['query', '/ext/mlb/race-chart/2019/al-west.svg']);
    expect([r.code, r.stdout.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg ')]).toEqual([0, true]);
  });

  it('each command has its help', async () => {
    for (const command of ['picture', 'odds', 'chart']) {
      const r = await cli([command, '--help']);
      expect([r.code, r.stderr]).toEqual([0, '']);
      expect(r.stdout).toMatch(new RegExp(`^usage: sports-stats ${command} `));
    }
    const tool = await cli(['--help']);
    for (const command of ['picture', 'odds', 'chart']) expect(tool.stdout).toContain(`sports-stats ${command} `);
    // The extensions are listed apart from the xmlstats endpoints.
    expect(tool.stdout).toMatch(/\nExtensions \(not xmlstats endpoints; see docs\/ENDPOINTS\.md\):\n(  \/ext\/.*\n)+/);
    expect(tool.stdout).toMatch(/^ {2}\/ext\/\{mlb\|nba\}\/race-chart\/SEASON\/GROUP\.svg +public$/m);
  });
});
