import type { CareerTotals } from '../aggregates/CareerTotals.js';
import { computeAge } from '../aggregates/computeAge.js';
import { computeCareerTotals } from '../aggregates/computeCareerTotals.js';
import { playerTotalsThrough, type PlayerTimeline } from '../aggregates/computePlayerTimelines.js';
import type { DraftPick } from '../aggregates/DraftPick.js';
import type { PlayerBio } from '../aggregates/PlayerBio.js';
import type { PlayerTotals } from '../aggregates/PlayerTotals.js';
import type { Team } from '../aggregates/Team.js';
import { seasonOfDate, type LeagueDate, type Season } from '../ids/index.js';
import { seasonParam } from '../ids/sportParam.js';
import { today, type Clock } from './internal/clock.js';
import { getSeasonIndex } from './internal/seasonIndex.js';
import { teamKey, type LeagueState } from './LeagueState.js';

/** Parameters of {@link getDraft}. */
export interface DraftQuery {
  /** Ages and career totals are taken on the clock's US Eastern date. */
  readonly now: Clock;
  /** The draft's year; default the most recent draft ingested that was held by the clock's date (a year's draft counts from 1 July). */
  readonly season?: Season;
  /** Only this club's picks. */
  readonly teamId?: string;
}

/** One pick as served: the facts, the club, the player's age and career totals. */
export interface DraftRow {
  readonly season: Season;
  readonly round: number;
  readonly pick: number;
  readonly overallPick: number;
  readonly player: PlayerBio;
  readonly age: number;
  readonly team: Team;
  readonly totals: CareerTotals;
  /** Where the totals come from: the ingested box score lines, or the pick as ingested. */
  readonly totalsFrom: 'box_scores' | 'ingested';
}

/** The picks of a draft as served. */
export interface DraftPayload {
  /** The draft's year, or undefined when no draft is known. */
  readonly season: Season | undefined;
  /** Every pick of the draft the state holds (before the team filter). */
  readonly picksInDraft: number;
  /** The picks asked for, by overall pick. */
  readonly picks: readonly DraftRow[];
}

/**
 * An NBA draft (the draft endpoint): its picks by overall pick, optionally one club's, with
 * each player's age on the clock's Eastern date and his career totals.
 *
 * The club of a pick is the team object of the NBA season the draftee joins (the draft of June
 * 2011 is followed by season 2012, 2011-12), else of the draft year's season. Career totals are
 * regular-season totals: when the state holds completed regular-season NBA games with a box
 * score line of the player (by player id) in a season after the draft year and counting on or
 * before the clock's date, games played, points, assists, steals and blocks are the sums of
 * those lines, and the rebound split too when every line is complete (otherwise the split is
 * the ingested one); without such a line the totals are the pick's as ingested.
 *
 * @example
 * getDraft(state, { season: 2011, teamId: 'charlotte-bobcats', now: '2013-07-01T12:00:00-04:00' }).picks[0]?.player.displayName; // 'Kemba Walker'
 */
export function getDraft(state: LeagueState, query: DraftQuery): DraftPayload {
  if (query.season !== undefined) seasonParam('getDraft', query.season);
  const day = today('getDraft', query.now);
  const drafts = draftsOf(state);
  // The draft of a year counts as held from 1 July on (it was held in the last week of June every
  // year from 1985 to 2019 and since 2022; 2020 and 2021 were later).
  const lastHeld = Number(day.slice(0, 4)) - (day.slice(5) < '07-01' ? 1 : 0);
  let season = query.season ?? -Infinity;
  if (query.season === undefined) for (const s of drafts.keys()) if (s <= lastHeld && s > season) season = s;
  if (!Number.isFinite(season)) return { season: undefined, picksInDraft: 0, picks: [] };
  const all = drafts.get(season) ?? [];
  const asked = query.teamId === undefined ? all : all.filter((p) => p.teamId === query.teamId);
  let timelines: ReadonlyMap<string, PlayerTimeline>[] | undefined;
  const picks = asked.map((p): DraftRow => {
    // A pick's row is a function of the pick, the state's games and teams tables and the day: the
    // row made last from the same three is the row (D183).
    const made = MADE.get(p);
    if (made !== undefined && made.seasons === state.seasons && made.teams === state.teams && made.day === day) return made.row;
    timelines ??= nbaSeasonsWithGames(state, season + 1, seasonOfDate('nba', day)).map((s) => getSeasonIndex(state, 'nba', s).playerTimelines('regular'));
    const lines = careerLines(timelines, p.player.playerId, day);
    const computed = computeCareerTotals(lines, p.totals);
    const row = rowOf(p, teamOfPick(state, p)!, computeAge(p.player.birthdate, day), computed ?? p.totals, computed ? 'box_scores' : 'ingested');
    if (Object.isFrozen(p) && Object.isFrozen(p.player) && Object.isFrozen(p.totals)) MADE.set(p, { seasons: state.seasons, teams: state.teams, day, row });
    return row;
  });
  return { season, picksInDraft: all.length, picks };
}

/**
 * The row last made for each frozen pick, with what it was made from: the state's games and
 * teams tables (immutable, so the same tables give the same timelines and club) and the day.
 */
const MADE = new WeakMap<DraftPick, { readonly seasons: LeagueState['seasons']; readonly teams: LeagueState['teams']; readonly day: LeagueDate; readonly row: DraftRow }>();

/** The picks of each draft year by overall pick, per draft table (a state's table never changes). */
const DRAFTS = new WeakMap<LeagueState['draftPicks'], ReadonlyMap<Season, readonly DraftPick[]>>();

function draftsOf(state: LeagueState): ReadonlyMap<Season, readonly DraftPick[]> {
  let known = DRAFTS.get(state.draftPicks);
  if (known === undefined) {
    const bySeason = new Map<Season, DraftPick[]>();
    for (const key of state.draftPicks.ids) {
      const p = state.draftPicks.byId[key]!;
      let list = bySeason.get(p.season);
      if (!list) bySeason.set(p.season, (list = []));
      list.push(p);
    }
    for (const list of bySeason.values()) list.sort((a, b) => a.overallPick - b.overallPick);
    DRAFTS.set(state.draftPicks, (known = bySeason));
  }
  return known;
}

/** The last row made for each pick (D168). */
const ROWS = new WeakMap<DraftPick, DraftRow>();

/**
 * The row of a pick, frozen: the row made last for the pick when its club, age and totals are the
 * same (D168), so that a formatter keeps its text per row as it keeps a team's or a record's
 * (D98, D152); otherwise a new row, kept in its place.
 */
function rowOf(p: DraftPick, team: Team, age: number, totals: CareerTotals, totalsFrom: DraftRow['totalsFrom']): DraftRow {
  const last = ROWS.get(p);
  if (last !== undefined && last.team === team && last.age === age && last.totalsFrom === totalsFrom && sameTotals(last.totals, totals)) return last;
  const row: DraftRow = Object.freeze({
    season: p.season, round: p.round, pick: p.pick, overallPick: p.overallPick, player: p.player, age, team,
    totals: Object.isFrozen(totals) ? totals : Object.freeze({ ...totals }), totalsFrom,
  });
  if (Object.isFrozen(p)) ROWS.set(p, row);
  return row;
}

function sameTotals(a: CareerTotals, b: CareerTotals): boolean {
  return a === b || (a.gamesPlayed === b.gamesPlayed && a.points === b.points && a.assists === b.assists && a.defensiveRebounds === b.defensiveRebounds
    && a.offensiveRebounds === b.offensiveRebounds && a.steals === b.steals && a.blocks === b.blocks);
}

/** The club of each pick, per teams table (a state's table never changes). */
const PICK_TEAMS = new WeakMap<LeagueState['teams'], WeakMap<DraftPick, Team | null>>();

/** The team object of a pick: the season the draftee joins, else the draft year's. */
function teamOfPick(state: LeagueState, p: DraftPick): Team | undefined {
  let byPick = PICK_TEAMS.get(state.teams);
  if (byPick === undefined) PICK_TEAMS.set(state.teams, (byPick = new WeakMap()));
  let team = byPick.get(p);
  if (team === undefined) {
    team = null;
    for (const s of [p.season + 1, p.season]) {
      const key = teamKey('nba', s, p.teamId);
      if (Object.hasOwn(state.teams.byId, key)) {
        team = state.teams.byId[key]!;
        break;
      }
    }
    byPick.set(p, team);
  }
  return team ?? undefined;
}

/** NBA seasons from `first` through `last` that hold games. */
function nbaSeasonsWithGames(state: LeagueState, first: Season, last: Season): Season[] {
  const out: Season[] = [];
  for (const key of Object.keys(state.seasons)) {
    if (!key.startsWith('nba:')) continue;
    const s = Number(key.slice(4));
    if (s >= first && s <= last) out.push(s);
  }
  return out.sort((a, b) => a - b);
}

/** The player's regular-season totals of each season through the date (the seasons' player timelines). */
function careerLines(timelines: readonly ReadonlyMap<string, PlayerTimeline>[], playerId: string, day: LeagueDate): PlayerTotals[] {
  const out: PlayerTotals[] = [];
  for (const byPlayer of timelines) {
    const timeline = byPlayer.get(playerId);
    const totals = timeline && playerTotalsThrough(timeline, day);
    if (totals) out.push(totals);
  }
  return out;
}
