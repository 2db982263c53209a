import type { Game } from '../../Game.js';
import type { Season, Sport } from '../../../ids/index.js';
import type { RaceResults } from '../RaceResults.js';
import type { RacePlayedGame, RaceTeamInfo } from '../RaceSeason.js';
import { markRaceChecked } from '../checkRaceSeason.js';
import { resultsOfRace } from '../resultsOfRace.js';

/** A team as the adapters know it: id, names and alignment. */
type TeamLike = Pick<RaceTeamInfo, 'teamId' | 'fullName' | 'abbreviation' | 'conference' | 'division'>;

/**
 * The results of a list of games in the compact form of the tiebreakers, for the adapters that
 * take the engine's `Game` records: the teams given first (in that order: index `i` is
 * `teams[i]`), then every other team the games name, aligned by `alignmentOf`. Decided games
 * only (completed, scored, not tied), in the order given (pass them chronologically when the
 * order matters).
 *
 * @example
 * const { results, indexOf } = resultsOfGames('mlb', 2023, [houston, texas], games, alignmentOf);
 * results.beat[indexOf.get('houston-astros')! * results.teams.length + indexOf.get('texas-rangers')!]; // 9
 */
export function resultsOfGames(
  sport: Sport,
  season: Season,
  teams: readonly TeamLike[],
  games: readonly Game[],
  alignmentOf: (teamId: string) => Pick<TeamLike, 'conference' | 'division'> | undefined,
): { results: RaceResults; indexOf: Map<string, number> } {
  const infos: RaceTeamInfo[] = teams.map((t) => ({ teamId: t.teamId, fullName: t.fullName, abbreviation: t.abbreviation, conference: t.conference, division: t.division }));
  const indexOf = new Map<string, number>(infos.map((t, i) => [t.teamId, i]));
  const at = (id: string): number => {
    let i = indexOf.get(id);
    if (i === undefined) {
      const a = alignmentOf(id);
      i = infos.length;
      infos.push({ teamId: id, fullName: id, abbreviation: id, conference: a?.conference ?? '', division: a?.division ?? '' });
      indexOf.set(id, i);
    }
    return i;
  };
  const played: RacePlayedGame[] = [];
  for (const g of games) {
    if (g.status !== 'completed' || g.homeScore === null || g.awayScore === null || g.homeScore === g.awayScore) continue;
    played.push({ eventId: g.eventId, home: at(g.homeTeamId), away: at(g.awayTeamId), homeScore: g.homeScore, awayScore: g.awayScore, date: g.countsOn });
  }
  // Built here from decided games of the state: well formed, so not checked again (D163).
  const results = resultsOfRace(markRaceChecked({ sport, season, asOf: games[games.length - 1]?.countsOn ?? ('1970-01-01' as Game['countsOn']), teams: infos, played, remaining: [] }));
  return { results, indexOf };
}
