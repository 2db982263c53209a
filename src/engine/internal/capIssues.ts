import { issue, type Issue } from '../../ids/index.js';
import { LIMITS } from './limits.js';

/**
 * Bounds the issues of a refused batch: the first {@link LIMITS.issues} are kept in their order,
 * and one last `too_many_issues` issue at path `[]` follows when more were found (`more` counts
 * those never built, such as unknown keys past the limit), when checking stopped inside a list
 * (the `too_many_issues` issues `boundedArray` and `recordArraySchema` leave where they stopped),
 * or when the later checks stopped at the limit (`stopped`). A list within the bound comes back
 * as it is.
 *
 * @example
 * capIssues(twoHundredIssues)[100]?.message; // 'only the first 100 issues are listed; 100 more were found'
 */
export function capIssues(issues: readonly Issue[], more = 0, stopped = false): readonly Issue[] {
  const kept: Issue[] = [];
  const stops: Issue[] = [];
  let dropped = more;
  for (const i of issues) {
    if (i.code === 'too_many_issues') stops.push(i);
    else if (kept.length < LIMITS.issues) kept.push(i);
    else dropped++;
  }
  if (stops.length === 0 && dropped === 0 && !stopped) return issues;
  let message = `only the first ${LIMITS.issues} issues are listed`;
  if (dropped > 0) message += `; ${dropped} more ${dropped === 1 ? 'was' : 'were'} found`;
  if (stops.length > 0) {
    const shown = stops.slice(0, 5).map((s) => `${formatPath(s.path)} (${s.message.replace(/^.*: /, '')})`);
    message += `; checking stopped before ${shown.join(', ')}${stops.length > 5 ? ` and at ${stops.length - 5} more places` : ''}`;
  }
  if (stopped) message += `; checking stopped at the ${LIMITS.issues}th issue, so what follows it in the batch was not checked`;
  kept.push(issue('too_many_issues', [], message));
  return kept;
}

/**
 * A path as a reader writes it: `games[25].away_batters[3].hits`.
 *
 * @example
 * formatPath(['games', 25, 'away_batters', 3, 'hits']); // 'games[25].away_batters[3].hits'
 */
export function formatPath(path: readonly (string | number)[]): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : out === '' ? p : `.${p}`;
  return out === '' ? 'the batch' : out;
}
