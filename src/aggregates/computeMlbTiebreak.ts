import type { TeamAlignment } from './computeTeamTimelines.js';
import { recordAgainst } from './recordAgainst.js';
import { byChronology, type Game } from './Game.js';
import type { Team } from './Team.js';

/**
 * Orders MLB clubs tied in the standings by the tiebreak procedure MLB uses since 2022, when
 * tiebreaker games ended (MLB.com, "How to determine playoff tiebreakers", 2022-07-25):
 * 1. winning percentage in the games among the tied clubs (head-to-head, combined for more);
 * 2. winning percentage within the division;
 * 3. winning percentage against the league's other divisions (interdivision);
 * 4. winning percentage in the last half of intraleague games, then the last half plus one,
 *    plus two, ... until the tie is broken.
 * When a criterion sets some clubs apart, the best are placed first and each remaining group
 * starts the procedure again; when nothing separates them, full name decides (a stand-in for
 * MLB's draw).
 *
 * @example
 * computeMlbTiebreak([texas, houston], seasonGames, alignmentOf); // [houston, texas]: Houston won the 2023 series 9-4
 */
export function computeMlbTiebreak(tied: readonly Team[], games: readonly Game[], alignmentOf: (teamId: string) => TeamAlignment | undefined): Team[] {
  if (tied.length < 2) return [...tied];
  const decided = games
    .filter((g) => g.status === 'completed' && g.seasonType === 'regular' && g.awayScore !== null && g.homeScore !== null && g.awayScore !== g.homeScore)
    .sort(byChronology);
  return order(tied, decided, alignmentOf);
}

function pct([w, l]: readonly [number, number]): number {
  return w + l === 0 ? 0 : w / (w + l);
}

function against(team: Team, games: readonly Game[], include: (opponent: string) => boolean): [number, number] {
  return recordAgainst(team.teamId, games, include);
}

function order(tied: readonly Team[], games: readonly Game[], alignmentOf: (teamId: string) => TeamAlignment | undefined): Team[] {
  if (tied.length < 2) return [...tied];
  const ids = new Set<string>(tied.map((t) => t.teamId));
  const sameLeague = (t: Team, o: string) => alignmentOf(o)?.conference === t.conference;
  const criteria: ((t: Team) => number)[] = [
    (t) => pct(against(t, games, (o) => ids.has(o))),
    (t) => pct(against(t, games, (o) => sameLeague(t, o) && alignmentOf(o)?.division === t.division)),
    (t) => pct(against(t, games, (o) => sameLeague(t, o) && alignmentOf(o)?.division !== t.division)),
  ];
  const intraleague = new Map(tied.map((t) => [t.teamId as string, games.filter((g) => {
    const home = g.homeTeamId === t.teamId;
    return (home || g.awayTeamId === t.teamId) && sameLeague(t, home ? g.awayTeamId : g.homeTeamId);
  })]));
  const n = Math.min(...[...intraleague.values()].map((l) => l.length));
  for (let k = Math.ceil(n / 2); k > 0 && k <= n; k++) {
    criteria.push((t) => pct(against(t, intraleague.get(t.teamId)!.slice(-k), () => true)));
  }
  for (const criterion of criteria) {
    const scored = tied.map((t) => ({ t, v: criterion(t) }));
    const best = Math.max(...scored.map((s) => s.v));
    const top = scored.filter((s) => s.v === best).map((s) => s.t);
    if (top.length < tied.length) {
      return [...order(top, games, alignmentOf), ...order(tied.filter((t) => !top.includes(t)), games, alignmentOf)];
    }
  }
  return [...tied].sort((a, b) => (a.fullName < b.fullName ? -1 : a.fullName > b.fullName ? 1 : 0));
}
