import type { RaceResults } from '../../../src/aggregates/race/RaceResults.js';
import type { RaceTeamInfo } from '../../../src/aggregates/race/RaceSeason.js';
import type { Season, Sport } from '../../../src/ids/index.js';

/** A team of a hand-made season: abbreviation (also its id), group, division, record. */
export interface HandMadeTeam {
  readonly abbr: string;
  readonly conference: string;
  readonly division: string;
  readonly won: number;
  readonly lost: number;
  readonly pointDiff?: number;
}

/**
 * Results written by hand from published records: each team's won-lost record and the season
 * series that matter (`[winner, loser, wins]`: the winner's wins over the loser); every game not
 * listed is against no one in particular (it counts in the record only). No game order: the
 * last-half criteria see no games.
 */
export function handMadeResults(sport: Sport, season: Season, teams: readonly HandMadeTeam[], series: readonly (readonly [string, string, number])[] = []): RaceResults {
  const n = teams.length;
  const at = new Map(teams.map((t, i) => [t.abbr, i]));
  const beat = new Int32Array(n * n);
  for (const [w, l, k] of series) beat[at.get(w)! * n + at.get(l)!]! += k;
  const infos: RaceTeamInfo[] = teams.map((t) => ({ teamId: t.abbr, fullName: `${t.abbr} Club`, abbreviation: t.abbr, conference: t.conference, division: t.division }));
  return {
    sport, season, teams: infos,
    won: teams.map((t) => t.won), lost: teams.map((t) => t.lost), beat, pointDiff: teams.map((t) => t.pointDiff ?? 0),
    sequenceOf: () => ({ opponents: [], won: [] }),
    tiebreakerGames: [],
  };
}

/** Fifteen teams of one league in three divisions, records given, the rest of the league 70-92 (MLB) unless listed. */
export function mlbLeague(conference: string, records: Record<string, readonly [string, number, number]>): HandMadeTeam[] {
  const out: HandMadeTeam[] = Object.entries(records).map(([abbr, [division, won, lost]]) => ({ abbr, conference, division, won, lost }));
  for (const division of ['East', 'Central', 'West']) {
    let k = out.filter((t) => t.division === division).length;
    while (k < 5) out.push({ abbr: `${conference[0]}${division[0]}${k++}`, conference, division, won: 70, lost: 92 });
  }
  return out;
}
