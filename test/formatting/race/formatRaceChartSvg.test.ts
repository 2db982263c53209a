import { XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { getRaceChart } from '../../../src/engine/getRaceChart.js';
import type { LeagueState } from '../../../src/engine/LeagueState.js';
import { formatRaceChartSvg, type RaceChartLike } from '../../../src/formatting/race/formatRaceChartSvg.js';
import { loadBundledSeason } from '../../../src/importers/loadBundledSeason.js';
import { readXml } from '../readXml.js';

let state: LeagueState;
beforeAll(async () => {
  const r = await loadBundledSeason();
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  state = r.value;
});

const small: RaceChartLike = {
  sport: 'mlb', season: 2019, group: { name: 'A & B <East>' }, measure: 'games-back',
  dates: ['2019-03-28', '2019-04-02', '2019-05-01'],
  series: [
    { teamId: 'a', fullName: 'Team "A"', abbreviation: 'AAA', halvesBack: [0, 0, 0] },
    { teamId: 'b', fullName: 'Team B', abbreviation: 'BBB', halvesBack: [1, 2, 5] },
  ],
};

describe('formatRaceChartSvg', () => {
  it('is well-formed XML with an accessible title, one path per team and no script or external reference', () => {
    const svg = formatRaceChartSvg(getRaceChart(state, { sport: 'mlb', season: 2019, group: 'al' })!);
    expect(XMLValidator.validate(svg)).toBe(true);
    const { root } = readXml(svg);
    expect(root.name).toBe('svg');
    expect(root.attributes).toContainEqual(['role', 'img']);
    expect(root.attributes).toContainEqual(['aria-labelledby', 'race-title race-desc']);
    expect(svg).toContain('<title id="race-title">2019 American League: games back by date</title>');
    expect(svg.match(/<path /g)).toHaveLength(15);
    for (const id of ['new-york-yankees', 'houston-astros', 'detroit-tigers']) expect(svg).toContain(`data-team="${id}"`);
    expect(svg).not.toMatch(/<script|href=|@import|url\(|@font-face/);
  });

  it('labels the axes: months on x, games back on y, and a legend in final order with final games back', () => {
    const svg = formatRaceChartSvg(getRaceChart(state, { sport: 'mlb', season: 2019, group: 'al-east' })!);
    for (const month of ['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep']) expect(svg).toContain(`>${month}</text>`);
    expect(svg).toContain('>Games back</text>');
    const legend = [...svg.matchAll(/<text [^>]*>([A-Z]{2,3})  ([0-9.]+)<\/text>/g)].map((m) => `${m[1]!} ${m[2]!}`);
    expect(legend).toEqual(['NYY 0', 'TB 7', 'BOS 19', 'TOR 36', 'BAL 49']);
    expect(svg).toContain('Last day: NYY 0, TB 7, BOS 19, TOR 36, BAL 49.');
  });

  it('is deterministic: the same chart gives the same bytes', () => {
    const chart = getRaceChart(state, { sport: 'mlb', season: 2019, group: 'nl-central' })!;
    const copy = JSON.parse(JSON.stringify(chart)) as RaceChartLike;
    expect(formatRaceChartSvg(copy)).toBe(formatRaceChartSvg(chart));
  });

  it('places points at calendar positions, escapes names and writes half games', () => {
    const svg = formatRaceChartSvg(small);
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).toContain('2019 A &amp; B &lt;East&gt;: games back by date');
    expect(svg).toContain('Team "A": 0 games back on 2019-05-01');
    expect(svg).toContain('>BBB  2.5</text>');
    // x from 56 to 560 over 34 days: April 2 is 5 days in; y: 0 to 3 games over 48..370.
    const d = /data-team="b" d="([^"]+)"/.exec(svg)![1]!;
    expect(d).toBe('M56,101.7 L130.1,155.3 L560,316.3');
  });

  it('a chart without dates draws axes and legend only', () => {
    const svg = formatRaceChartSvg({ ...small, dates: [], series: [{ teamId: 'a', fullName: 'A', abbreviation: 'A', halvesBack: [] }] });
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).toContain('data-team="a" d=""');
    expect(svg).toContain('have been played');
  });
});
