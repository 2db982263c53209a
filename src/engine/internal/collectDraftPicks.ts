import type { z } from 'zod';
import type { DraftPick } from '../../aggregates/DraftPick.js';
import type { Team } from '../../aggregates/Team.js';
import { issue, type Issue, type TeamId } from '../../ids/index.js';
import type { batchSchema } from '../BatchInput.js';
import { teamKey, type DraftPickKey, type LeagueState, type TeamKey } from '../LeagueState.js';
import { readPlayerBio } from './readPlayerBio.js';
import { LIMITS } from './limits.js';
import { sameRecord } from './sameRecord.js';

type Batch = z.output<typeof batchSchema>;

/** Whether two picks hold the same facts. */
function samePick(a: DraftPick, b: DraftPick): boolean {
  const { player: ap, totals: at, ...a0 } = a;
  const { player: bp, totals: bt, ...b0 } = b;
  return sameRecord(a0, b0) && sameRecord(ap, bp) && sameRecord(at, bt);
}

/** The key of a draft pick: `nba:<draft year>:<overall pick>`. */
function draftPickKey(season: number, overallPick: number): DraftPickKey {
  return `nba:${season}:${overallPick}`;
}

/**
 * The draft picks of a batch that change the state, by key (`nba:2011:9`). A pick replaces the
 * state's pick of the same draft and overall pick (career totals move on). Checks, each an issue
 * with the pick's path, nothing stored on any:
 *
 * - the club must be known in the NBA season the draftee joins (draft year + 1) or in the draft
 *   year's season, in the batch or the state (`unknown_team`);
 * - `overall_pick` cannot be smaller than `pick` (`invalid_input`);
 * - within a draft, after the batch is applied to the state's picks: no two picks share an
 *   overall pick or a round and pick, and the overall order agrees with the order of rounds and
 *   picks within a round (`conflict`);
 * - the same pick twice in the batch with different facts (`conflict`).
 *
 * @example
 * collectDraftPicks(parsed, state, teams, issues).get('nba:2011:9')?.player.displayName; // 'Kemba Walker'
 */
export function collectDraftPicks(batch: Batch, state: LeagueState, teams: ReadonlyMap<TeamKey, Team>, issues: Issue[]): Map<DraftPickKey, DraftPick> {
  const sent = new Map<DraftPickKey, { pick: DraftPick; index: number }>();
  const known = (key: TeamKey) => teams.has(key) || Object.hasOwn(state.teams.byId, key);
  batch.draft_picks?.forEach((d, i) => {
    if (issues.length >= LIMITS.issues) return;
    const path = ['draft_picks', i];
    if (!known(teamKey('nba', d.season + 1, d.team_id)) && !known(teamKey('nba', d.season, d.team_id))) {
      issues.push(issue('unknown_team', [...path, 'team_id'], `unknown nba team "${d.team_id}" for the ${d.season} draft (seasons ${d.season + 1} and ${d.season})`));
      return;
    }
    if (d.overall_pick < d.pick) {
      issues.push(issue('invalid_input', [...path, 'overall_pick'], `overall_pick ${d.overall_pick} is smaller than pick ${d.pick} of round ${d.round}`));
      return;
    }
    const player = readPlayerBio(d.player, [...path, 'player'], issues);
    if (!player) return;
    const pick: DraftPick = {
      sport: 'nba', season: d.season, round: d.round, pick: d.pick, overallPick: d.overall_pick, teamId: d.team_id as TeamId, player,
      totals: {
        gamesPlayed: d.games_played, points: d.points, assists: d.assists, defensiveRebounds: d.defensive_rebounds,
        offensiveRebounds: d.offensive_rebounds, steals: d.steals, blocks: d.blocks,
      },
    };
    const key = draftPickKey(d.season, d.overall_pick);
    const prior = sent.get(key);
    if (prior && !samePick(prior.pick, pick)) {
      issues.push(issue('conflict', [...path, 'overall_pick'], `overall pick ${d.overall_pick} of the ${d.season} draft is also draft_picks[${prior.index}], with different facts`));
      return;
    }
    if (!prior) sent.set(key, { pick, index: i });
  });

  checkDrafts(state, sent, issues);
  const out = new Map<DraftPickKey, DraftPick>();
  for (const [key, { pick }] of sent) {
    const stored = Object.hasOwn(state.draftPicks.byId, key) ? state.draftPicks.byId[key] : undefined;
    if (!stored || !samePick(stored, pick)) out.set(key, pick);
  }
  return out;
}

/** The consistency of every draft the batch touches, with the batch's picks over the state's. */
function checkDrafts(state: LeagueState, sent: ReadonlyMap<DraftPickKey, { pick: DraftPick; index: number }>, issues: Issue[]): void {
  const drafts = new Map<number, Map<DraftPickKey, { pick: DraftPick; index: number | undefined }>>();
  for (const [key, entry] of sent) {
    let draft = drafts.get(entry.pick.season);
    if (!draft) {
      draft = new Map();
      const prefix = `nba:${entry.pick.season}:`;
      for (const k of state.draftPicks.ids) if (k.startsWith(prefix)) draft.set(k, { pick: state.draftPicks.byId[k]!, index: undefined });
      drafts.set(entry.pick.season, draft);
    }
    draft.set(key, entry);
  }
  // A new inconsistency always involves a pick of the batch (the state's drafts are consistent),
  // so the issue's path names the batch's pick of the pair.
  for (const [season, draft] of drafts) {
    const picks = [...draft.values()].sort((a, b) => a.pick.overallPick - b.pick.overallPick);
    const byRoundPick = new Map<string, (typeof picks)[number]>();
    for (let k = 0; k < picks.length; k++) {
      const cur = picks[k]!;
      const name = `round ${cur.pick.round} pick ${cur.pick.pick}`;
      const twin = byRoundPick.get(`${cur.pick.round}:${cur.pick.pick}`);
      if (twin) {
        issues.push(issue('conflict', ['draft_picks', cur.index ?? twin.index ?? 0, 'pick'], `${name} of the ${season} draft is held by overall picks ${twin.pick.overallPick} and ${cur.pick.overallPick}`));
        continue;
      }
      byRoundPick.set(`${cur.pick.round}:${cur.pick.pick}`, cur);
      const prev = picks[k - 1];
      if (prev && (cur.pick.round < prev.pick.round || (cur.pick.round === prev.pick.round && cur.pick.pick < prev.pick.pick))) {
        const at = cur.index ?? prev.index ?? 0;
        issues.push(issue('conflict', ['draft_picks', at, 'overall_pick'],
          `overall pick ${cur.pick.overallPick} of the ${season} draft is ${name}, before round ${prev.pick.round} pick ${prev.pick.pick} (overall ${prev.pick.overallPick})`));
      }
    }
  }
}
