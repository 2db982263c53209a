import type { IssueCode } from '../../ids/Issue.js';
import { KAGGLE_OFFICIAL_COLUMNS, type KaggleRow } from './readKaggleRow.js';

/**
 * Whether the two rows of a game agree: `b` must be the other team's row (its team block
 * mirroring `a`'s opponent block and the other way round, points and every period) with the same
 * start time, season type and officials. Each disagreement is a `conflict` on `b` (the later
 * row), named by its column.
 *
 * @example
 * checkKagglePair(awayRow, homeRow, report); // true, or false with issues such as [file, 'line 3', 'opptPTS3']
 */
export function checkKagglePair(a: KaggleRow, b: KaggleRow, report: (code: IssueCode, lineNo: number, column: string, message: string) => void): boolean {
  if (b.team.abbreviation === a.team.abbreviation) {
    report('conflict', b.lineNo, 'teamAbbr', `a second ${b.team.abbreviation} row of this game (line ${a.lineNo})`);
    return false;
  }
  let ok = true;
  const differ = (column: string, mine: string | number, theirs: string | number, theirColumn: string): void => {
    ok = false;
    report('conflict', b.lineNo, column, `${column} is "${mine}", line ${a.lineNo} (the ${a.team.abbreviation} row of the same game) has ${theirColumn} "${theirs}"`);
  };
  if (b.gmTime !== a.gmTime) differ('gmTime', b.gmTime, a.gmTime, 'gmTime');
  if (b.seasTyp !== a.seasTyp) differ('seasTyp', b.seasTyp, a.seasTyp, 'seasTyp');
  KAGGLE_OFFICIAL_COLUMNS.forEach((column, i) => {
    if (b.officials[i] !== a.officials[i]) differ(column, b.officials[i] ?? '', a.officials[i] ?? '', column);
  });
  for (const [mine, theirs, prefix, theirPrefix] of [[b.team, a.oppt, 'team', 'oppt'], [b.oppt, a.team, 'oppt', 'team']] as const) {
    if (mine.points !== theirs.points) differ(`${prefix}PTS`, mine.points, theirs.points, `${theirPrefix}PTS`);
    mine.periods.forEach((v, i) => {
      if (v !== theirs.periods[i]) differ(`${prefix}PTS${i + 1}`, v, theirs.periods[i] ?? '', `${theirPrefix}PTS${i + 1}`);
    });
  }
  return ok;
}
