import { computeEliminationNumber } from './computeEliminationNumber.js';
import { computeMagicNumber } from './computeMagicNumber.js';
import type { ConferenceModel } from './ConferenceModel.js';
import type { RaceSeason } from './RaceSeason.js';

/** The published-style numbers of one team (D112); null where one does not apply. */
export interface ClinchNumbers {
  /** The division leader's magic number; null for the others. */
  readonly magicNumber: number | null;
  /** A trailing team's division elimination number against the leader; null for the leader. */
  readonly eliminationNumber: number | null;
  /** Holding a place of the cut (MLB wild cards, NBA postseason places): magic number over the first team out. */
  readonly wildCardMagicNumber: number | null;
  /** Outside the cut: elimination number against the team in the last place of the cut. */
  readonly wildCardEliminationNumber: number | null;
}

/**
 * The published-style numbers of every team of a conference (by local index), from the standings
 * as they are: leaders by winning percentage, the first listed among equals. The division
 * leader's magic number is the largest over its rivals, each trailing team's elimination number is
 * against the leader (`computeMagicNumber`, `computeEliminationNumber`); the cut is the MLB wild
 * cards among the teams below the division places (2020: below the first two) or the NBA
 * postseason places, measured from the first team out (magic) and the last place's holder
 * (elimination).
 *
 * @example
 * import { conferenceModelOf } from './ConferenceModel.js';
 * computeClinchNumbers(race, conferenceModelOf(race, 'National'))[0]; // { magicNumber: null, eliminationNumber: 12, ... }
 */
export function computeClinchNumbers(race: RaceSeason, m: ConferenceModel): ClinchNumbers[] {
  const lost = m.won.map((w, i) => m.games[i]! - m.left[i]! - w);
  const rec = (i: number) => ({ won: m.won[i]!, lost: lost[i]! });
  const pct = (i: number) => (m.won[i]! + lost[i]! === 0 ? 0 : m.won[i]! / (m.won[i]! + lost[i]!));
  const byPct = (a: number, b: number) => pct(b) - pct(a) || a - b;
  const out: { magicNumber: number | null; eliminationNumber: number | null; wildCardMagicNumber: number | null; wildCardEliminationNumber: number | null }[] =
    Array.from({ length: m.n }, () => ({ magicNumber: null, eliminationNumber: null, wildCardMagicNumber: null, wildCardEliminationNumber: null }));
  const leaders = new Set<number>();
  const rest: number[] = [];
  // Division: above the cut are the leader (MLB 2020: the first two).
  const perDivision = race.sport === 'mlb' && race.season === 2020 ? 2 : 1;
  for (let d = 0; d < m.divisions; d++) {
    const members = [...Array(m.n).keys()].filter((i) => m.division[i] === d).sort(byPct);
    const leader = members[0]!;
    leaders.add(leader);
    let magic = 0;
    for (const r of members.slice(1)) {
      magic = Math.max(magic, computeMagicNumber(rec(leader), rec(r), { scheduledGames: m.games[r]! }));
      out[r]!.eliminationNumber = computeEliminationNumber(rec(r), rec(leader), { scheduledGames: m.games[r]! });
    }
    out[leader]!.magicNumber = magic;
    rest.push(...members.slice(perDivision));
  }
  // The cut: MLB wild cards among the teams below the division places; NBA the conference's postseason places.
  const pool = race.sport === 'mlb' ? rest.sort(byPct) : [...Array(m.n).keys()].sort(byPct);
  const places = race.sport === 'mlb' ? (race.season <= 2011 ? 1 : race.season <= 2021 ? 2 : 3) : race.season >= 2021 ? 10 : 8;
  if (pool.length > places) {
    const last = pool[places - 1]!, firstOut = pool[places]!;
    pool.forEach((i, at) => {
      if (at < places) out[i]!.wildCardMagicNumber = computeMagicNumber(rec(i), rec(firstOut), { scheduledGames: m.games[firstOut]! });
      else out[i]!.wildCardEliminationNumber = computeEliminationNumber(rec(i), rec(last), { scheduledGames: m.games[i]! });
    });
  }
  return out;
}

