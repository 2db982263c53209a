import type { BatchInput, GameInput } from '../../engine/BatchInput.js';
import { formatEventId } from '../../ids/EventId.js';
import { issue, type Issue, type IssueCode, type Result } from '../../ids/Issue.js';
import { parseLeagueDate, type LeagueDate } from '../../ids/LeagueDate.js';
import { isTeamId, type TeamId } from '../../ids/TeamId.js';
import { isRetrosheetNeutralSite } from '../../registry/isRetrosheetNeutralSite.js';
import { retrosheetSiteId } from '../../registry/retrosheetSiteId.js';
import { retrosheetTeamId } from '../../registry/retrosheetTeamId.js';
import { boundIssues } from '../boundIssues.js';
import { siteIdOfName } from '../xmlstats/siteIdOfName.js';
import { readGameLogLine, type GameLogLine } from './readGameLogLine.js';
import { splitGameLogLine, type GameLogLineFields } from './splitGameLogLine.js';

/** How {@link parseGameLog} names the file in issue paths and maps Retrosheet codes to the engine's ids. */
export interface GameLogOptions {
  /** Used as the first element of every issue path (`GL2019.TXT`); defaults to `game log`. */
  readonly fileName?: string;
  /**
   * The team id of a Retrosheet team code (`BOS`, `CHN`, `TBA`) in a season, or undefined when
   * unknown; defaults to the built-in registry's `retrosheetTeamId`.
   */
  readonly teamIdOf?: (code: string, season: number) => string | undefined;
  /**
   * The site id of a Retrosheet park id (`BOS07`) in a season (the year of the game's date; a
   * park keeps its id through renamings), or undefined when unknown; defaults to the built-in
   * registry's `retrosheetSiteId`.
   */
  readonly siteIdOf?: (parkId: string, season: number) => string | undefined;
}

/** A game-log line has 161 fields (Retrosheet's `glfields.txt`); field 2 is the game number. */
const FIELD_COUNT = 161;
const F_GAME_NUMBER = 2;

/**
 * Parses a Retrosheet game log (one completed regular-season MLB game per line, 161 fields;
 * field guide `glfields.txt`) into the engine's batch input. Per line: the event id from the date
 * (field 1) and game number (field 2: `0`, `1`, `A`, `B` are sequence 1, `2` is 2, `3` is 3), the
 * visiting (4) and home (7) team through `teamIdOf(code, year of the date)`, scores (10, 11), the
 * line scores (20, 21) as period scores, the site through `siteIdOf(park, year)` (17), and for a
 * game suspended and finished later (14, completion information) `completed_on` = the completion
 * date, the day it counts on. Start times are unknown (`null`): Retrosheet only
 * says day or night. A forfeit (15, `V`/`H`) is recorded 9-0 for the team it was awarded to,
 * without period scores; a no-decision forfeit (`T`) cannot be represented and is an issue.
 * The lookups default to the built-in registry. A game away from both teams' homes
 * (`isRetrosheetNeutralSite`, read on the codes whatever the lookups) gets `neutral_site: true`.
 *
 * Real files hold what a registry does not know yet; that never refuses the file. A park id
 * `siteIdOf` does not know is a warning (`unknown_site`) and the game keeps it as its site: a
 * site named by the park id (`XYZ01`, site id `xyz01`), capacity, surface, city and state
 * unknown (a game log says nothing more); an empty park id leaves the game at the home team's
 * park. A team code `teamIdOf` does not know is a warning (`unknown_team`) and the line is
 * skipped: a game is placed in standings by its teams, and a team made up from a code would have
 * no league or division. A file whose every game is skipped so is refused with those problems as
 * issues. Warnings are returned beside the value, at most 20 per code and a count of the rest.
 *
 * Period scores follow the service: `x` is -1, and a game stopped before its scheduled length is
 * padded with -1 to 9 innings (7 for the doubleheader games of 2020-2021, which were scheduled
 * for seven), as the recorded 2014 box scores print rain-shortened games.
 *
 * Every problem of the file is reported, with path `[fileName, 'line N', 'field K']`:
 * `truncated_file` (an empty file; a last line with too few fields or an open quote; a last line
 * without newline whose field 161, always quoted, is bare), `malformed_line` (wrong field count,
 * bad number, bad line score, scores that do not add up), `invalid_date`, `conflict` (two lines
 * with the same event id). When there is any issue, nothing is returned, and the warnings of
 * the file are listed among the issues. LF and CRLF line ends and a byte order mark are
 * accepted (U+FEFF, or the three characters of a UTF-8 one read as latin1).
 *
 * @example
 * import { readFileSync } from 'node:fs';
 * const r = parseGameLog(readFileSync('GL2016.TXT', 'latin1'), { fileName: 'GL2016.TXT' });
 * if (r.ok) r.value.games?.length; // 2428
 */
export function parseGameLog(text: string, options: GameLogOptions = {}): Result<BatchInput> {
  const fileName = options.fileName ?? 'game log';
  const teamIdOf = options.teamIdOf ?? retrosheetTeamId;
  const siteIdOf = options.siteIdOf ?? retrosheetSiteId;
  const issues: Issue[] = [];
  // Issues and warnings in the order found; a refused file lists both.
  const problems: { readonly problem: Issue; readonly warning: boolean }[] = [];
  const at = (code: IssueCode, lineNo: number, field: number | undefined, message: string): Issue => {
    const where = field === undefined ? `line ${lineNo}` : `line ${lineNo} field ${field}`;
    return issue(code, field === undefined ? [fileName, `line ${lineNo}`] : [fileName, `line ${lineNo}`, `field ${field}`], `${fileName} ${where}: ${message}`);
  };
  const report = (code: IssueCode, lineNo: number, field: number | undefined, message: string): void => {
    const problem = at(code, lineNo, field, message);
    issues.push(problem);
    problems.push({ problem, warning: false });
  };
  let warnings = 0;
  const warn = (code: IssueCode, lineNo: number, field: number, message: string): void => {
    warnings++;
    problems.push({ problem: at(code, lineNo, field, message), warning: true });
  };

  let pos = startOfText(text);
  if (isBlank(text, pos)) {
    report('truncated_file', 1, undefined, 'the file is empty');
    return { ok: false, issues };
  }

  const fields: GameLogLineFields = { count: 0, openQuoteField: -1, badQuoteField: -1, starts: new Int32Array(FIELD_COUNT), ends: new Int32Array(FIELD_COUNT) };
  let lineNo = 0;
  const dates = new Map<string, { readonly value: LeagueDate | undefined }>();
  const context = {
    text,
    fields,
    teamIdOf: cached((code: string, season: number): TeamId | undefined => {
      const id = teamIdOf(code, season);
      if (id !== undefined && !isTeamId(id)) throw new TypeError(`parseGameLog: teamIdOf("${code}", ${season}) returned "${id}", which is not a team id`);
      return id;
    }),
    siteIdOf: cached((park: string, season: number) => siteIdOf(park, season)),
    dateOf: (compact: string): LeagueDate | undefined => {
      let hit = dates.get(compact);
      if (hit === undefined) {
        const d = compact.length === 8 ? parseLeagueDate(compact) : undefined;
        hit = { value: d?.ok ? d.value : undefined };
        dates.set(compact, hit);
      }
      return hit.value;
    },
    report: (code: IssueCode, field: number, message: string) => report(code, lineNo, field, message),
    warn: (code: IssueCode, field: number, message: string) => warn(code, lineNo, field, message),
  };
  // Asked once per park, home, visitor and season, without building a key string per line.
  const neutralSeen = new Map<number, Map<string, Map<string, Map<string, boolean>>>>();
  const neutral = (park: string, visitor: string, home: string, season: number): boolean => {
    const bySeason = neutralSeen.get(season) ?? new Map<string, Map<string, Map<string, boolean>>>();
    if (bySeason.size === 0) neutralSeen.set(season, bySeason);
    const byPark = bySeason.get(park) ?? new Map<string, Map<string, boolean>>();
    if (byPark.size === 0) bySeason.set(park, byPark);
    const byHome = byPark.get(home) ?? new Map<string, boolean>();
    if (byHome.size === 0) byPark.set(home, byHome);
    let answer = byHome.get(visitor);
    if (answer === undefined) {
      answer = isRetrosheetNeutralSite(park, visitor, home, season);
      byHome.set(visitor, answer);
    }
    return answer;
  };

  const lines: { readonly lineNo: number; readonly line: GameLogLine }[] = [];
  while (pos < text.length) {
    lineNo++;
    const newline = text.indexOf('\n', pos);
    const lineEnd = newline < 0 ? text.length : newline;
    const start = pos;
    const end = lineEnd > start && text.charCodeAt(lineEnd - 1) === 13 /* \r */ ? lineEnd - 1 : lineEnd;
    pos = lineEnd + 1;
    if (end === start) continue;

    splitGameLogLine(text, start, end, fields);
    const shape = checkShape(text, fields, end, newline < 0 || isBlank(text, newline + 1), newline < 0);
    if (shape !== undefined) {
      report(shape.code, lineNo, shape.field, shape.message);
      continue;
    }
    const line = readGameLogLine(context);
    if (line !== undefined) lines.push({ lineNo, line });
  }

  // Games per date and pair of teams (either order), completions counted on their completion
  // date: a second game of the pair on a date makes a 2020-2021 game a seven-inning one.
  const gamesOfPairOnDate = new Map<string, number>();
  for (const { line } of lines) {
    if (!hasSevenInningDoubleheaders(line.date)) continue;
    for (const d of line.completedOn === undefined ? [line.date] : [line.date, line.completedOn]) {
      const key = pairKey(d, line.visitor, line.home);
      gamesOfPairOnDate.set(key, (gamesOfPairOnDate.get(key) ?? 0) + 1);
    }
  }

  const games: GameInput[] = [];
  const linesOfDate = new Map<LeagueDate, { readonly lineNo: number; readonly line: GameLogLine }[]>();
  for (const entry of lines) {
    const { line } = entry;
    const eventId = formatEventId({ date: line.date, sequence: line.sequence, awayTeamId: line.awayTeamId, homeTeamId: line.homeTeamId });
    // A date has ~15 games: a linear search finds two lines that would get the same event id.
    const sameDate = linesOfDate.get(line.date) ?? [];
    if (sameDate.length === 0) linesOfDate.set(line.date, sameDate);
    const first = sameDate.find((o) => o.line.sequence === line.sequence && o.line.awayTeamId === line.awayTeamId && o.line.homeTeamId === line.homeTeamId);
    if (first !== undefined) {
      report('conflict', entry.lineNo, F_GAME_NUMBER, `event id "${eventId}" was already given to line ${first.lineNo}`);
      continue;
    }
    sameDate.push(entry);
    const game: GameInput = {
      sport: 'mlb',
      event_id: eventId,
      status: 'completed',
      season_type: 'regular',
      start_date_time: null,
      away_team_id: line.awayTeamId,
      home_team_id: line.homeTeamId,
      away_points_scored: line.forfeit === 'V' ? 9 : line.forfeit === 'H' ? 0 : line.awayRuns,
      home_points_scored: line.forfeit === 'H' ? 9 : line.forfeit === 'V' ? 0 : line.homeRuns,
    };
    // A park the lookup does not know stays the game's site, named by its id (an id without a
    // letter or digit names nothing: the home team's park, as for a game sent without a site).
    const unknownParkSiteId = line.siteId === undefined ? siteIdOfName(line.park) : undefined;
    if (line.siteId !== undefined) game.site_id = line.siteId;
    else if (unknownParkSiteId === '') game.site_id = null;
    else game.site = { site_id: unknownParkSiteId, name: line.park, capacity: null, surface: null, city: '', state: '' };
    if (unknownParkSiteId !== '' && neutral(line.park, line.visitor, line.home, line.season)) game.neutral_site = true;
    if (line.forfeit === '' && line.awayLine.length > 0) {
      const sevenInnings =
        line.awayLine.length < 9 &&
        hasSevenInningDoubleheaders(line.date) &&
        (line.gameNumber !== '0' || (gamesOfPairOnDate.get(pairKey(line.date, line.visitor, line.home)) ?? 0) > 1);
      game.away_period_scores = padInnings(line.awayLine, sevenInnings ? 7 : 9);
      game.home_period_scores = padInnings(line.homeLine, sevenInnings ? 7 : 9);
    }
    if (line.completedOn !== undefined) game.completed_on = line.completedOn;
    games.push(game);
  }

  if (warnings === 0) return issues.length > 0 ? { ok: false, issues } : { ok: true, value: { games } };
  const warned = new Set(problems.filter((p) => p.warning).map((p) => p.problem));
  const all = boundIssues(problems.map((p) => p.problem), fileName, (p) => warned.has(p));
  // A file whose every game was skipped has nothing to give: its warnings are its issues.
  if (issues.length > 0 || games.length === 0) return { ok: false, issues: all };
  return { ok: true, value: { games }, warnings: all };
}

/** Where the text begins: after a byte order mark, as U+FEFF or as the UTF-8 bytes EF BB BF read as latin1. */
function startOfText(text: string): number {
  if (text.charCodeAt(0) === 0xfeff) return 1;
  if (text.charCodeAt(0) === 0xef && text.charCodeAt(1) === 0xbb && text.charCodeAt(2) === 0xbf) return 3;
  return 0;
}

/** The problem with the shape of a split line (field count, quotes), or undefined when it is fine. */
function checkShape(text: string, fields: GameLogLineFields, end: number, isLastLine: boolean, noNewline: boolean): { code: IssueCode; field: number; message: string } | undefined {
  const { count, openQuoteField } = fields;
  if (openQuoteField >= 0 || count < FIELD_COUNT) {
    const at = openQuoteField >= 0 ? openQuoteField + 1 : count;
    if (isLastLine) {
      const how = openQuoteField >= 0 ? `inside the quotes of field ${at}` : `after ${count} of ${FIELD_COUNT} fields`;
      return { code: 'truncated_file', field: at, message: `the file ends ${how}; the last line is cut short` };
    }
    if (openQuoteField >= 0) return { code: 'malformed_line', field: at, message: `field ${at} opens a quote that is never closed` };
    return { code: 'malformed_line', field: count + 1, message: `the line has ${count} fields, a game log line has ${FIELD_COUNT}` };
  }
  if (noNewline && count === FIELD_COUNT && text.charCodeAt(end - 1) !== 34 /* " */) {
    // Field 161 is always quoted: a last line without newline that ends in a bare field was cut.
    const last = text.slice(fields.starts[FIELD_COUNT - 1], fields.ends[FIELD_COUNT - 1]);
    return { code: 'truncated_file', field: FIELD_COUNT, message: `the file ends without a newline inside field ${FIELD_COUNT} ("${last}", which is always quoted); the last line is cut short` };
  }
  if (count > FIELD_COUNT) return { code: 'malformed_line', field: FIELD_COUNT + 1, message: `the line has ${count} fields, a game log line has ${FIELD_COUNT}` };
  if (fields.badQuoteField >= 0) {
    const at = fields.badQuoteField + 1;
    return { code: 'malformed_line', field: at, message: `field ${at} has text after its closing quote` };
  }
  return undefined;
}

/** A two-argument lookup remembered per argument pair (a season file asks the same ~60 questions thousands of times). */
function cached<T>(lookup: (key: string, season: number) => T): (key: string, season: number) => T {
  const seen = new Map<string, { readonly value: T }>();
  return (key, season) => {
    const k = `${key}|${season}`;
    let hit = seen.get(k);
    if (hit === undefined) {
      hit = { value: lookup(key, season) };
      seen.set(k, hit);
    }
    return hit.value;
  };
}

/** Whether the text from `from` on holds only white space. */
function isBlank(text: string, from: number): boolean {
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 10 && c !== 13) return false;
  }
  return true;
}

/** 2020 and 2021: doubleheader games were scheduled for seven innings. */
function hasSevenInningDoubleheaders(date: LeagueDate): boolean {
  return date.startsWith('2020') || date.startsWith('2021');
}

function pairKey(date: string, a: string, b: string): string {
  return a < b ? `${date}|${a}|${b}` : `${date}|${b}|${a}`;
}

/** The innings of a line score, with -1 appended up to the scheduled number of innings. */
function padInnings(innings: readonly number[], scheduled: number): number[] {
  const out = innings.slice();
  while (out.length < scheduled) out.push(-1);
  return out;
}
