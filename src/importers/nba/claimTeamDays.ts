/** A line of a file that puts a team in a game on a date. */
export interface TeamDayLine {
  readonly lineNo: number;
  readonly date: string;
  readonly teamId: string;
  /** How the file names the team, for the message. */
  readonly label: string;
}

/**
 * Records that each team of a game plays on its date; a team already playing that day (an NBA
 * team plays once a day) is reported as a `conflict` on the given column. Returns whether all
 * were free.
 *
 * @example
 * claimTeamDays(seen, [away, home], 'teamAbbr', report); // false when either already plays that day
 */
export function claimTeamDays(
  seen: Map<string, number>,
  lines: readonly TeamDayLine[],
  column: string,
  report: (code: 'conflict', lineNo: number, column: string, message: string) => void,
): boolean {
  let free = true;
  for (const line of lines) {
    const key = `${line.date}|${line.teamId}`;
    const other = seen.get(key);
    if (other !== undefined) {
      report('conflict', line.lineNo, column, `${line.label} already plays on ${line.date} (line ${other})`);
      free = false;
    } else seen.set(key, line.lineNo);
  }
  return free;
}
