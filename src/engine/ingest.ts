import { castDraft } from 'immer';
import { issue, parseDateTime, type Issue } from '../ids/index.js';
import { batchSchema, type BatchInput } from './BatchInput.js';
import { buildSeasonTables } from './internal/buildSeasonTables.js';
import { capIssues } from './internal/capIssues.js';
import { collectGames } from './internal/collectGames.js';
import { collectAccess, collectSites, collectTeams } from './internal/collectReferenceData.js';
import { collectDraftPicks } from './internal/collectDraftPicks.js';
import { collectRosters } from './internal/collectRosters.js';
import { collectTournaments } from './internal/collectTournaments.js';
import { immer } from './internal/immer.js';
import { LIMITS } from './internal/limits.js';
import { toIssues } from './internal/toIssues.js';
import { updateTable } from './internal/updateTable.js';
import type { LeagueState } from './LeagueState.js';

/**
 * The outcome of {@link ingest}: the new state, or the issues found (the old state is
 * untouched). At most 100 issues are listed; when there were more, or checking stopped early,
 * one last `too_many_issues` issue says how many more and what was not checked.
 */
export type IngestResult = { readonly ok: true; readonly state: LeagueState } | { readonly ok: false; readonly issues: readonly Issue[] };

/**
 * Ingests a batch of facts (teams, sites, games, corrections, accounts, tokens, rosters, draft
 * picks, tournaments) into a state, all or nothing. The input is untrusted JSON (`unknown`):
 * it is validated, and on any issue the result names the problems with a code and a path and
 * the given state stays as it was. Re-ingesting known facts returns the very same state object.
 *
 * Bounded and safe whatever the input: at most 100 issues come back, and checking stops soon
 * after the 100th, so that 2,000,000 empty games are refused at once in little memory; keys an
 * object does not have are `unknown_key` issues; values the engine could not store or print
 * (integers beyond 32 bits, a score over 999, a height of 121 in, a control character in a
 * name, a date-time in the year 10000) are issues here rather than wrong or failing answers
 * later; any id is stored safely (`__proto__` and `constructor` too); and the new state is frozen
 * all the way down and shares no object with the batch, so changing the batch afterwards changes
 * nothing. Typed callers can use {@link ingestBatch}, which takes a {@link BatchInput}.
 *
 * Throws a TypeError when `state` is not a league state (programmer misuse).
 *
 * @example
 * let state = createLeagueState();
 * const r = ingest(state, JSON.parse(text));
 * if (r.ok) state = r.state; else console.error(r.issues);
 */
export function ingest(state: LeagueState, batch: unknown): IngestResult {
  return ingestAs('ingest', state, batch);
}

/**
 * {@link ingest} for typed callers: the batch is a {@link BatchInput}, so that a misspelled key
 * (`gmes`) or a wrong type is a compile error in an object literal. The batch is checked all
 * the same (a typed value can still hold a score of 2^31 or a control character), with the
 * same result.
 *
 * @example
 * const r = ingestBatch(createLeagueState(), { games: [{ sport: 'mlb', date: '2014-03-31', status: 'scheduled',
 *   away_team_id: 'boston-red-sox', home_team_id: 'baltimore-orioles' }] });
 */
export function ingestBatch(state: LeagueState, batch: BatchInput): IngestResult {
  return ingestAs('ingestBatch', state, batch);
}

function ingestAs(caller: string, state: LeagueState, batch: unknown): IngestResult {
  if (typeof state !== 'object' || state === null || typeof state.teams !== 'object' || typeof state.seasons !== 'object') {
    throw new TypeError(`${caller}: state must be a league state (from createLeagueState or an earlier ingest)`);
  }
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
  // The checks above stop at the issue limit: a full list means the rest was not checked.
  if (issues.length > 0) return { ok: false, issues: capIssues(issues, 0, issues.length >= LIMITS.issues) };

  // Every changed table and season is built and frozen outside immer; the draft only takes them.
  const seasons = buildSeasonTables(state, [...games].filter(([key]) => !unchanged.has(key)).map(([, g]) => g));
  const tables = {
    teams: updateTable(state.teams, teams),
    sites: updateTable(state.sites, sites),
    accounts: updateTable(state.accounts, accounts),
    tokens: updateTable(state.tokens, tokens),
    rosters: updateTable(state.rosters, rosters),
    draftPicks: updateTable(state.draftPicks, draftPicks),
    tournaments: updateTable(state.tournaments, tournaments),
  };
  const next = immer.produce(state, (draft) => {
    if (tables.teams) draft.teams = castDraft(tables.teams);
    if (tables.sites) draft.sites = castDraft(tables.sites);
    if (tables.accounts) draft.accounts = castDraft(tables.accounts);
    if (tables.tokens) draft.tokens = castDraft(tables.tokens);
    if (tables.rosters) draft.rosters = castDraft(tables.rosters);
    if (tables.draftPicks) draft.draftPicks = castDraft(tables.draftPicks);
    if (tables.tournaments) draft.tournaments = castDraft(tables.tournaments);
    for (const [key, season] of seasons) draft.seasons[key] = castDraft(season);
    if (at !== null && (state.updatedAt === null || at > state.updatedAt)) draft.updatedAt = at;
  });
  return { ok: true, state: next };
}
