import { describe, expect, it } from 'vitest';
import type { BatchInput, GameInput } from '../../../src/engine/BatchInput.js';
import { batchSchema } from '../../../src/engine/BatchInput.js';
import type { Issue, Result } from '../../../src/ids/Issue.js';
import { parseGameLog } from '../../../src/importers/retrosheet/parseGameLog.js';
import { gameLogText, lahmanTeamsText } from '../../repoData.js';
import { registryLookups, tableLookups } from '../retrosheetLookups.js';


const { teamIdOf, siteIdOf } = registryLookups;

/** Game counts per season, PROVENANCE.md ("MLB / GL files" table). */
const SEASONS: Readonly<Record<number, number>> = { 2013: 2431, 2015: 2429, 2016: 2428, 2018: 2431, 2019: 2429, 2021: 2429, 2023: 2430 };

const texts = new Map<number, string>();
function textOf(season: number): string {
  let t = texts.get(season);
  if (t === undefined) {
    t = gameLogText(season);
    texts.set(season, t);
  }
  return t;
}

const parsed = new Map<number, readonly GameInput[]>();
function gamesOf(season: number): readonly GameInput[] {
  let games = parsed.get(season);
  if (games === undefined) {
    const r = parseGameLog(textOf(season), { fileName: `GL${season}.TXT`, teamIdOf, siteIdOf });
    if (!r.ok) throw new Error(`GL${season}.TXT: ${r.issues.slice(0, 3).map((i) => i.message).join('; ')}`);
    games = r.value.games ?? [];
    parsed.set(season, games);
  }
  return games;
}

/** The raw fields of a game-log line (the shared files have no quote inside quotes). */
function rawFields(line: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      const close = line.indexOf('"', i + 1);
      out.push(line.slice(i + 1, close));
      i = close + 2;
    } else {
      const comma = line.indexOf(',', i);
      const end = comma < 0 ? line.length : comma;
      out.push(line.slice(i, end));
      i = end + 1;
    }
  }
  return out;
}

function linesOf(season: number): string[][] {
  return textOf(season).split('\n').filter((l) => l !== '').map(rawFields);
}

/** Lahman Teams.csv rows of a season by Retrosheet code (teamIDretro): W, L, R, RA. */
function lahman(season: number): Map<string, { w: number; l: number; r: number; ra: number }> {
  const lines = lahmanTeamsText().split('\n');
  const head = (lines[0] ?? '').replace(/\r$/, '').split(',');
  const col = (name: string): number => head.indexOf(name);
  const out = new Map<string, { w: number; l: number; r: number; ra: number }>();
  for (const line of lines.slice(1)) {
    const c = line.replace(/\r$/, '').split(',');
    if (Number(c[col('yearID')]) !== season) continue;
    out.set(c[col('teamIDretro')] ?? '', { w: Number(c[col('W')]), l: Number(c[col('L')]), r: Number(c[col('R')]), ra: Number(c[col('RA')]) });
  }
  return out;
}

function issuesOf(r: Result<BatchInput>): readonly Issue[] {
  if (r.ok) throw new Error('expected issues, the parse succeeded');
  return r.issues;
}

describe('parseGameLog on the seven shared Retrosheet seasons', () => {
  for (const [seasonText, count] of Object.entries(SEASONS)) {
    const season = Number(seasonText);

    it(`GL${season}.TXT: ${count} games (PROVENANCE), all completed regular-season MLB games with unknown start`, () => {
      const games = gamesOf(season);
      expect(games).toHaveLength(count);
      for (const g of games) {
        expect(g).toMatchObject({ sport: 'mlb', status: 'completed', season_type: 'regular', start_date_time: null });
        expect(g.event_id?.slice(0, 4)).toBe(seasonText);
      }
      expect(new Set(games.map((g) => g.event_id)).size).toBe(count);
    });

    it(`GL${season}.TXT: wins, losses, runs scored and allowed per team equal Lahman Teams.csv ${season}`, () => {
      const totals = new Map<string, { w: number; l: number; r: number; ra: number }>();
      const add = (id: string, w: number, l: number, r: number, ra: number): void => {
        const t = totals.get(id) ?? { w: 0, l: 0, r: 0, ra: 0 };
        totals.set(id, { w: t.w + w, l: t.l + l, r: t.r + r, ra: t.ra + ra });
      };
      for (const g of gamesOf(season)) {
        const a = g.away_points_scored ?? 0;
        const h = g.home_points_scored ?? 0;
        add(g.away_team_id, a > h ? 1 : 0, a < h ? 1 : 0, a, h);
        add(g.home_team_id, h > a ? 1 : 0, h < a ? 1 : 0, h, a);
      }
      const truth = lahman(season);
      expect(truth.size).toBe(30);
      const expected = new Map([...truth].map(([code, row]) => [teamIdOf(code, season) ?? `unmapped ${code}`, row]));
      expect(Object.fromEntries(totals)).toEqual(Object.fromEntries(expected));
    });

    it(`GL${season}.TXT: period scores add up to the scores, -1 only for innings not batted, at least 9 (7) entries`, () => {
      const raw = linesOf(season);
      gamesOf(season).forEach((g, i) => {
        const sum = (xs: readonly number[] | undefined): number => (xs ?? []).reduce((s, x) => s + (x > 0 ? x : 0), 0);
        expect(sum(g.away_period_scores)).toBe(g.away_points_scored);
        expect(sum(g.home_period_scores)).toBe(g.home_points_scored);
        expect(g.away_period_scores?.length).toBe(g.home_period_scores?.length);
        const fields = raw[i] ?? [];
        // 2021 doubleheader games were scheduled for seven innings (also some with game number 0, see below).
        expect(g.away_period_scores?.length).toBeGreaterThanOrEqual(season === 2021 ? 7 : 9);
        // Padding only ever appends -1 after the innings of the line score.
        const played = (fields[19] ?? '').replace(/\(\d+\)/g, 'n').length;
        expect(g.away_period_scores?.slice(played).every((x) => x === -1)).toBe(true);
      });
    });

    it(`GL${season}.TXT: the batch passes the engine's batch schema`, () => {
      expect(batchSchema.safeParse({ games: gamesOf(season) }).success).toBe(true);
    });

    it(`GL${season}.TXT: every game with completion information counts on its later completion date`, () => {
      const raw = linesOf(season);
      const withCompletion = raw.map((f, i) => ({ f, g: gamesOf(season)[i] })).filter(({ f }) => (f[13] ?? '') !== '');
      expect(withCompletion.length).toBeGreaterThanOrEqual(1);
      expect(withCompletion.length).toBeLessThanOrEqual(8);
      for (const { f, g } of withCompletion) {
        const on = (f[13] ?? '').slice(0, 8);
        expect(g?.completed_on).toBe(`${on.slice(0, 4)}-${on.slice(4, 6)}-${on.slice(6, 8)}`);
        expect((g?.completed_on ?? '') > `${g?.event_id?.slice(0, 4)}-${g?.event_id?.slice(4, 6)}-${g?.event_id?.slice(6, 8)}`).toBe(true);
      }
      expect(gamesOf(season).filter((g) => g.completed_on !== undefined)).toHaveLength(withCompletion.length);
    });

    it(`GL${season}.TXT: doubleheader games get distinct event ids, the second one with -2`, () => {
      const raw = linesOf(season);
      const games = gamesOf(season);
      const second = raw.flatMap((f, i) => (f[1] === '2' ? [games[i]] : []));
      expect(second.length).toBeGreaterThan(0);
      for (const g of second) expect(g?.event_id).toMatch(/^\d{8}-2-/);
      const first = raw.flatMap((f, i) => (f[1] === '1' ? [games[i]] : []));
      for (const g of first) expect(g?.event_id).toMatch(/^\d{8}-[a-z]/);
      expect(first.length).toBe(second.length);
    });
  }

  it('GL2016.TXT: the 1-1 tie CHN at PIT of 2016-09-29 is a completed game with equal scores', () => {
    const tie = gamesOf(2016).filter((g) => g.away_points_scored === g.home_points_scored);
    expect(tie).toEqual([
      expect.objectContaining({
        event_id: '20160929-chicago-cubs-at-pittsburgh-pirates',
        status: 'completed',
        away_points_scored: 1,
        home_points_scored: 1,
        // Line scores "010000" and "00100x": called in the sixth (31 outs).
        away_period_scores: [0, 1, 0, 0, 0, 0, -1, -1, -1],
        home_period_scores: [0, 0, 1, 0, 0, -1, -1, -1, -1],
      }),
    ]);
  });

  it('GL2013.TXT: the game-163 tiebreaker TBA at TEX of 2013-09-30 is an ordinary regular-season game', () => {
    expect(gamesOf(2013).find((g) => g.event_id === '20130930-tampa-bay-rays-at-texas-rangers')).toMatchObject({
      season_type: 'regular',
      away_points_scored: 5,
      home_points_scored: 2,
    });
  });

  it('GL2019.TXT: OAK at DET of 2019-05-19 was finished on 2019-09-06 (completion "20190906,OAK01,5,3,39")', () => {
    expect(gamesOf(2019).find((g) => g.event_id === '20190519-oakland-athletics-at-detroit-tigers')).toMatchObject({
      completed_on: '2019-09-06',
      site_id: 'comerica-park',
      away_points_scored: 7,
      home_points_scored: 3,
    });
  });

  it('GL2021.TXT: the seven-inning doubleheader games have 7-entry line scores', () => {
    const raw = linesOf(2021);
    const games = gamesOf(2021);
    const seven = raw.flatMap((f, i) => (f[1] !== '0' && Number(f[11]) <= 42 ? [games[i]] : []));
    // PROVENANCE: 118 doubleheader games; lengths 39-42 outs are seven-inning games.
    expect(raw.filter((f) => f[1] !== '0')).toHaveLength(118);
    expect(seven.length).toBe(102);
    for (const g of seven) {
      expect(g?.away_period_scores).toHaveLength(7);
      expect(g?.home_period_scores).toHaveLength(7);
    }
    // Game 2 of 2021-07-21 SDN at ATL, a 7-inning game suspended and finished in San Diego on 09-24.
    expect(games.find((g) => g.event_id === '20210721-2-san-diego-padres-at-atlanta-braves')).toMatchObject({
      completed_on: '2021-09-24',
      away_period_scores: [4, 1, 0, 0, 0, 0, 1],
      home_period_scores: [0, 4, 0, 0, 0, 1, 0],
    });
  });

  it('pads a game stopped early to nine innings, as the service prints rain-shortened games', () => {
    // GL2013.TXT: 2013-08-27 OAK at DET, 6-3 in 30 outs, line scores "201021" and "30000x".
    expect(gamesOf(2013).find((g) => g.event_id === '20130827-oakland-athletics-at-detroit-tigers')).toMatchObject({
      away_period_scores: [2, 0, 1, 0, 2, 1, -1, -1, -1],
      home_period_scores: [3, 0, 0, 0, 0, -1, -1, -1, -1],
    });
    // GL2021.TXT: 2021-05-28 TOR at CLE, a single game of 7 innings (rain), padded to 9.
    expect(gamesOf(2021).find((g) => g.event_id === '20210528-toronto-blue-jays-at-cleveland-indians')?.away_period_scores).toEqual([0, 2, 4, 0, 3, 2, 0, -1, -1]);
    // GL2021.TXT: 2021-05-27 CIN at WAS, field 2 "0" but played beside the completion of the 05-26 game: 7 innings.
    expect(gamesOf(2021).find((g) => g.event_id === '20210527-cincinnati-reds-at-washington-nationals')?.away_period_scores).toEqual([1, 0, 0, 0, 2, 0, 0]);
  });

  it('keeps an "x" in the visitors\' line (GL2015.TXT 2015-05-02 BAL at TBA: the Orioles batted last at Tropicana Field)', () => {
    expect(gamesOf(2015).find((g) => g.event_id === '20150502-baltimore-orioles-at-tampa-bay-rays')).toMatchObject({
      away_points_scored: 4,
      away_period_scores: [0, 0, 3, 0, 0, 1, 0, 0, -1],
      home_period_scores: [0, 0, 0, 0, 0, 0, 0, 0, 0],
    });
  });

  it('gives the same games with the test tables (CurrentNames.csv, Lahman Parks.csv) up to site names', () => {
    const tables = tableLookups();
    for (const season of [2013, 2019, 2021]) {
      const r = parseGameLog(textOf(season), { fileName: `GL${season}.TXT`, ...tables });
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      const strip = (g: GameInput): GameInput => ({ ...g, site_id: null });
      expect(r.value.games?.map(strip)).toEqual(gamesOf(season).map(strip));
    }
  });

  it('gives identical games for CRLF line ends and for a byte order mark', () => {
    const lf = textOf(2016);
    const crlf = `\ufeff${lf.replace(/\n/g, '\r\n')}`;
    const r = parseGameLog(crlf, { fileName: 'GL2016.TXT', teamIdOf, siteIdOf });
    expect(r.ok && r.value.games).toEqual(gamesOf(2016));
  });

  it('asks the lookups with the season of the game date, and caches them', () => {
    const asked: string[] = [];
    const r = parseGameLog(textOf(2019), {
      teamIdOf: (code, season) => {
        asked.push(`${code} ${season}`);
        return teamIdOf(code, season);
      },
      siteIdOf: (park, season) => {
        asked.push(`${park} ${season}`);
        return siteIdOf(park, season);
      },
    });
    expect(r.ok).toBe(true);
    expect(new Set(asked).size).toBe(asked.length);
    expect(asked).toContain('TOK01 2019');
    expect(asked).toContain('OAK 2019');
  });
});

describe('parseGameLog on broken input', () => {
  const good = textOf(2013).split('\n').slice(0, 3).join('\n') + '\n';
  const lines = good.split('\n');
  const options = { fileName: 'GL2013.TXT', teamIdOf, siteIdOf };
  const withLine2 = (edit: (fields: string) => string): string => lines.map((l, i) => (i === 1 ? edit(l) : l)).join('\n');
  const replaceField = (line: string, field: number, value: string): string => {
    const f = line.split(',');
    // The first 21 fields of these lines hold no comma inside quotes.
    f[field - 1] = value;
    return f.join(',');
  };

  it('reads the three good lines', () => {
    const r = parseGameLog(good, options);
    expect(r.ok && r.value.games?.length).toBe(3);
  });

  it('a line with 160 fields: malformed_line naming file, line and the missing field', () => {
    const text = withLine2((l) => l.slice(0, l.lastIndexOf(',')));
    expect(issuesOf(parseGameLog(text, options))).toEqual([
      { code: 'malformed_line', path: ['GL2013.TXT', 'line 2', 'field 161'], message: 'GL2013.TXT line 2 field 161: the line has 160 fields, a game log line has 161' },
    ]);
  });

  it('a line with 162 fields: malformed_line', () => {
    const text = withLine2((l) => `${l},"extra"`);
    expect(issuesOf(parseGameLog(text, options))).toEqual([
      { code: 'malformed_line', path: ['GL2013.TXT', 'line 2', 'field 162'], message: 'GL2013.TXT line 2 field 162: the line has 162 fields, a game log line has 161' },
    ]);
  });

  it('a score "x7": malformed_line naming the value', () => {
    const text = withLine2((l) => replaceField(l, 10, 'x7'));
    expect(issuesOf(parseGameLog(text, options))).toEqual([
      { code: 'malformed_line', path: ['GL2013.TXT', 'line 2', 'field 10'], message: 'GL2013.TXT line 2 field 10: visitor score "x7" is not a whole number' },
    ]);
  });

  it('a date 20130231: invalid_date', () => {
    const text = withLine2((l) => replaceField(l, 1, '"20130231"'));
    expect(issuesOf(parseGameLog(text, options))).toEqual([
      { code: 'invalid_date', path: ['GL2013.TXT', 'line 2', 'field 1'], message: 'GL2013.TXT line 2 field 1: date "20130231" is not a valid yyyymmdd date' },
    ]);
  });

  it('an unknown team code "ZZZ": the game is skipped with an unknown_team warning, the season still loads (D51)', () => {
    const text = withLine2((l) => replaceField(l, 7, '"ZZZ"'));
    const r = parseGameLog(text, options);
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    expect(r.value.games).toHaveLength(2);
    expect(r.warnings).toEqual([
      { code: 'unknown_team', path: ['GL2013.TXT', 'line 2', 'field 7'], message: 'GL2013.TXT line 2 field 7: unknown team code "ZZZ" in 2013; the game is skipped (a game is placed in standings by its teams)' },
    ]);
  });

  it('an unknown park: the game is kept at a site built from the park id, with an unknown_site warning (D50)', () => {
    const text = withLine2((l) => replaceField(l, 17, '"XXX99"'));
    const r = parseGameLog(text, options);
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    expect(r.value.games?.[1]?.site).toEqual({ site_id: 'xxx99', name: 'XXX99', capacity: null, surface: null, city: '', state: '' });
    expect(r.warnings?.map((w) => [w.code, ...w.path])).toEqual([['unknown_site', 'GL2013.TXT', 'line 2', 'field 17']]);
  });

  it('a file cut in the middle of a quoted field of its last line: truncated_file', () => {
    const cut = good.slice(0, good.indexOf('"Ned Yost"') + 5);
    const issues = issuesOf(parseGameLog(cut, options));
    expect(issues).toEqual([
      { code: 'truncated_file', path: ['GL2013.TXT', 'line 2', 'field 91'], message: 'GL2013.TXT line 2 field 91: the file ends inside the quotes of field 91; the last line is cut short' },
    ]);
  });

  it('a file cut after a comma, or between fields, with or without a final newline: truncated_file', () => {
    const at = good.indexOf(',"Ned Yost"') + 1;
    for (const cut of [good.slice(0, at), `${good.slice(0, at - 1)}\n`, `${good.slice(0, at - 1)}\r\n\n`]) {
      const issues = issuesOf(parseGameLog(cut, options));
      expect(issues.map((i) => [i.code, ...i.path])).toEqual([['truncated_file', 'GL2013.TXT', 'line 2', cut.endsWith(',') ? 'field 91' : 'field 90']]);
    }
  });

  it('a last line without a final newline but complete is fine', () => {
    const r = parseGameLog(good.slice(0, -1), options);
    expect(r.ok && r.value.games?.length).toBe(3);
  });

  it('an empty file, or one of blank lines: truncated_file', () => {
    for (const text of ['', '\n', '\r\n\r\n', '\ufeff']) {
      expect(issuesOf(parseGameLog(text, options))).toEqual([
        { code: 'truncated_file', path: ['GL2013.TXT', 'line 1'], message: 'GL2013.TXT line 1: the file is empty' },
      ]);
    }
  });

  it('a quote never closed on a line that is not the last: malformed_line', () => {
    const text = withLine2((l) => l.replace('"Sam Holbrook"', '"Sam Holbrook').replace(/,"Y"$/, ''));
    const issues = issuesOf(parseGameLog(text, options));
    expect(issues[0]?.code).toBe('malformed_line');
  });

  it('line scores that do not add up, bad line scores, an unknown game number, bad completion info', () => {
    const text = [
      replaceField(lines[0] ?? '', 20, '"100000000"'),
      replaceField(lines[1] ?? '', 21, '"0000(1000x"'),
      replaceField(lines[2] ?? '', 2, '"7"'),
      replaceField(replaceField(lines[2] ?? '', 14, '"2013040,,1,1,51"'), 1, '"20130402"'),
      '',
    ].join('\n');
    expect(issuesOf(parseGameLog(text, options)).map((i) => [i.code, ...i.path.slice(1), i.message.replace(/^.*?: /, '')])).toEqual([
      ['malformed_line', 'line 1', 'field 20', 'line score "100000000" adds up to 1, the score (field 10) is 2'],
      ['malformed_line', 'line 2', 'field 21', 'line score "0000(1000x" has an unclosed or empty parenthesis at position 5'],
      ['malformed_line', 'line 3', 'field 2', 'game number "7" is not one of 0, 1, 2, 3, A, B'],
      ['invalid_date', 'line 4', 'field 14', 'completion information "2013040,,1,1,51" is not "yyyymmdd,park,visitor runs,home runs,outs"'],
    ]);
  });

  it('collects every issue of the file, not only the first', () => {
    const text = [replaceField(lines[0] ?? '', 4, '"ZZZ"'), replaceField(lines[1] ?? '', 11, ''), replaceField(lines[2] ?? '', 1, '"20131301"'), ''].join('\n');
    expect(issuesOf(parseGameLog(text, options)).map((i) => [i.code, i.path[1], i.path[2]])).toEqual([
      ['unknown_team', 'line 1', 'field 4'],
      ['malformed_line', 'line 2', 'field 11'],
      ['invalid_date', 'line 3', 'field 1'],
    ]);
  });

  it('two lines that would get the same event id: conflict on the later line', () => {
    const text = `${lines[0]}\n${lines[0]}\n`;
    expect(issuesOf(parseGameLog(text, options))).toEqual([
      {
        code: 'conflict',
        path: ['GL2013.TXT', 'line 2', 'field 2'],
        message: 'GL2013.TXT line 2 field 2: event id "20130331-texas-rangers-at-houston-astros" was already given to line 1',
      },
    ]);
  });

  it('records a forfeit 9-0 for the team it was awarded to, without period scores; rejects "T"', () => {
    const forfeit = (code: string): Result<BatchInput> => parseGameLog(`${replaceField(lines[0] ?? '', 15, `"${code}"`)}\n`, options);
    const home = forfeit('H');
    expect(home.ok && home.value.games?.[0]).toMatchObject({ away_points_scored: 0, home_points_scored: 9 });
    expect(home.ok && home.value.games?.[0]?.away_period_scores).toBeUndefined();
    const visitor = forfeit('V');
    expect(visitor.ok && visitor.value.games?.[0]).toMatchObject({ away_points_scored: 9, home_points_scored: 0 });
    expect(issuesOf(forfeit('T')).map((i) => i.code)).toEqual(['invalid_input']);
    expect(issuesOf(forfeit('Q')).map((i) => i.code)).toEqual(['malformed_line']);
  });

  it('maps game numbers 0, 1, A, B to the first game of the pairing, 2 and 3 to -2 and -3', () => {
    const seq = (n: string): string | undefined => {
      const r = parseGameLog(`${replaceField(lines[0] ?? '', 2, `"${n}"`)}\n`, options);
      return r.ok ? r.value.games?.[0]?.event_id : undefined;
    };
    expect(['0', '1', 'A', 'B', '2', '3'].map(seq)).toEqual([
      '20130331-texas-rangers-at-houston-astros',
      '20130331-texas-rangers-at-houston-astros',
      '20130331-texas-rangers-at-houston-astros',
      '20130331-texas-rangers-at-houston-astros',
      '20130331-2-texas-rangers-at-houston-astros',
      '20130331-3-texas-rangers-at-houston-astros',
    ]);
  });

  it('uses "game log" as the file name when none is given', () => {
    expect(issuesOf(parseGameLog('', { teamIdOf, siteIdOf }))[0]?.path).toEqual(['game log', 'line 1']);
  });

  it('throws a TypeError when teamIdOf returns something that is not a team id (a programming error)', () => {
    expect(() => parseGameLog(good, { teamIdOf: () => 'Not An Id', siteIdOf })).toThrow(/^parseGameLog: teamIdOf\("TEX", 2013\)/);
  });
});
