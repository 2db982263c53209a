import { wonLostThrough } from '../aggregates/computeTeamTimelines.js';
import type { Team } from '../aggregates/Team.js';
import type { LeagueDate, Season, Sport } from '../ids/index.js';
import { seasonParam, sportParam } from '../ids/sportParam.js';
import { derivedPerArg, getSeasonIndex } from './internal/seasonIndex.js';
import type { LeagueState } from './LeagueState.js';

/** A group a race chart can show: a division or a conference (MLB: a league), by its slug. */
export interface RaceGroup {
  /** `al-east`, `nl`, `atlantic`, `west`, ... */
  readonly slug: string;
  /** `AL East`, `National League`, `Atlantic Division`, `Western Conference`. */
  readonly name: string;
  readonly conference: string;
  /** Undefined for a whole conference (league). */
  readonly division?: string;
}

const MLB_GROUPS: readonly RaceGroup[] = (['American', 'National'] as const).flatMap((league) => {
  const short = league === 'American' ? 'al' : 'nl';
  const name = league === 'American' ? 'AL' : 'NL';
  return [
    { slug: short, name: `${league} League`, conference: league },
    ...(['East', 'Central', 'West'] as const).map((d) => ({ slug: `${short}-${d.toLowerCase()}`, name: `${name} ${d}`, conference: league, division: d })),
  ];
});
const NBA_GROUPS: readonly RaceGroup[] = [
  { slug: 'east', name: 'Eastern Conference', conference: 'East' },
  ...(['Atlantic', 'Central', 'Southeast'] as const).map((d) => ({ slug: d.toLowerCase(), name: `${d} Division`, conference: 'East', division: d })),
  { slug: 'west', name: 'Western Conference', conference: 'West' },
  ...(['Northwest', 'Pacific', 'Southwest'] as const).map((d) => ({ slug: d.toLowerCase(), name: `${d} Division`, conference: 'West', division: d })),
];

/**
 * The groups a race chart shows for a sport, with their slugs: MLB `al`, `al-east`,
 * `al-central`, `al-west`, `nl`, `nl-east`, ...; NBA `east`, `atlantic`, `central`,
 * `southeast`, `west`, `northwest`, `pacific`, `southwest`.
 *
 * @example
 * raceChartGroups('mlb').map((g) => g.slug).includes('al-east'); // true
 */
export function raceChartGroups(sport: Sport): readonly RaceGroup[] {
  return sportParam('raceChartGroups', sport) === 'mlb' ? MLB_GROUPS : NBA_GROUPS;
}

/** Parameters of {@link getRaceChart}. */
export interface RaceChartQuery {
  readonly sport: Sport;
  /** The season, named by the year it ends in (NBA 2018 is 2017-18). */
  readonly season: Season;
  /** A slug of {@link raceChartGroups}. */
  readonly group: string;
}

/** One line of a race chart: a team and its games back on each date of the chart. */
export interface RaceChartSeries {
  readonly teamId: string;
  readonly fullName: string;
  readonly abbreviation: string;
  /** Games back of the group's leader after each date of {@link RaceChart.dates}, in half games (0: leading). */
  readonly halvesBack: readonly number[];
}

/** The data of a race chart: games back of each team of a group, by date. */
export interface RaceChart {
  readonly sport: Sport;
  readonly season: Season;
  readonly group: RaceGroup;
  /** What the values measure: games back of the group's leader on each date. */
  readonly measure: 'games-back';
  /** Every league day a regular-season game of a team of the group counted on, ascending. */
  readonly dates: readonly LeagueDate[];
  /** One per team of the group, in the order of the last date (fewest games back first, then by name). */
  readonly series: readonly RaceChartSeries[];
}

/**
 * The race of a division or conference over a season: for each league day on which a
 * regular-season game of the group counted, each team's games back of the group's leader that
 * day (the team with the best wins-minus-losses), from the same records as the standings
 * (completed regular-season games through that day). Undefined when the season has no counted
 * regular-season game. Derived once per season index and group (the values are frozen).
 * An unknown group is a RangeError naming the slugs.
 *
 * @example
 * const chart = getRaceChart(state, { sport: 'mlb', season: 2019, group: 'al-east' });
 * chart?.series[0]?.teamId; // 'new-york-yankees'
 */
export function getRaceChart(state: LeagueState, query: RaceChartQuery): RaceChart | undefined {
  sportParam('getRaceChart', query.sport);
  seasonParam('getRaceChart', query.season);
  const group = raceChartGroups(query.sport).find((g) => g.slug === query.group);
  if (!group) throw new RangeError(`getRaceChart: unknown group "${query.group}" for ${query.sport} (one of ${raceChartGroups(query.sport).map((g) => g.slug).join(', ')})`);
  const index = getSeasonIndex(state, query.sport, query.season);
  if (!index.countedSpan('regular')) return undefined;
  return derivedPerArg(index, 'race-chart', group.slug, () => {
    const teams = index.teams.filter((t) => t.conference === group.conference && (group.division === undefined || t.division === group.division));
    const timelines = index.timelines('regular');
    const days = new Set<number>();
    for (const t of teams) for (const d of timelines.get(t.teamId)?.days ?? []) days.add(d);
    const dates = [...days].sort((a, b) => a - b).map(toLeagueDate);
    const halves: number[][] = teams.map(() => []);
    for (const date of dates) {
      const diffs = teams.map((t) => {
        const [won, lost] = wonLostThrough(timelines.get(t.teamId), date);
        return won - lost;
      });
      const best = Math.max(...diffs);
      diffs.forEach((d, i) => halves[i]!.push(best - d));
    }
    const series = teams.map((t, i) => seriesOf(t, halves[i]!));
    series.sort((a, b) => (a.halvesBack.at(-1) ?? 0) - (b.halvesBack.at(-1) ?? 0) || (a.fullName < b.fullName ? -1 : a.fullName > b.fullName ? 1 : 0));
    return { sport: index.sport, season: index.season, group, measure: 'games-back' as const, dates, series };
  });
}

function seriesOf(team: Team, halvesBack: number[]): RaceChartSeries {
  return { teamId: team.teamId, fullName: team.fullName, abbreviation: team.abbreviation, halvesBack };
}

/** A timeline day number (yyyymmdd) as a league date. */
function toLeagueDate(day: number): LeagueDate {
  const s = String(day);
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}` as LeagueDate;
}
