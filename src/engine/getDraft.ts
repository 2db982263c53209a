import type { CareerTotals } from '../aggregates/CareerTotals.js';
import { computeAge } from '../aggregates/computeAge.js';
import { computeCareerTotals } from '../aggregates/computeCareerTotals.js';
import { playerTotalsThrough } from '../aggregates/computePlayerTimelines.js';
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
  const bySeason = new Map<Season, DraftPick[]>();
  for (const key of state.draftPicks.ids) {
    const p = state.draftPicks.byId[key]!;
    let list = bySeason.get(p.season);
    if (!list) bySeason.set(p.season, (list = []));
    list.push(p);
  }
  // The draft of a year counts as held from 1 July on (it was held in the last week of June every
  // year from 1985 to 2019 and since 2022; 2020 and 2021 were later).
  const lastHeld = Number(day.slice(0, 4)) - (day.slice(5) < '07-01' ? 1 : 0);
  const season = query.season ?? Math.max(-Infinity, ...[...bySeason.keys()].filter((s) => s <= lastHeld));
  if (!Number.isFinite(season)) return { season: undefined, picksInDraft: 0, picks: [] };
  const all = (bySeason.get(season) ?? []).slice().sort((a, b) => a.overallPick - b.overallPick);
  const asked = query.teamId === undefined ? all : all.filter((p) => p.teamId === query.teamId);
  const seasons = nbaSeasonsWithGames(state, season + 1, seasonOfDate('nba', day));
  const picks = asked.map((p): DraftRow => {
    const team = teamOfPick(state, p)!;
    const lines = careerLines(state, seasons, p.player.playerId, day);
    const computed = computeCareerTotals(lines, p.totals);
    return {
      season: p.season, round: p.round, pick: p.pick, overallPick: p.overallPick, player: p.player, age: computeAge(p.player.birthdate, day), team,
      totals: computed ?? p.totals, totalsFrom: computed ? 'box_scores' : 'ingested',
    };
  });
  return { season, picksInDraft: all.length, picks };
}

/** The team object of a pick: the season the draftee joins, else the draft year's. */
function teamOfPick(state: LeagueState, p: DraftPick): Team | undefined {
  for (const s of [p.season + 1, p.season]) {
    const key = teamKey('nba', s, p.teamId);
    if (Object.hasOwn(state.teams.byId, key)) return state.teams.byId[key];
  }
  return undefined;
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

/** The player's regular-season totals of each season through the date. */
function careerLines(state: LeagueState, seasons: readonly Season[], playerId: string, day: LeagueDate): PlayerTotals[] {
  const out: PlayerTotals[] = [];
  for (const s of seasons) {
    const timeline = getSeasonIndex(state, 'nba', s).playerTimelines('regular').get(playerId);
    const totals = timeline && playerTotalsThrough(timeline, day);
    if (totals) out.push(totals);
  }
  return out;
}
