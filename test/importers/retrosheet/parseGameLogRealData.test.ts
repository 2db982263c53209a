/**
 * Issue 11, item 2: real game logs load even where the registry lags behind them. Every input is
 * built here (gameLogLines.ts) or is the repository's bundled data/retrosheet/GL2019.TXT.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { BatchInput } from '../../../src/engine/BatchInput.js';
import { createLeagueState } from '../../../src/engine/createLeagueState.js';
import { ingest } from '../../../src/engine/ingest.js';
import type { Issue, Result } from '../../../src/ids/Issue.js';
import { parseGameLog } from '../../../src/importers/retrosheet/parseGameLog.js';
import { retrosheetSiteId } from '../../../src/registry/retrosheetSiteId.js';
import { retrosheetTeamId } from '../../../src/registry/retrosheetTeamId.js';
import { gameLogText, SEOUL_AND_RICKWOOD_2024, type GameLogFacts } from './gameLogLines.js';

const BUNDLED_2019 = fileURLToPath(new URL('../../../data/retrosheet/GL2019.TXT', import.meta.url));
const lookups = { teamIdOf: retrosheetTeamId, siteIdOf: retrosheetSiteId };

function value(r: Result<BatchInput>): BatchInput {
  if (!r.ok) throw new Error(r.issues.slice(0, 3).map((i) => i.message).join('; '));
  return r.value;
}
const warningsOf = (r: Result<BatchInput>): readonly Issue[] => (r.ok ? (r.warnings ?? []) : []);

describe('parseGameLog: a 2024 log with the Seoul Series and Rickwood Field', () => {
  it('loads whole, each game at its venue (the registry knows SEO01 and BIR01)', () => {
    const r = parseGameLog(gameLogText(SEOUL_AND_RICKWOOD_2024), { fileName: 'GL2024.TXT', ...lookups });
    expect(warningsOf(r)).toEqual([]);
    expect(value(r).games?.map((g) => [g.event_id, g.site_id])).toEqual([
      ['20240320-los-angeles-dodgers-at-san-diego-padres', 'gocheok-sky-dome'],
      ['20240328-st-louis-cardinals-at-los-angeles-dodgers', 'dodger-stadium'],
      ['20240620-san-francisco-giants-at-st-louis-cardinals', 'rickwood-field'],
    ]);
  });

  it('marks the games away from both teams\' homes as neutral-site games, and only those', () => {
    const games = value(parseGameLog(gameLogText(SEOUL_AND_RICKWOOD_2024), { fileName: 'GL2024.TXT', ...lookups })).games ?? [];
    expect(games.map((g) => g.neutral_site ?? false)).toEqual([true, false, true]);
  });

  it('ingests into a state whose games carry the neutral site', () => {
    const r = ingest(createLeagueState(), value(parseGameLog(gameLogText(SEOUL_AND_RICKWOOD_2024), lookups)));
    if (!r.ok) throw new Error(r.issues[0]?.message);
    const day = r.state.seasons['mlb:2024']?.months['2024-03']?.['2024-03-20'] ?? {};
    expect(Object.values(day).map((g) => [g.siteId, g.neutralSite])).toEqual([['gocheok-sky-dome', true]]);
  });
});

describe('parseGameLog: an unknown park never blocks a season', () => {
  const lines: GameLogFacts[] = [
    { date: '20240320', visitor: 'LAN', home: 'SDN', visitorRuns: 5, homeRuns: 2, park: 'XYZ01', outs: 54 },
    { date: '20240328', visitor: 'SLN', home: 'LAN', visitorRuns: 1, homeRuns: 7, park: 'LOS03', outs: 51 },
  ];

  it('keeps the game at a site built from the park id, with a warning naming line and field', () => {
    const r = parseGameLog(gameLogText(lines), { fileName: 'GL2024.TXT', ...lookups });
    expect(value(r).games?.[0]).toMatchObject({
      event_id: '20240320-los-angeles-dodgers-at-san-diego-padres',
      site: { site_id: 'xyz01', name: 'XYZ01', capacity: null, surface: null, city: '', state: '' },
      neutral_site: true,
    });
    expect(value(r).games?.[0]?.site_id).toBeUndefined();
    expect(warningsOf(r)).toEqual([
      {
        code: 'unknown_site',
        path: ['GL2024.TXT', 'line 1', 'field 17'],
        message: 'GL2024.TXT line 1 field 17: unknown park id "XYZ01" in 2024; the game is kept at a site named "XYZ01", its capacity and place unknown',
      },
    ]);
    const state = ingest(createLeagueState(), value(r));
    expect(state.ok && state.state.sites.byId['xyz01']).toMatchObject({ name: 'XYZ01', capacity: null });
  });

  it('an empty park id leaves the game at the home team\'s park (site_id null), with a warning', () => {
    const r = parseGameLog(gameLogText([{ ...lines[1]!, park: '' }]), { fileName: 'GL2024.TXT', ...lookups });
    expect(value(r).games?.[0]?.site_id).toBeNull();
    expect(value(r).games?.[0]?.neutral_site).toBeUndefined();
    expect(warningsOf(r).map((w) => w.code)).toEqual(['unknown_site']);
  });
});

describe('parseGameLog: an unknown team code skips its game, not the season', () => {
  const lines: GameLogFacts[] = [
    { date: '20240320', visitor: 'LAN', home: 'SDN', visitorRuns: 5, homeRuns: 2, park: 'SEO01', outs: 54 },
    { date: '20240321', visitor: 'ZZZ', home: 'LAN', visitorRuns: 1, homeRuns: 7, park: 'LOS03', outs: 51 },
  ];

  it('loads the other games and warns about the skipped one', () => {
    const r = parseGameLog(gameLogText(lines), { fileName: 'GL2024.TXT', ...lookups });
    expect(value(r).games?.map((g) => g.event_id)).toEqual(['20240320-los-angeles-dodgers-at-san-diego-padres']);
    expect(warningsOf(r)).toEqual([
      {
        code: 'unknown_team',
        path: ['GL2024.TXT', 'line 2', 'field 4'],
        message: 'GL2024.TXT line 2 field 4: unknown team code "ZZZ" in 2024; the game is skipped (a game is placed in standings by its teams)',
      },
    ]);
  });

  it('refuses a file none of whose games can be placed (a season the lookups do not cover), with those problems as issues', () => {
    const r = parseGameLog(gameLogText([{ ...lines[0]!, date: '19900410' }]), { fileName: 'GL1990.TXT', ...lookups });
    expect(r.ok ? [] : r.issues.map((i) => [i.code, ...i.path])).toEqual([
      ['unknown_team', 'GL1990.TXT', 'line 1', 'field 4'],
      ['unknown_team', 'GL1990.TXT', 'line 1', 'field 7'],
    ]);
  });

  it('a file refused for other reasons lists the warnings among its issues, in line order', () => {
    const broken = gameLogText(lines).replace('"20240320"', '"20240231"');
    const r = parseGameLog(broken, { fileName: 'GL2024.TXT', ...lookups });
    expect(r.ok ? [] : r.issues.map((i) => [i.code, i.path[1], i.path[2]])).toEqual([
      ['invalid_date', 'line 1', 'field 1'],
      ['unknown_team', 'line 2', 'field 4'],
    ]);
  });
});

describe('parseGameLog: warnings are bounded like a reader can read them', () => {
  it('gives the first 20 of a code and one count of the rest', () => {
    const lines: GameLogFacts[] = Array.from({ length: 45 }, (_, i) => ({
      date: `202404${String(1 + (i % 28)).padStart(2, '0')}`, number: i < 28 ? '1' : '2', visitor: 'LAN', home: 'SDN', visitorRuns: 1, homeRuns: 0, park: `QQQ${String(i).padStart(2, '0')}`,
    }));
    const r = parseGameLog(gameLogText(lines), { fileName: 'GL2024.TXT', ...lookups });
    expect(value(r).games).toHaveLength(45);
    const warnings = warningsOf(r);
    expect(warnings).toHaveLength(21);
    expect(warnings[19]?.path).toEqual(['GL2024.TXT', 'line 20', 'field 17']);
    expect(warnings[20]).toEqual({ code: 'unknown_site', path: ['GL2024.TXT'], message: 'GL2024.TXT: 25 more unknown_site like the ones above' });
  });
});

describe('parseGameLog: defaults and encodings', () => {
  it('uses the built-in registry when no lookups are given', () => {
    expect(value(parseGameLog(gameLogText(SEOUL_AND_RICKWOOD_2024))).games?.map((g) => g.site_id)).toEqual(['gocheok-sky-dome', 'dodger-stadium', 'rickwood-field']);
  });

  it('reads a file with a UTF-8 byte order mark read as latin1 (the three characters ï»¿) like one without', () => {
    const text = gameLogText(SEOUL_AND_RICKWOOD_2024);
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'latin1')]).toString('latin1');
    expect(value(parseGameLog(withBom, lookups))).toEqual(value(parseGameLog(text, lookups)));
  });
});

describe('parseGameLog: neutral sites of the bundled 2019 season (data/retrosheet/GL2019.TXT)', () => {
  it('flags the ten games away from both teams\' homes: Tokyo, Monterrey, Omaha, London, Williamsport', () => {
    const games = value(parseGameLog(readFileSync(BUNDLED_2019, 'latin1'), { fileName: 'GL2019.TXT' })).games ?? [];
    expect(games).toHaveLength(2429);
    expect(games.filter((g) => g.neutral_site === true).map((g) => `${g.event_id?.slice(0, 8)} ${g.site_id}`)).toEqual([
      '20190320 tokyo-dome', '20190321 tokyo-dome',
      '20190413 estadio-de-beisbol-monterrey', '20190414 estadio-de-beisbol-monterrey',
      '20190504 estadio-de-beisbol-monterrey', '20190505 estadio-de-beisbol-monterrey',
      '20190613 td-ameritrade-park',
      '20190629 london-stadium', '20190630 london-stadium',
      '20190818 bbt-ballpark-at-historic-bowman-field',
    ]);
  });
});
