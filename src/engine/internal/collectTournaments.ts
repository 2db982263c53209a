import type { z } from 'zod';
import type { Team } from '../../aggregates/Team.js';
import type { TournamentCompetitor, TournamentFacts, TournamentGroup, TournamentRound } from '../../aggregates/Tournament.js';
import { issue, parseLeagueDate, type Issue, type LeagueDate, type TeamId } from '../../ids/index.js';
import type { batchSchema } from '../BatchInput.js';
import { seasonKey, teamKey, type LeagueState, type SeasonKey, type TeamKey } from '../LeagueState.js';
import { LIMITS } from './limits.js';

type Batch = z.output<typeof batchSchema>;
type Path = readonly (string | number)[];

/**
 * The postseason structures of a batch as records, keyed `sport:season`, leaving out those the
 * state already holds with the same facts (so that re-ingesting them is a no-op). Checked, each
 * problem an issue with its path: dates (`yyyy-MM-dd`, start not after finish, rounds inside the
 * tournament's dates), a round sequence or group name given twice, a team unknown for the sport
 * and season (neither in the state nor in the batch's teams), a seed twice in a group, a team
 * twice in the tournament, one season's structure twice in the batch with other facts.
 *
 * @example
 * collectTournaments(parsed, state, teams, issues).get('mlb:2015')?.groups[0]?.competitors[0]?.seed; // 1
 */
export function collectTournaments(batch: Batch, state: LeagueState, teams: ReadonlyMap<TeamKey, Team>, issues: Issue[]): Map<SeasonKey, TournamentFacts> {
  const out = new Map<SeasonKey, TournamentFacts>();
  const seen = new Map<SeasonKey, string>();
  batch.tournaments?.forEach((t, i) => {
    if (issues.length >= LIMITS.issues) return;
    const at = (...rest: (string | number)[]): Path => ['tournaments', i, ...rest];
    const before = issues.length;
    const date = (text: string | undefined, path: Path): LeagueDate | null => {
      if (text === undefined) return null;
      const d = parseLeagueDate(text);
      if (!d.ok) {
        issues.push(issue('invalid_date', path, `"${text}" is not a valid date (yyyy-MM-dd)`));
        return null;
      }
      return d.value;
    };
    const ordered = (start: LeagueDate | null, finish: LeagueDate | null, path: Path) => {
      if (start !== null && finish !== null && finish < start) issues.push(issue('invalid_date', path, `finish_date ${finish} is before start_date ${start}`));
    };
    const startDate = date(t.start_date, at('start_date'));
    const finishDate = date(t.finish_date, at('finish_date'));
    ordered(startDate, finishDate, at('finish_date'));

    const sequences = new Set<number>();
    const rounds: TournamentRound[] = [];
    t.rounds?.forEach((r, j) => {
      if (issues.length >= LIMITS.issues) return;
      if (sequences.has(r.sequence)) issues.push(issue('conflict', at('rounds', j, 'sequence'), `round sequence ${r.sequence} appears twice`));
      sequences.add(r.sequence);
      const rs = date(r.start_date, at('rounds', j, 'start_date'));
      const rf = date(r.finish_date, at('rounds', j, 'finish_date'));
      ordered(rs, rf, at('rounds', j, 'finish_date'));
      if (rs !== null && startDate !== null && rs < startDate) issues.push(issue('invalid_date', at('rounds', j, 'start_date'), `round ${r.sequence} starts ${rs}, before the tournament (${startDate})`));
      if (rf !== null && finishDate !== null && rf > finishDate) issues.push(issue('invalid_date', at('rounds', j, 'finish_date'), `round ${r.sequence} finishes ${rf}, after the tournament (${finishDate})`));
      rounds.push({ sequence: r.sequence, name: r.name, roundFormat: r.round_format, startDate: rs, finishDate: rf });
    });
    rounds.sort((a, b) => a.sequence - b.sequence);

    const groupNames = new Set<string>();
    const inTournament = new Set<string>();
    const groups: TournamentGroup[] = [];
    t.groups?.forEach((g, j) => {
      if (issues.length >= LIMITS.issues) return;
      if (groupNames.has(g.name)) issues.push(issue('conflict', at('groups', j, 'name'), `group "${g.name}" appears twice`));
      groupNames.add(g.name);
      const seeds = new Set<number>();
      const competitors: TournamentCompetitor[] = [];
      g.competitors.forEach((c, k) => {
        if (issues.length >= LIMITS.issues) return;
        const key = teamKey(t.sport, t.season, c.team_id);
        if (!teams.has(key) && !Object.hasOwn(state.teams.byId, key)) {
          issues.push(issue('unknown_team', at('groups', j, 'competitors', k, 'team_id'), `unknown team "${c.team_id}" for ${t.sport} season ${t.season}`));
        } else if (inTournament.has(c.team_id)) {
          issues.push(issue('conflict', at('groups', j, 'competitors', k, 'team_id'), `team "${c.team_id}" is a competitor twice`));
        }
        inTournament.add(c.team_id);
        if (seeds.has(c.seed)) issues.push(issue('conflict', at('groups', j, 'competitors', k, 'seed'), `seed ${c.seed} appears twice in group "${g.name}"`));
        seeds.add(c.seed);
        competitors.push({ seed: c.seed, teamId: c.team_id as TeamId });
      });
      competitors.sort((a, b) => a.seed - b.seed);
      groups.push({ name: g.name, description: g.description ?? null, competitors });
    });
    if (issues.length > before) return;

    const facts: TournamentFacts = {
      sport: t.sport, season: t.season, name: t.name ?? null, description: t.description ?? null, startDate, finishDate, rounds, groups,
    };
    const key = seasonKey(t.sport, t.season);
    const text = JSON.stringify(facts);
    const prior = seen.get(key);
    if (prior !== undefined) {
      if (prior !== text) issues.push(issue('conflict', at(), `the ${t.sport} ${t.season} postseason appears twice in the batch with different facts`));
      return;
    }
    seen.set(key, text);
    const held = Object.hasOwn(state.tournaments.byId, key) ? state.tournaments.byId[key] : undefined;
    if (held === undefined || JSON.stringify(held) !== text) out.set(key, facts);
  });
  return out;
}
