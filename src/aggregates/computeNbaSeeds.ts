import type { TeamAlignment } from './computeTeamTimelines.js';
import { recordAgainst } from './recordAgainst.js';
import type { Game } from './Game.js';
import type { Team } from './Team.js';
import type { TeamRecord } from './TeamRecord.js';

/**
 * Playoff seeds 1..n of one NBA conference by the league's procedure since 2015-16 (seeding by
 * record only; peers-and-rules B3):
 * - teams ordered by winning percentage; a tie is broken
 *   - between two teams by: head-to-head; division winner; division record (same division
 *     only); conference record; record against the conference's playoff-eligible teams; against
 *     the other conference's; point differential;
 *   - among more by: division winner; record in the games among them; division record (all in
 *     one division only); conference record; record against the conference's playoff-eligible
 *     teams; point differential;
 * - when a criterion separates some of the tied teams, those are placed and each remaining
 *   group starts again from the first criterion (two-team or multi-team list by its size);
 * - a tie for a division's lead is broken first, by the same procedure, only to name the
 *   division winner; nothing separating them, full name decides (a stand-in for the draw).
 * "Playoff-eligible" are the teams placed 1-8 by winning percentage (1-10 in the play-in era,
 * {@link nbaPostseasonPositions}), ties at the last place included ({@link nbaPlayoffEligible});
 * the other conference's are passed in. `gamesOf` gives a team's regular-season games counted so
 * far (its own games suffice: every criterion is a record of the team's).
 *
 * @example
 * const seeds = computeNbaSeeds(eastTeams, recordOf, gamesOf, alignmentOf); // Map teamId -> 1..15
 */
export function computeNbaSeeds(
  teams: readonly Team[],
  recordOf: (team: Team) => TeamRecord,
  gamesOf: (teamId: string) => readonly Game[],
  alignmentOf: (teamId: string) => TeamAlignment | undefined,
  eligibleElsewhere: ReadonlySet<string> = new Set(),
  positions = 8,
): Map<string, number> {
  const pct = (w: number, l: number) => (w + l === 0 ? 0 : w / (w + l));
  const rec = new Map(teams.map((t) => [t.teamId as string, recordOf(t)]));
  const overall = (t: Team) => {
    const r = rec.get(t.teamId)!;
    return pct(r.won, r.lost);
  };
  const versus = (t: Team, include: (opponent: string) => boolean) => pct(...recordAgainst(t.teamId, gamesOf(t.teamId), include));
  const byPct = [...teams].sort((a, b) => overall(b) - overall(a));
  const eligible = nbaPlayoffEligible(teams, (t) => rec.get(t.teamId)!, positions);

  const divisionWinners = new Set<string>();
  let naming = true;

  const twoTeam: ((t: Team, tied: readonly Team[]) => number)[] = [
    (t, tied) => versus(t, (o) => tied.some((x) => x.teamId === o)),
    (t) => (naming ? 0 : divisionWinners.has(t.teamId) ? 1 : 0),
    (t, tied) => (tied.every((x) => x.division === t.division) ? versus(t, (o) => alignmentOf(o)?.division === t.division && alignmentOf(o)?.conference === t.conference) : 0),
    (t) => versus(t, (o) => alignmentOf(o)?.conference === t.conference),
    (t) => versus(t, (o) => eligible.has(o)),
    (t) => versus(t, (o) => eligibleElsewhere.has(o)),
    (t) => rec.get(t.teamId)!.pointsFor - rec.get(t.teamId)!.pointsAgainst,
  ];
  const multiTeam: ((t: Team, tied: readonly Team[]) => number)[] = [
    (t) => (naming ? 0 : divisionWinners.has(t.teamId) ? 1 : 0),
    (t, tied) => versus(t, (o) => tied.some((x) => x.teamId === o)),
    (t, tied) => (tied.every((x) => x.division === t.division) ? versus(t, (o) => alignmentOf(o)?.division === t.division && alignmentOf(o)?.conference === t.conference) : 0),
    (t) => versus(t, (o) => alignmentOf(o)?.conference === t.conference),
    (t) => versus(t, (o) => eligible.has(o)),
    (t) => rec.get(t.teamId)!.pointsFor - rec.get(t.teamId)!.pointsAgainst,
  ];
  function order(tied: readonly Team[]): Team[] {
    if (tied.length < 2) return [...tied];
    const criteria = tied.length === 2 ? twoTeam : multiTeam;
    for (const criterion of criteria) {
      const scored = tied.map((t) => ({ t, v: criterion(t, tied) }));
      const best = Math.max(...scored.map((s) => s.v));
      const top = scored.filter((s) => s.v === best).map((s) => s.t);
      if (top.length < tied.length) return [...order(top), ...order(tied.filter((t) => !top.includes(t)))];
    }
    return [...tied].sort((a, b) => (a.fullName < b.fullName ? -1 : a.fullName > b.fullName ? 1 : 0));
  }

  // Division winners: the best record of each division, ties broken by this procedure.
  const divisions = new Map<string, Team[]>();
  for (const t of teams) divisions.set(t.division, [...(divisions.get(t.division) ?? []), t]);
  for (const members of divisions.values()) {
    const best = Math.max(...members.map(overall));
    const leaders = members.filter((t) => overall(t) === best);
    divisionWinners.add(order(leaders)[0]!.teamId);
  }
  naming = false;

  const seeds = new Map<string, number>();
  let next = 1;
  for (let i = 0; i < byPct.length; ) {
    let j = i;
    while (j < byPct.length && overall(byPct[j]!) === overall(byPct[i]!)) j++;
    for (const t of order(byPct.slice(i, j))) seeds.set(t.teamId, next++);
    i = j;
  }
  return seeds;
}

/**
 * The playoff-eligible teams of a conference for the tiebreakers: the `positions` best by
 * winning percentage (8, or 10 in the play-in era), every team tied with the last included.
 *
 * @example
 * nbaPlayoffEligible(westTeams, recordOf); // Set of 8 or more team ids
 * nbaPlayoffEligible(westTeams, recordOf, nbaPostseasonPositions(2023)); // 10 or more
 */
export function nbaPlayoffEligible(teams: readonly Team[], recordOf: (team: Team) => TeamRecord, positions = 8): Set<string> {
  const pct = (t: Team) => {
    const r = recordOf(t);
    return r.won + r.lost === 0 ? 0 : r.won / (r.won + r.lost);
  };
  const sorted = [...teams].sort((a, b) => pct(b) - pct(a));
  const cut = sorted.length >= positions ? pct(sorted[positions - 1]!) : -1;
  return new Set(sorted.filter((t) => pct(t) >= cut).map((t) => t.teamId as string));
}

/**
 * How many places of a conference reach the postseason in an NBA season: 8 through 2019-20,
 * 10 from 2020-21, when places 7-10 began to meet in the play-in tournament (peers-and-rules B4).
 * The tiebreakers' "teams eligible for the playoffs" are these places (D14).
 *
 * @example
 * nbaPostseasonPositions(2018); // 8
 * nbaPostseasonPositions(2021); // 10
 */
export function nbaPostseasonPositions(season: number): number {
  return season >= 2021 ? 10 : 8;
}
