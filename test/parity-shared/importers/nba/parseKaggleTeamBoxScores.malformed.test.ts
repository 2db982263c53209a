import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseKaggleTeamBoxScores } from '../../../../src/importers/nba/parseKaggleTeamBoxScores.js';
import { lookups, NBA } from './nbaLookups.js';

const { teamIdOf } = lookups;
/** Header and the first game (NY at CLE, 2016-10-25, lines 2 and 3) of the 2016-17 file. */
const [HEADER = '', AWAY = '', HOME = ''] = readFileSync(path.join(NBA, 'xmlstats_kaggle', '2016-17_teamBoxScore.csv'), 'utf8').split('\n');
const COLUMNS = HEADER.split(',');

/** A row with some columns replaced. */
function edit(row: string, changes: Readonly<Record<string, string>>): string {
  const fields = row.split(',');
  for (const [column, value] of Object.entries(changes)) fields[COLUMNS.indexOf(column)] = value;
  return fields.join(',');
}

function issuesOf(lines: readonly string[], text = `${lines.join('\n')}\n`): string[] {
  const r = parseKaggleTeamBoxScores(text, { fileName: 'f.csv', teamIdOf });
  return r.ok ? [] : r.issues.map((i) => `${i.code} ${i.path.join(' ')}`);
}

describe('parseKaggleTeamBoxScores: malformed input gives typed issues [file, line, column]', () => {
  it('accepts the first game alone, with CRLF line ends and a byte order mark too', () => {
    expect(issuesOf([HEADER, AWAY, HOME])).toEqual([]);
    const r = parseKaggleTeamBoxScores(`\ufeff${[HEADER, HOME, AWAY].join('\r\n')}\r\n`, { teamIdOf });
    expect(r.ok && r.value.games?.[0]?.event_id).toBe('20161025-new-york-knicks-at-cleveland-cavaliers');
  });

  it('file shape: empty file, header only, missing column, wrong field count, cut last line', () => {
    expect(issuesOf([], '')).toEqual(['truncated_file f.csv line 1']);
    expect(issuesOf([HEADER])).toEqual(['truncated_file f.csv line 2']);
    expect(issuesOf([HEADER.replace('teamPTS5', 'teamPTS_5'), AWAY, HOME])).toEqual(['malformed_line f.csv line 1 teamPTS5']);
    expect(issuesOf([HEADER, AWAY, `${HOME},extra`])).toEqual(['malformed_line f.csv line 3', 'malformed_line f.csv line 2 opptAbbr']);
    expect(issuesOf([], [HEADER, AWAY, HOME.slice(0, 200)].join('\n'))).toEqual(['truncated_file f.csv line 3', 'malformed_line f.csv line 2 opptAbbr']);
    expect(issuesOf([HEADER, AWAY, HOME.replace('Lane', '"Lane')])).toEqual(['malformed_line f.csv line 3', 'malformed_line f.csv line 2 opptAbbr']);
  });

  it('fields: date, time, season type, numbers, locations, results, teams', () => {
    expect(issuesOf([HEADER, edit(AWAY, { gmDate: '2016-02-30' }), HOME])).toEqual(['invalid_date f.csv line 2 gmDate', 'malformed_line f.csv line 3 opptAbbr']);
    expect(issuesOf([HEADER, edit(AWAY, { gmTime: '8:00' }), edit(HOME, { gmTime: '8:00' })])).toEqual(['malformed_line f.csv line 2 gmTime', 'malformed_line f.csv line 3 gmTime']);
    expect(issuesOf([HEADER, edit(AWAY, { seasTyp: 'Summer' }), HOME])).toEqual(['malformed_line f.csv line 2 seasTyp', 'malformed_line f.csv line 3 opptAbbr']);
    expect(issuesOf([HEADER, edit(AWAY, { teamPTS2: '2x' }), HOME])).toEqual(['malformed_line f.csv line 2 teamPTS2', 'malformed_line f.csv line 3 opptAbbr']);
    expect(issuesOf([HEADER, edit(AWAY, { teamLoc: 'Road' }), HOME])).toEqual(['malformed_line f.csv line 2 teamLoc', 'malformed_line f.csv line 3 opptAbbr']);
    expect(issuesOf([HEADER, edit(AWAY, { teamRslt: 'Win' }), HOME])).toEqual(['invalid_score f.csv line 2 teamRslt', 'malformed_line f.csv line 3 opptAbbr']);
    expect(issuesOf([HEADER, edit(AWAY, { teamAbbr: 'XXX' }), edit(HOME, { opptAbbr: 'XXX' })])).toEqual(['unknown_team f.csv line 2 teamAbbr', 'malformed_line f.csv line 3 opptAbbr']);
  });

  it('the two rows of a game must agree: mirrored scores, time, officials; no third row; no missing row', () => {
    expect(issuesOf([HEADER, AWAY, edit(HOME, { opptPTS3: '20', opptPTS: '89' })])).toEqual(['conflict f.csv line 3 opptPTS', 'conflict f.csv line 3 opptPTS3']);
    expect(issuesOf([HEADER, AWAY, edit(HOME, { gmTime: '07:30' })])).toEqual(['conflict f.csv line 3 gmTime']);
    expect(issuesOf([HEADER, AWAY, edit(HOME, { offLNm2: 'Smith' })])).toEqual(['conflict f.csv line 3 offLNm2']);
    expect(issuesOf([HEADER, AWAY, HOME, HOME])).toEqual(['conflict f.csv line 4 teamAbbr']);
    expect(issuesOf([HEADER, AWAY])).toEqual(['malformed_line f.csv line 2 opptAbbr']);
  });

  it('period scores must add up to the points', () => {
    expect(issuesOf([HEADER, edit(AWAY, { teamPTS4: '25' }), edit(HOME, { opptPTS4: '25' })])).toEqual(['invalid_score f.csv line 2 teamPTS']);
    expect(issuesOf([HEADER, edit(AWAY, { teamPTS4: '25', teamPTS: '89' }), edit(HOME, { opptPTS4: '25', opptPTS: '89' })])).toEqual([]);
  });

  it('an overtime column is played when either team scored in it or in a later one', () => {
    const ot = (a: Record<string, string>, h: Record<string, string>) => {
      const r = parseKaggleTeamBoxScores([HEADER, edit(AWAY, a), edit(HOME, h)].join('\n'), { teamIdOf });
      return r.ok ? [r.value.games?.[0]?.away_period_scores, r.value.games?.[0]?.home_period_scores] : r.issues.map((i) => i.message);
    };
    // NY 88 + 0 in OT1 and 5 in OT2, CLE 117 + 0 + 0: OT1 was played 0-0
    expect(ot({ teamPTS6: '5', teamPTS: '93' }, { opptPTS6: '5', opptPTS: '93' })).toEqual([[18, 27, 19, 24, 0, 5], [28, 20, 34, 35, 0, 0]]);
  });

  it('the team lookup must answer team ids', () => {
    expect(() => parseKaggleTeamBoxScores([HEADER, AWAY, HOME].join('\n'), { teamIdOf: () => 'New York Knicks' })).toThrow(/^parseKaggleTeamBoxScores: teamIdOf\("NY", 2017\) returned "New York Knicks"/);
  });
});
