import { issue, type Issue, type IssueCode } from '../ids/Issue.js';

/** How many problems of one code an importer reports one by one before it only counts the rest. */
export const ISSUES_PER_CODE = 20;

/**
 * Bounds a list of problems (the warnings of a file, or the warnings among the issues of a
 * refused one) so that a file with thousands of the same problem stays readable: of the problems
 * `isBounded` selects (all by default), the first {@link ISSUES_PER_CODE} of each code are kept in
 * their order, and for each code with more, one entry at the end counts the rest, with path
 * `[name]` and the message `"<name>: 2411 more unknown_team like the ones above"`. Problems not
 * selected are all kept. A list within the bound is returned as it is.
 *
 * @example
 * boundIssues(warnings, 'GL2024.TXT').length; // at most 20 per code, plus one count per code over 20
 */
export function boundIssues(problems: readonly Issue[], name: string, isBounded: (problem: Issue) => boolean = () => true): readonly Issue[] {
  if (problems.length <= ISSUES_PER_CODE) return problems;
  const seen = new Map<IssueCode, number>();
  const kept: Issue[] = [];
  for (const p of problems) {
    if (!isBounded(p)) {
      kept.push(p);
      continue;
    }
    const n = (seen.get(p.code) ?? 0) + 1;
    seen.set(p.code, n);
    if (n <= ISSUES_PER_CODE) kept.push(p);
  }
  if (kept.length === problems.length) return problems;
  for (const [code, n] of seen) {
    if (n > ISSUES_PER_CODE) kept.push(issue(code, [name], `${name}: ${n - ISSUES_PER_CODE} more ${code} like the ones above`));
  }
  return kept;
}
