import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseXmlstatsBoxscore } from '../../../src/importers/xmlstats/parseXmlstatsBoxscore.js';
import { SAMPLES } from '../../repoData.js';

/** The recorded BOS at BAL box score of 2014-03-31 (a copy of shared/data/mlb/xmlstats_2014/boxscore/<id>.json). */
const read = (id: string) => {
  if (id !== '20140331-boston-red-sox-at-baltimore-orioles') throw new Error(`no sample of ${id}`);
  return JSON.parse(readFileSync(path.join(SAMPLES, 'boxscore-mlb-20140331-bos-at-bal-reserialized.json'), 'utf8')) as Record<string, unknown>;
};

describe('xmlstats box scores', () => {
  it('gives the facts of a completed game: period scores, points, start, site (BOS at BAL, 2014-03-31)', () => {
    const r = parseXmlstatsBoxscore(read('20140331-boston-red-sox-at-baltimore-orioles'), { eventId: '20140331-boston-red-sox-at-baltimore-orioles' });
    expect(r.ok && r.value.games?.[0]).toMatchObject({
      event_id: '20140331-boston-red-sox-at-baltimore-orioles', status: 'completed', start_date_time: '2014-03-31T15:05:00-04:00',
      away_points_scored: 1, home_points_scored: 2, away_period_scores: [0, 0, 0, 1, 0, 0, 0, 0, 0], home_period_scores: [0, 1, 0, 0, 0, 0, 1, 0, -1],
      site: { name: 'Oriole Park at Camden Yards', capacity: 48876 },
    });
  });

  it('names the file and field of a malformed box score', () => {
    const json = read('20140331-boston-red-sox-at-baltimore-orioles');
    const r = parseXmlstatsBoxscore({ ...json, home_period_scores: [0, 'x'] }, { eventId: '20140331-boston-red-sox-at-baltimore-orioles' });
    expect(r.ok ? undefined : r.issues[0]?.path).toEqual(['boxscore/20140331-boston-red-sox-at-baltimore-orioles.json', 'home_period_scores']);
    expect(parseXmlstatsBoxscore(json, { eventId: '20140231-boston-red-sox-at-baltimore-orioles' }).ok).toBe(false);
  });

});
