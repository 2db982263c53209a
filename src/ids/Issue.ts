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
  | 'truncated_file';

/** A value or the issues that prevented it. */
export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly issues: readonly Issue[] };

/**
 * Builds an {@link Issue}.
 *
 * @example
 * issue('same_team', ['games', 0, 'home_team_id'], 'home and away are both "boston-red-sox"');
 */
export function issue(code: IssueCode, path: readonly (string | number)[], message: string): Issue {
  return { code, path, message };
}
