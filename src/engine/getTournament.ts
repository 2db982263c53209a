import { computeFirstRoundPairings, type FirstRoundPairings } from '../aggregates/computeFirstRoundPairings.js';
import { computeMlbPostseasonField, type SeededTeam } from '../aggregates/computeMlbPostseasonField.js';
import { computeMlbTiebreak } from '../aggregates/computeMlbTiebreak.js';
import { nbaPlayoffEligible, nbaPostseasonPositions } from '../aggregates/computeNbaSeeds.js';
import { computeNbaPostseasonField } from '../aggregates/computeNbaPostseasonField.js';
import { computeRoundDates, type RoundSpan } from '../aggregates/computeRoundDates.js';
import { indexThrough, recordThrough } from '../aggregates/computeTeamTimelines.js';
import type { Game } from '../aggregates/Game.js';
import { postseasonFormat, type PostseasonFormat } from '../aggregates/PostseasonFormat.js';
import type { Team } from '../aggregates/Team.js';
import type { TournamentFacts, TournamentRound } from '../aggregates/Tournament.js';
import { EARLIEST_SEASON, seasonOfDate, type LeagueDate, type Season, type Sport } from '../ids/index.js';
import { seasonParam, sportParam } from '../ids/sportParam.js';
import { today, type Clock } from './internal/clock.js';
import { derivedOf, getSeasonIndex, type SeasonIndex } from './internal/seasonIndex.js';
import { seasonKey, type LeagueState } from './LeagueState.js';
import { concatLists } from '../aggregates/concatLists.js';

/** Parameters of {@link getTournament}. */
export interface TournamentQuery {
  readonly sport: Sport;
  /** The clock: what "current" means when no season is given. */
  readonly now: Clock;
  /** Default: the current or most recent season with a postseason (see {@link getTournament}). */
  readonly season?: Season;
}

/** A group of the payload: its seeded teams, by seed. */
export interface TournamentGroupPayload {
  readonly name: string;
  readonly description: string;
  readonly competitors: readonly { readonly seed: number; readonly team: Team }[];
}

/** A postseason, ready to format (the service's tournament object), with its first-round pairings. */
export interface TournamentPayload {
  readonly sport: Sport;
  readonly season: Season;
  readonly seasonType: 'post';
  readonly name: string;
  readonly description: string;
  readonly seeded: boolean;
  readonly startDate: LeagueDate | null;
  readonly finishDate: LeagueDate | null;
  readonly rounds: readonly TournamentRound[];
  readonly groups: readonly TournamentGroupPayload[];
  /**
   * The meetings of the first round and the teams with a bye, by the season's format; undefined
   * when the groups do not have the format's shape (an ingested structure of another kind). Not
   * printed: the service's tournament object has no field for it.
   */
  readonly firstRound: FirstRoundPairings | undefined;
  /** Whether the groups were ingested or derived from the final standings. */
  readonly source: 'ingested' | 'derived';
}

/**
 * A season's postseason: the ingested structure (`tournaments` of a batch), each missing part
 * derived, or, without one, the structure derived from the final regular-season standings with
 * the league's format of that season (`postseasonFormat`): groups (the leagues, the conferences)
 * with their seeded competitors (MLB `computeMlbPostseasonField`, ties by `computeMlbTiebreak`;
 * NBA `computeNbaPostseasonField`, the standings' playoff seeds), rounds with names and formats,
 * and dates from the postseason games of the state (`computeRoundDates`), null when none is
 * known. A structure is derived once the regular season is over in the state: a completed game
 * and none left to play (scheduled or suspended).
 *
 * Without a season: the latest season not after the clock's season that has an ingested
 * structure, or whose regular season is over by the clock's league day. Undefined when there is
 * no postseason for the season. A derived structure depends on the season's games and teams
 * alone: it is built once per season index, frozen, and returned again.
 *
 * @example
 * const t = getTournament(state, { sport: 'mlb', season: 2019, now: '2019-12-31T12:00:00-05:00' });
 * t?.firstRound?.pairings.map((p) => [p.higher.teamId, p.lower.teamId]);
 * // [['oakland-athletics', 'tampa-bay-rays'], ['washington-nationals', 'milwaukee-brewers']]
 */
export function getTournament(state: LeagueState, query: TournamentQuery): TournamentPayload | undefined {
  sportParam('getTournament', query.sport);
  if (query.season !== undefined) seasonParam('getTournament', query.season);
  const day = today('getTournament', query.now);
  if (query.season !== undefined) return build(state, query.sport, query.season);
  const current = seasonOfDate(query.sport, day);
  const candidates = new Set<number>();
  for (const key of [...state.tournaments.ids, ...(Object.keys(state.seasons) as `${Sport}:${number}`[])]) {
    const [sport, season] = key.split(':');
    if (sport === query.sport && Number(season) <= current && Number(season) >= EARLIEST_SEASON[query.sport]) candidates.add(Number(season));
  }
  for (const season of [...candidates].sort((a, b) => b - a)) {
    const ingested = Object.hasOwn(state.tournaments.byId, seasonKey(query.sport, season));
    const span = regularSeasonOver(getSeasonIndex(state, query.sport, season));
    if (ingested || (span !== undefined && span <= day)) return build(state, query.sport, season);
  }
  return undefined;
}

/** The last day of a finished regular season, or undefined while games are left (or none was played). */
function regularSeasonOver(index: SeasonIndex): LeagueDate | undefined {
  const span = index.countedSpan('regular');
  return span !== undefined && index.nothingLeft('regular') ? span[1] : undefined;
}

function build(state: LeagueState, sport: Sport, season: Season): TournamentPayload | undefined {
  const key = seasonKey(sport, season);
  const facts: TournamentFacts | undefined = Object.hasOwn(state.tournaments.byId, key) ? state.tournaments.byId[key] : undefined;
  const index = getSeasonIndex(state, sport, season);
  // Without an ingested structure the answer depends on the season's games and teams alone.
  return facts ? buildFrom(index, sport, season, facts) : derivedOf(index, 'tournament', () => buildFrom(index, sport, season, undefined));
}

function buildFrom(index: SeasonIndex, sport: Sport, season: Season, facts: TournamentFacts | undefined): TournamentPayload | undefined {
  const lastDay = regularSeasonOver(index);
  if (!facts && lastDay === undefined) return undefined;
  const format = postseasonFormat(sport, season);

  let groups: TournamentGroupPayload[];
  let source: TournamentPayload['source'];
  if (facts && facts.groups.length > 0) {
    source = 'ingested';
    groups = facts.groups.map((g) => ({
      name: g.name,
      description: g.description ?? format.groups.find((f) => f.name === g.name)?.description ?? `The ${g.name} group of the ${format.name}.`,
      competitors: g.competitors.map((c) => ({ seed: c.seed, team: index.teamOf(c.teamId)! })),
    }));
  } else {
    source = 'derived';
    const field = lastDay === undefined ? format.groups.map(() => []) : derivedOf(index, 'tournament-field', () => deriveField(index, format, lastDay));
    groups = format.groups.map((g, i) => ({ name: g.name, description: g.description, competitors: field[i]! }));
  }

  const firstRound = computeFirstRoundPairings(
    format.rule,
    groups.map((g) => ({ name: g.name, competitors: g.competitors.map((c) => ({ seed: c.seed, teamId: c.team.teamId })) })),
    (id) => index.teamOf(id)?.division,
  );
  const baseRounds = facts && facts.rounds.length > 0 ? facts.rounds : format.rounds.map((r) => ({ ...r, startDate: null, finishDate: null }));
  const spans: readonly RoundSpan[] = firstRound ? computeRoundDates(baseRounds.length, firstRound, index.games, format.rule === 'nba-play-in') : [];
  const rounds = baseRounds.map((r, i) => ({
    sequence: r.sequence,
    name: r.name,
    roundFormat: r.roundFormat,
    startDate: r.startDate ?? spans[i]?.startDate ?? null,
    finishDate: r.finishDate ?? spans[i]?.finishDate ?? null,
  }));
  const starts = rounds.flatMap((r) => (r.startDate === null ? [] : [r.startDate]));
  const finishes = rounds.flatMap((r) => (r.finishDate === null ? [] : [r.finishDate]));
  return {
    sport,
    season,
    seasonType: 'post',
    name: facts?.name ?? format.name,
    description: facts?.description ?? format.description,
    seeded: true,
    startDate: facts?.startDate ?? (starts.length > 0 ? starts.reduce((a, b) => (b < a ? b : a)) : null),
    finishDate: facts?.finishDate ?? (finishes.length > 0 ? finishes.reduce((a, b) => (b > a ? b : a)) : null),
    rounds,
    groups,
    firstRound,
    source,
  };
}

/** The seeded teams of each group of the format from the records through the last regular-season day. */
function deriveField(index: SeasonIndex, format: PostseasonFormat, lastDay: LeagueDate): SeededTeam[][] {
  const timelines = index.timelines('regular');
  const records = new Map(index.teams.map((t) => [t.teamId as string, recordThrough(timelines.get(t.teamId), lastDay)]));
  const recordOf = (team: Team) => records.get(team.teamId)!;
  const alignmentOf = (id: string) => index.teamOf(id);
  if (format.sport === 'mlb') {
    const breakTie = (tied: readonly Team[]) => computeMlbTiebreak(tied, index.games, alignmentOf);
    return format.groups.map((g) => computeMlbPostseasonField(index.groups([g.conference], MLB_DIVISIONS), recordOf, format.season, breakTie));
  }
  const conferences = format.groups.map((g) => concatLists(index.groups([g.conference], NBA_DIVISIONS)));
  const positions = nbaPostseasonPositions(format.season);
  const eligible = conferences.map((teams) => nbaPlayoffEligible(teams, recordOf, positions));
  const counted = new Map<string, readonly Game[]>();
  const gamesOf = (teamId: string): readonly Game[] => {
    let list = counted.get(teamId);
    if (!list) {
      const timeline = timelines.get(teamId);
      list = timeline ? timeline.games.slice(0, indexThrough(timeline, lastDay) + 1) : [];
      counted.set(teamId, list);
    }
    return list;
  };
  return conferences.map((teams, i) => computeNbaPostseasonField(teams, recordOf, gamesOf, alignmentOf, eligible[1 - i]!, format.season));
}

const MLB_DIVISIONS = ['East', 'Central', 'West'] as const;
const NBA_DIVISIONS = ['Atlantic', 'Central', 'Southeast', 'Northwest', 'Pacific', 'Southwest'] as const;
