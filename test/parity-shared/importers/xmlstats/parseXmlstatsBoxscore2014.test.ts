import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLeagueState } from '../../../../src/engine/createLeagueState.js';
import { getEvents } from '../../../../src/engine/getEvents.js';
import { ingest } from '../../../../src/engine/ingest.js';
import { mergeBoxscores } from '../../../../src/importers/xmlstats/mergeBoxscores.js';
import { parseXmlstatsBoxscore } from '../../../../src/importers/xmlstats/parseXmlstatsBoxscore.js';
import { readXmlstatsFolder } from '../../../../src/importers/xmlstats/readXmlstatsFolder.js';
import { DATA } from '../../../sharedData.js';

const FOLDER = path.join(DATA, 'mlb', 'xmlstats_2014');
const BOX = path.join(FOLDER, 'boxscore');
const read = (id: string) => JSON.parse(readFileSync(path.join(BOX, `${id}.json`), 'utf8')) as Record<string, unknown>;

describe('xmlstats box scores', () => {
  it('all 1,522 recorded box scores merge into the results: every completed game gains its period scores', async () => {
    expect(readdirSync(BOX).filter((f) => f.endsWith('.json'))).toHaveLength(1522);
    const r = await readXmlstatsFolder(FOLDER);
    if (!r.ok) throw new Error(JSON.stringify(r.issues.slice(0, 3)));
    const completed = (r.value.games ?? []).filter((g) => g.status === 'completed');
    expect(completed).toHaveLength(1522);
    // every completed game has a line score per side that adds up to its points (checked again by ingest)
    for (const g of completed) {
      const sum = (l: readonly number[] | undefined) => (l ?? []).reduce((s, v) => s + (v > 0 ? v : 0), 0);
      expect([g.event_id, sum(g.away_period_scores), sum(g.home_period_scores)]).toEqual([g.event_id, g.away_points_scored, g.home_points_scored]);
      expect(g.away_period_scores?.length).toBeGreaterThan(0);
    }
    const state = ingest(createLeagueState(), r.value);
    if (!state.ok) throw new Error(JSON.stringify(state.issues.slice(0, 3)));
    const day = getEvents(state.state, { date: '20140331', sport: 'mlb', now: 0 });
    const bal = day.events.find((e) => e.game.eventId === '20140331-boston-red-sox-at-baltimore-orioles');
    expect(bal?.game.homePeriodScores).toEqual([0, 1, 0, 0, 0, 0, 1, 0, -1]);
  });

  it('reports a box score that contradicts the results as a conflict', () => {
    const box = parseXmlstatsBoxscore(read('20140331-boston-red-sox-at-baltimore-orioles'), { eventId: '20140331-boston-red-sox-at-baltimore-orioles' });
    if (!box.ok) throw new Error();
    const results = { games: [{ ...box.value.games![0]!, away_period_scores: undefined, home_period_scores: undefined, home_points_scored: 3 }] };
    const merged = mergeBoxscores(results, [{ name: 'boxscore/x.json', batch: box.value }]);
    expect(merged.ok ? undefined : merged.issues[0]?.code).toBe('conflict');
  });
});
