import type { StandingFacts } from '../../aggregates/StandingRow.js';
import { gamesPlayedOf } from '../../aggregates/TeamRecord.js';
import { decimalFromHalves } from '../Decimal.js';
import { formatOrdinal } from '../formatOrdinal.js';
import { formatRateRatio, formatRatioOneDecimal } from '../formatRatio.js';
import type { Team } from '../../aggregates/Team.js';
import type { TeamRecord } from '../../aggregates/TeamRecord.js';
import { isPlainText, JsonShape, type JsonRecord } from '../JsonShape.js';

const CONFERENCE: Readonly<Record<string, string>> = { American: 'AL', National: 'NL', East: 'EAST', West: 'WEST' };
const MLB_DIVISION: Readonly<Record<string, string>> = { East: 'E', Central: 'C', West: 'W' };
const NBA_DIVISION: Readonly<Record<string, string>> = { Atlantic: 'ATL', Central: 'CEN', Southeast: 'SE', Northwest: 'NW', Pacific: 'PAC', Southwest: 'SW' };

/**
 * The standings spelling of a conference (`AL`, `NL`, `EAST`, `WEST`).
 *
 * @example
 * conferenceAbbreviation('American'); // 'AL'
 */
export function conferenceAbbreviation(conference: string): string {
  return Object.hasOwn(CONFERENCE, conference) ? CONFERENCE[conference]! : conference;
}

/**
 * The standings spelling of a division (`E`/`C`/`W`; NBA `ATL CEN SE NW PAC SW`).
 *
 * @example
 * divisionAbbreviation('nba', 'Southeast'); // 'SE'
 */
export function divisionAbbreviation(sport: string, division: string): string {
  const table = sport === 'nba' ? NBA_DIVISION : MLB_DIVISION;
  return Object.hasOwn(table, division) ? table[division]! : division;
}

/** The standing object's key order of this era. */
const STANDING_KEYS = [
  'rank', 'won', 'lost', 'streak:plain', 'ordinal_rank:plain', 'first_name', 'last_name', 'team_id:plain', 'games_back', 'points_for',
  'points_against', 'home_won', 'home_lost', 'away_won', 'away_lost', 'conference_won', 'conference_lost', 'division_won', 'division_lost',
  'last_five:plain', 'last_ten:plain', 'conference', 'division', 'playoff_seed', 'points_scored_per_game:plain', 'points_allowed_per_game:plain',
  'win_percentage:plain', 'point_differential', 'point_differential_per_game:plain', 'streak_type:plain', 'streak_total', 'games_played',
];

/**
 * The standing object's key order of this era. `:plain` marks
 * strings the builder makes itself (nothing to escape; team ids are validated slugs).
 */
export const STANDING_SHAPE = new JsonShape(STANDING_KEYS);

/** The same shape for a team whose names, conference and division need no escaping either. */
const STANDING_SHAPE_PLAIN_TEAM = new JsonShape(
  STANDING_KEYS.map((k) => (['first_name', 'last_name', 'conference', 'division'].includes(k) ? `${k}:plain` : k)),
);

const plainTeams = new WeakMap<Team, boolean>();

/** `W1`... and `L1`... for the streaks of a season, and every `w-l` of last five and last ten. */
const WINS: readonly string[] = Array.from({ length: 64 }, (_, i) => `W${i}`);
const LOSSES: readonly string[] = Array.from({ length: 64 }, (_, i) => `L${i}`);
const RECENT: readonly string[] = Array.from({ length: 121 }, (_, i) => `${Math.floor(i / 11)}-${i % 11}`);

/**
 * A record's streak as the standings print it: `W3`, `L1`, or `-` before the first decided game.
 *
 * @example
 * streakText({ streakType: 'win', streakTotal: 3 }); // 'W3'
 */
export function streakText(r: Pick<TeamRecord, 'streakType' | 'streakTotal'>): string {
  return r.streakType === 'win' ? (WINS[r.streakTotal] ?? `W${r.streakTotal}`) : r.streakType === 'loss' ? (LOSSES[r.streakTotal] ?? `L${r.streakTotal}`) : '-';
}

/**
 * A `won-lost` of the last five or last ten games.
 *
 * @example
 * recentText(7, 3); // '7-3'
 */
export function recentText(won: number, lost: number): string {
  return RECENT[won * 11 + lost] ?? `${won}-${lost}`;
}

/** Whether a team's strings can be written without escaping, checked once per frozen team (the engine's teams are), on every call for another. */
export function isPlainTeam(team: Team): boolean {
  let plain = plainTeams.get(team);
  if (plain === undefined) {
    plain = [team.firstName, team.lastName, conferenceAbbreviation(team.conference), divisionAbbreviation(team.sport, team.division)].every(isPlainText);
    if (Object.isFrozen(team)) plainTeams.set(team, plain);
  }
  return plain;
}

/**
 * A standing object in the recorded key order with this era's insertions: `rank, won, lost, streak, ordinal_rank, first_name, last_name,
 * team_id, games_back, points_for, points_against, home_won, home_lost, away_won, away_lost,
 * conference_won, conference_lost, division_won, division_lost` (standings only) `, last_five,
 * last_ten, conference, division, playoff_seed` (NBA only) `, points_scored_per_game,
 * points_allowed_per_game, win_percentage, point_differential, point_differential_per_game,
 * streak_type, streak_total, games_played`.
 *
 * @example
 * writeJson(standingToJson(row, { divisionRecords: true }), 'pretty'); // '{\n  "rank" : 1, ...'
 */
export function standingToJson(row: StandingFacts, options: { readonly divisionRecords: boolean }): JsonRecord {
  const r = row.record;
  const gp = gamesPlayedOf(r);
  const diff = r.pointsFor - r.pointsAgainst;
  const team = row.team;
  return (isPlainTeam(team) ? STANDING_SHAPE_PLAIN_TEAM : STANDING_SHAPE).record([
    row.rank,
    r.won,
    r.lost,
    streakText(r),
    formatOrdinal(row.rank),
    team.firstName,
    team.lastName,
    team.teamId,
    decimalFromHalves(row.gamesBackHalves),
    r.pointsFor,
    r.pointsAgainst,
    r.homeWon,
    r.homeLost,
    r.awayWon,
    r.awayLost,
    r.conferenceWon,
    r.conferenceLost,
    options.divisionRecords ? r.divisionWon : undefined,
    options.divisionRecords ? r.divisionLost : undefined,
    recentText(r.lastFiveWon, r.lastFiveLost),
    recentText(r.lastTenWon, r.lastTenLost),
    conferenceAbbreviation(team.conference),
    divisionAbbreviation(team.sport, team.division),
    row.playoffSeed,
    formatRatioOneDecimal(r.pointsFor, gp),
    formatRatioOneDecimal(r.pointsAgainst, gp),
    formatRateRatio(r.won, r.won + r.lost),
    diff,
    formatRatioOneDecimal(diff, gp),
    r.streakType ?? '-',
    r.streakTotal,
    gp,
  ]);
}
