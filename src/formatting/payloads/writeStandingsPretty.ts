import type { StandingFacts } from '../../aggregates/StandingRow.js';
import type { Team } from '../../aggregates/Team.js';
import { gamesPlayedOf, type TeamRecord } from '../../aggregates/TeamRecord.js';
import { decimalFromHalves } from '../Decimal.js';
import { formatJavaDouble } from '../formatJavaDouble.js';
import { formatOrdinal } from '../formatOrdinal.js';
import { formatRateRatio, formatRatioOneDecimal } from '../formatRatio.js';
import { flatText } from '../flatText.js';
import { isPlainText } from '../JsonShape.js';
import { conferenceAbbreviation, divisionAbbreviation, isPlainTeam, recentText, streakText } from './standingToJson.js';

/**
 * The pretty text of a standings (or wild card) body, written row by row in one expression per
 * row instead of through `writeJson`'s general loop over a shape's keys (D149): the same bytes as
 * `writeJson(STANDINGS_SHAPE.record([date, rows.map(standingToJson)]), 'pretty')`. Undefined when
 * a value needs the general writer: a date, name, conference or division with a character to
 * escape, a count that is not a safe integer, or any value the general writer would refuse (it
 * then says what is wrong, as before).
 *
 * @example
 * writeStandingsPretty('2019-06-01T00:00:00-04:00', [], true); // '{\n  "standings_date" : "2019-06-01T00:00:00-04:00",\n  "standing" : [ ]\n}'
 */
export function writeStandingsPretty(date: string, rows: readonly StandingFacts[], divisionRecords: boolean): string | undefined {
  const parts = writeStandingsPrettyParts(date, rows, divisionRecords);
  if (parts === undefined) return undefined;
  let text = '';
  for (const part of parts) text += part;
  return text;
}

/**
 * {@link writeStandingsPretty} in parts (joined, its text): the head, then each row's text and the
 * separators, then the close. A row's text is kept whole per frozen record and what the row shows
 * beside it (rank, games back, seed, the division records or not), so a router copies its kept
 * bytes (D154). Undefined where {@link writeStandingsPretty} is.
 *
 * @example
 * writeStandingsPrettyParts('2019-06-01T00:00:00-04:00', [], true); // ['{\n  "standings_date" : "2019-06-01T00:00:00-04:00",\n  "standing" : [ ]\n}']
 */
export function writeStandingsPrettyParts(date: string, rows: readonly StandingFacts[], divisionRecords: boolean): string[] | undefined {
  if (!isPlainText(date)) return undefined;
  const head = '{\n  "standings_date" : "' + date + '",\n  "standing" : [ ';
  if (rows.length === 0) return [head + ']\n}'];
  const parts = new Array<string>(2 * rows.length + 1);
  parts[0] = head;
  try {
    for (let i = 0; i < rows.length; i++) {
      const text = rowText(rows[i]!, divisionRecords);
      if (text === undefined) return undefined;
      parts[2 * i + 1] = text;
      parts[2 * i + 2] = i === rows.length - 1 ? ' ]\n}' : ', ';
    }
  } catch {
    return undefined;
  }
  return parts;
}

const int = Number.isSafeInteger;

/**
 * The pieces of a row's text that depend on its record alone, kept per frozen record (D150): the
 * engine shares one frozen record per team and game played, so a team's record is written once
 * however many dates' tables show it. `start` runs from `won` to `streak`; `withoutDivision` and
 * `withDivision` from `points_for` to the `conference` key (made when first asked for); `end` from
 * `points_scored_per_game` to the row's close. Null: a count the general writer must judge.
 */
interface RecordText {
  readonly start: string;
  withoutDivision: string | undefined;
  withDivision: string | undefined;
  readonly end: string;
  /** Whole rows of this record, by what they show beside it (see {@link rowKey}), with the team they were written for. */
  rows: Map<number, readonly [Team, string]> | undefined;
}

const recordTexts = new WeakMap<TeamRecord, RecordText | null>();

/** The pieces of a team's text, kept per frozen team (the engine's teams are): names and id, then the conference and division. */
const teamTexts = new WeakMap<Team, readonly [string, string]>();

/** `rank` with the `won` key after it, and `ordinal_rank` with the `first_name` key after it, by rank; `games_back` values by half games. */
const rankHeads: string[] = [];
const rankOrdinals: string[] = [];
const gamesBackTexts: string[] = [];

/** The text of a small whole number, kept by value; made each time for any other. */
function byValue(kept: string[], value: number, make: (value: number) => string): string {
  return int(value) && value >= 0 && value < 1000 ? (kept[value] ??= flatText(make(value))) : make(value);
}

/** One standing object at the rows' nesting level, or undefined (see {@link writeStandingsPretty}). */
function rowText(row: StandingFacts, divisionRecords: boolean): string | undefined {
  const r = row.record;
  const rank = row.rank;
  const seed = row.playoffSeed;
  if (!int(rank) || rank < 0 || (seed !== undefined && !int(seed))) return undefined;
  const text = recordText(r);
  if (text === null) return undefined;
  const key = rowKey(rank, row.gamesBackHalves, seed, divisionRecords);
  const kept = key === undefined ? undefined : text.rows?.get(key);
  if (kept !== undefined && kept[0] === row.team) return kept[1];
  const team = teamText(row.team);
  if (team === undefined) return undefined;
  const whole = flatText(
    byValue(rankHeads, rank, rankHead) +
      text.start +
      byValue(rankOrdinals, rank, rankOrdinal) +
      team[0] +
      byValue(gamesBackTexts, row.gamesBackHalves, gamesBackText) +
      (divisionRecords ? (text.withDivision ??= flatText(middleText(r, true))) : (text.withoutDivision ??= flatText(middleText(r, false)))) +
      team[1] +
      (seed === undefined ? '"' : '",\n    "playoff_seed" : ' + seed) +
      text.end,
  );
  // Kept only for a frozen record and team (the engine's), a few rows a record.
  if (key !== undefined && recordTexts.get(r) === text && teamTexts.has(row.team)) {
    const rows = (text.rows ??= new Map());
    if (rows.size < ROWS_PER_RECORD) rows.set(key, [row.team, whole]);
  }
  return whole;
}

/** Most whole rows kept per record (its rank and games back change with the other teams' games). */
const ROWS_PER_RECORD = 16;

/**
 * A number naming what a standings row shows beside its record: rank, games back (half games),
 * seed, division records or not; undefined when one is out of range (the row is then not kept).
 * The wild card XML keys its kept statistics by it too.
 */
export function rowKey(rank: number, halves: number, seed: number | undefined, divisionRecords: boolean): number | undefined {
  if (!int(rank) || rank < 0 || rank >= 1000 || !int(halves) || Math.abs(halves) >= 100_000 || (seed !== undefined && (!int(seed) || seed < 0 || seed >= 100))) return undefined;
  return ((rank * 101 + (seed === undefined ? 0 : seed + 1)) * 2 + (divisionRecords ? 1 : 0)) * 200_001 + halves + 100_000;
}

function rankHead(rank: number): string {
  return '{\n    "rank" : ' + rank + ',\n    "won" : ';
}

function rankOrdinal(rank: number): string {
  return '",\n    "ordinal_rank" : "' + formatOrdinal(rank) + '",\n    "first_name" : "';
}

function gamesBackText(halves: number): string {
  return formatJavaDouble(decimalFromHalves(halves));
}

/** The kept pieces of a record (made now if it is not frozen), or null when a count is not a safe integer (the division records included, written or not). */
function recordText(r: TeamRecord): RecordText | null {
  let text = recordTexts.get(r);
  if (text !== undefined) return text;
  const gp = gamesPlayedOf(r);
  const diff = r.pointsFor - r.pointsAgainst;
  text =
    !int(r.won) || !int(r.lost) || !int(r.pointsFor) || !int(r.pointsAgainst) || !int(r.streakTotal) || !int(gp) || !int(diff) ||
    !int(r.homeWon) || !int(r.homeLost) || !int(r.awayWon) || !int(r.awayLost) || !int(r.conferenceWon) || !int(r.conferenceLost) ||
    !int(r.divisionWon) || !int(r.divisionLost)
      ? null
      : {
          start: flatText(r.won + ',\n    "lost" : ' + r.lost + ',\n    "streak" : "' + streakText(r)),
          withoutDivision: undefined,
          withDivision: undefined,
          rows: undefined,
          end: flatText(',\n    "points_scored_per_game" : "' + formatRatioOneDecimal(r.pointsFor, gp) +
            '",\n    "points_allowed_per_game" : "' + formatRatioOneDecimal(r.pointsAgainst, gp) +
            '",\n    "win_percentage" : "' + formatRateRatio(r.won, r.won + r.lost) +
            '",\n    "point_differential" : ' + diff +
            ',\n    "point_differential_per_game" : "' + formatRatioOneDecimal(diff, gp) +
            '",\n    "streak_type" : "' + (r.streakType ?? '-') +
            '",\n    "streak_total" : ' + r.streakTotal +
            ',\n    "games_played" : ' + gp +
            '\n  }'),
        };
  if (Object.isFrozen(r)) recordTexts.set(r, text);
  return text;
}

/** From `points_for` to the `conference` key (the counts checked by {@link recordText}). */
function middleText(r: TeamRecord, divisionRecords: boolean): string {
  return ',\n    "points_for" : ' + r.pointsFor +
    ',\n    "points_against" : ' + r.pointsAgainst +
    ',\n    "home_won" : ' + r.homeWon +
    ',\n    "home_lost" : ' + r.homeLost +
    ',\n    "away_won" : ' + r.awayWon +
    ',\n    "away_lost" : ' + r.awayLost +
    ',\n    "conference_won" : ' + r.conferenceWon +
    ',\n    "conference_lost" : ' + r.conferenceLost +
    (divisionRecords ? ',\n    "division_won" : ' + r.divisionWon + ',\n    "division_lost" : ' + r.divisionLost : '') +
    ',\n    "last_five" : "' + recentText(r.lastFiveWon, r.lastFiveLost) +
    '",\n    "last_ten" : "' + recentText(r.lastTenWon, r.lastTenLost) +
    '",\n    "conference" : "';
}

/** A team's two pieces: from `first_name` to the `games_back` key, and from the conference to the division; undefined when a string needs escaping. */
function teamText(team: Team): readonly [string, string] | undefined {
  let text = teamTexts.get(team);
  if (text === undefined) {
    if (!isPlainTeam(team)) return undefined;
    text = [
      flatText(team.firstName + '",\n    "last_name" : "' + team.lastName + '",\n    "team_id" : "' + team.teamId + '",\n    "games_back" : '),
      flatText(conferenceAbbreviation(team.conference) + '",\n    "division" : "' + divisionAbbreviation(team.sport, team.division)),
    ];
    if (Object.isFrozen(team)) teamTexts.set(team, text);
  }
  return text;
}
