import { castDraft, type Draft } from 'immer';
import { issue, parseDateTime, type Issue } from '../ids/index.js';
import { batchSchema } from './BatchInput.js';
import { buildSeasonTables } from './internal/buildSeasonTables.js';
import { collectGames } from './internal/collectGames.js';
import { collectAccess, collectSites, collectTeams } from './internal/collectReferenceData.js';
import { collectDraftPicks } from './internal/collectDraftPicks.js';
import { collectRosters } from './internal/collectRosters.js';
import { collectTournaments } from './internal/collectTournaments.js';
import { immer } from './internal/immer.js';
import { sameRecord } from './internal/sameRecord.js';
import { toIssues } from './internal/toIssues.js';
import type { LeagueState } from './LeagueState.js';

/** The outcome of {@link ingest}: the new state, or every issue found (the old state is untouched). */
export type IngestResult = { readonly ok: true; readonly state: LeagueState } | { readonly ok: false; readonly issues: readonly Issue[] };

/**
 * Ingests a batch of facts (teams, sites, games, corrections, accounts, tokens, rosters, draft picks) into a state,
 * all or nothing. The input is untrusted JSON and validated; on any issue the result names each
 * problem with a code and a path and the given state stays as it was. Re-ingesting known facts
 * returns the very same state object.
 *
 * @example
 * const r = ingest(createLeagueState(), { games: [{ sport: 'mlb', event_id: '20140331-boston-red-sox-at-baltimore-orioles',
 *   status: 'completed', away_team_id: 'boston-red-sox', home_team_id: 'baltimore-orioles',
 *   away_points_scored: 1, home_points_scored: 2, start_date_time: '2014-03-31T15:05:00-04:00' }] });
 * if (r.ok) state = r.state; else console.error(r.issues);
 */
export function ingest(state: LeagueState, batch: unknown): IngestResult {
  const parsed = batchSchema.safeParse(batch);
  if (!parsed.success) return { ok: false, issues: toIssues(parsed.error) };
  const input = parsed.data;
  const issues: Issue[] = [];
  const teams = collectTeams(input, issues);
  const sites = collectSites(input, issues);
  const { games, unchanged } = collectGames(input, state, teams, sites, issues);
  const { accounts, tokens } = collectAccess(input, state, issues);
  const rosters = collectRosters(input, state, teams, issues);
  const draftPicks = collectDraftPicks(input, state, teams, issues);
  const tournaments = collectTournaments(input, state, teams, issues);
  let at: number | null = null;
  if (input.at !== undefined) {
    const t = parseDateTime(input.at);
    if (!t.ok) issues.push(issue('invalid_date', ['at'], t.issues[0]?.message ?? 'invalid date-time'));
    else at = t.value;
  }
  if (issues.length > 0) return { ok: false, issues };

  const seasons = buildSeasonTables(state, [...games].filter(([key]) => !unchanged.has(key)).map(([, g]) => g));
  const next = immer.produce(state, (draft) => {
    upsert(draft.teams, state.teams, teams);
    upsert(draft.sites, state.sites, sites);
    upsert(draft.accounts, state.accounts, accounts);
    upsert(draft.tokens, state.tokens, tokens);
    upsert(draft.rosters, state.rosters, rosters);
    upsert(draft.draftPicks, state.draftPicks, draftPicks);
    upsert(draft.tournaments, state.tournaments, tournaments);
    for (const [key, season] of seasons) draft.seasons[key] = castDraft(season);
    if (at !== null && (state.updatedAt === null || at > state.updatedAt)) draft.updatedAt = at;
  });
  return { ok: true, state: next };
}

/** Puts records into a normalized table (`ids` + `byId`), skipping those it holds already. */
function upsert<T extends object>(
  draft: Draft<{ ids: readonly string[]; byId: { readonly [id: string]: T } }>,
  current: { readonly ids: readonly string[]; readonly byId: { readonly [id: string]: T } },
  records: ReadonlyMap<string, T>,
): void {
  for (const [id, record] of records) {
    const prior = Object.hasOwn(current.byId, id) ? current.byId[id] : undefined;
    if (prior && sameRecord(prior, record)) continue;
    if (!prior) (draft.ids as string[]).push(id);
    (draft.byId as Record<string, T>)[id] = castDraft(record) as T;
  }
}
