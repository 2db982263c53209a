/**
 * One problem found in untrusted input. `path` names where it was found: a JSON path
 * (`['games', 3, 'home_points_scored']`) or a file position (`['GL2019.TXT', 'line 17', 'field 10']`).
 *
 * @example
 * const issue: Issue = { code: 'unknown_team', path: ['games', 0, 'home_team_id'], message: 'unknown team "xyz"' };
 */
export interface Issue {
  readonly code: IssueCode;
  readonly path: readonly (string | number)[];
  readonly message: string;
}

/** The closed set of issue codes the library reports. */
export type IssueCode =
  | 'invalid_input'
  | 'invalid_date'
  | 'invalid_event_id'
  | 'invalid_team_id'
  | 'unknown_team'
  | 'unknown_site'
  | 'unknown_event'
  | 'unknown_account'
  | 'same_team'
  | 'invalid_score'
  | 'conflict'
  | 'invalid_transition'
  | 'malformed_line'
  | 'truncated_file'
  /** A snapshot file that is not one, of another version, truncated or damaged (its hash differs); the path is the file's name. */
  | 'invalid_snapshot'
  /** A key the input shape does not have (a misspelling such as `gmes`); the path ends with the key. */
  | 'unknown_key'
  /** The last issue of a capped list: how many more were found, and what was not checked. */
  | 'too_many_issues';

/**
 * A value or the issues that prevented it. A value can carry `warnings`: problems of the input
 * that did not prevent it, typed like issues (an importer that kept a game at a venue it does
 * not know, or skipped a game of a team it does not know, says so here). Absent means none.
 */
export type Result<T> =
  | { readonly ok: true; readonly value: T; readonly warnings?: readonly Issue[] }
  | { readonly ok: false; readonly issues: readonly Issue[] };

/**
 * Builds an {@link Issue}.
 *
 * @example
 * issue('same_team', ['games', 0, 'home_team_id'], 'home and away are both "boston-red-sox"');
 */
export function issue(code: IssueCode, path: readonly (string | number)[], message: string): Issue {
  return { code, path, message };
}
