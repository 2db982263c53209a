import type { LeagueDate } from '../ids/index.js';
import type { FirstRoundPairings } from './computeFirstRoundPairings.js';
import { byChronology, type Game } from './Game.js';

/** The first and last league day of a round's games, null when none is known. */
export interface RoundSpan {
  readonly startDate: LeagueDate | null;
  readonly finishDate: LeagueDate | null;
}

/**
 * The dates of each round (index 0 = sequence 1) from the postseason games of a season: every
 * game between two competitors that is not postponed or cancelled belongs to a series (the games
 * of one pair of teams), and a series to a round: a team paired in the first round enters at
 * round 1, a team with a bye at round 2, and each series a team plays is its next round (both
 * teams of a series agree unless the games contradict the pairings; the later round is kept).
 * With a play-in (`playIn`), the games between two play-in teams of a group played before the
 * first game of that group's teams with a bye are all of round 1 (a team may play two of them).
 * A round starts on the day of its first game and finishes on the day its last game counts on
 * (a suspended game finished later counts on that day); scheduled games count, so a round under
 * way finishes on its last scheduled day. Games of teams outside the field are ignored.
 *
 * @example
 * computeRoundDates(4, computeFirstRoundPairings('mlb-10', groups, divisionOf)!, postGames, false)[0];
 * // { startDate: '2015-10-06', finishDate: '2015-10-07' }
 */
export function computeRoundDates(roundCount: number, firstRound: FirstRoundPairings, games: readonly Game[], playIn: boolean): RoundSpan[] {
  const entry = new Map<string, number>();
  const groupOf = new Map<string, string>();
  for (const p of firstRound.pairings) {
    for (const c of [p.higher, p.lower]) {
      entry.set(c.teamId, 0);
      groupOf.set(c.teamId, p.group);
    }
  }
  for (const b of firstRound.byes) {
    entry.set(b.competitor.teamId, 1);
    groupOf.set(b.competitor.teamId, b.group);
  }
  const counted = games
    .filter((g) => g.seasonType === 'post' && g.status !== 'postponed' && g.status !== 'cancelled' && entry.has(g.awayTeamId) && entry.has(g.homeTeamId))
    .sort(byChronology);

  // With a play-in: the first day a team with a bye plays, per group.
  const byesStart = new Map<string, LeagueDate>();
  if (playIn) {
    for (const g of counted) {
      for (const id of [g.awayTeamId, g.homeTeamId]) {
        const group = groupOf.get(id)!;
        if (entry.get(id) === 1 && !byesStart.has(group)) byesStart.set(group, g.date);
      }
    }
  }
  const isPlayIn = (g: Game) => {
    if (!playIn || entry.get(g.awayTeamId) !== 0 || entry.get(g.homeTeamId) !== 0) return false;
    const group = groupOf.get(g.homeTeamId)!;
    if (groupOf.get(g.awayTeamId) !== group) return false;
    const start = byesStart.get(group);
    return start === undefined || g.date < start;
  };

  const next = new Map(entry);
  const seriesRound = new Map<string, number>();
  const spans: { startDate: LeagueDate | null; finishDate: LeagueDate | null }[] = Array.from({ length: roundCount }, () => ({ startDate: null, finishDate: null }));
  for (const g of counted) {
    let round: number;
    if (isPlayIn(g)) {
      round = 0;
      next.set(g.awayTeamId, 1);
      next.set(g.homeTeamId, 1);
    } else {
      const key = g.awayTeamId < g.homeTeamId ? `${g.awayTeamId}|${g.homeTeamId}` : `${g.homeTeamId}|${g.awayTeamId}`;
      let r = seriesRound.get(key);
      if (r === undefined) {
        r = Math.max(next.get(g.awayTeamId)!, next.get(g.homeTeamId)!);
        seriesRound.set(key, r);
        next.set(g.awayTeamId, r + 1);
        next.set(g.homeTeamId, r + 1);
      }
      round = r;
    }
    const span = spans[round];
    if (!span) continue;
    const finish = g.status === 'completed' ? g.countsOn : g.date;
    if (span.startDate === null || g.date < span.startDate) span.startDate = g.date;
    if (span.finishDate === null || finish > span.finishDate) span.finishDate = finish;
  }
  return spans;
}
