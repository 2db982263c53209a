import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readXmlstatsFolder } from '../../../../src/importers/xmlstats/readXmlstatsFolder.js';
import { DATA } from '../../../sharedData.js';

const FOLDER = path.join(DATA, 'mlb', 'xmlstats_2014');
const scratch = mkdtempSync(path.join(tmpdir(), 'importers-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('readXmlstatsFolder', () => {
  it('shared/data/mlb/xmlstats_2014: 2,460 events (1,522 completed, 907 scheduled, 29 postponed, 2 suspended), 30 teams', async () => {
    const r = await readXmlstatsFolder(FOLDER);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const games = r.value.games ?? [];
    expect(games).toHaveLength(2460);
    const count = (s: string): number => games.filter((g) => g.status === s).length;
    expect([count('completed'), count('scheduled'), count('postponed'), count('suspended')]).toEqual([1522, 907, 29, 2]);
    expect(r.value.teams).toHaveLength(30);
    // teams.json wins over the older copies embedded in the results rows.
    expect(r.value.teams?.find((t) => t.team_id === 'texas-rangers')?.site_name).toBe('Globe Life Park in Arlington');
  });

  it('without teams.json the teams come from the results rows', async () => {
    const dir = path.join(scratch, 'no-teams');
    cpSync(path.join(FOLDER, 'results'), path.join(dir, 'results'), { recursive: true });
    const r = await readXmlstatsFolder(dir);
    expect(r.ok && r.value.teams?.length).toBe(30);
    expect(r.ok && r.value.teams?.find((t) => t.team_id === 'texas-rangers')?.site_name).toBe('Rangers Ballpark in Arlington');
  });

  it('invalid JSON, a missing results folder: invalid_input naming the file', async () => {
    const dir = path.join(scratch, 'broken');
    cpSync(path.join(FOLDER, 'results'), path.join(dir, 'results'), { recursive: true });
    writeFileSync(path.join(dir, 'results', 'boston-red-sox.json'), '[{"event_id": ');
    const r = await readXmlstatsFolder(dir);
    expect(r.ok ? [] : r.issues.map((i) => [i.code, ...i.path])).toEqual([['invalid_input', 'results/boston-red-sox.json']]);
    const none = await readXmlstatsFolder(path.join(scratch, 'nothing-here'));
    expect(none.ok ? [] : none.issues.map((i) => [i.code, ...i.path])).toEqual([['invalid_input', 'nothing-here']]);
  });
});
