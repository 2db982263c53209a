import { issue, type Result } from './Issue.js';
import { formatCompactDate, parseLeagueDate, type LeagueDate } from './LeagueDate.js';
import type { TeamId } from './TeamId.js';

declare const eventIdBrand: unique symbol;

/**
 * An event identifier: `yyyyMMdd-<away_team_id>-at-<home_team_id>`, and for a later MLB game
 * between the same teams on the same date `yyyyMMdd-<n>-<away>-at-<home>` (n >= 2).
 *
 * @example
 * formatEventId({ date: '2014-05-01' as LeagueDate, awayTeamId, homeTeamId, sequence: 2 });
 * // '20140501-2-tampa-bay-rays-at-boston-red-sox'
 */
export type EventId = string & { readonly [eventIdBrand]: true };

/** The parts of an event id. `sequence` is 1 for the first (or only) game of the date. */
export interface EventIdParts {
  readonly date: LeagueDate;
  readonly sequence: number;
  readonly awayTeamId: TeamId;
  readonly homeTeamId: TeamId;
}

/**
 * Formats an event id. Sequence 1 is never written.
 *
 * @example
 * formatEventId({ date: '2013-09-01' as LeagueDate, sequence: 1, awayTeamId: 'a' as TeamId, homeTeamId: 'b' as TeamId });
 * // '20130901-a-at-b'
 */
export function formatEventId(parts: EventIdParts): EventId {
  if (!Number.isInteger(parts.sequence) || parts.sequence < 1) {
    throw new RangeError(`formatEventId: sequence must be a positive integer, got ${parts.sequence}`);
  }
  const seq = parts.sequence > 1 ? `-${parts.sequence}` : '';
  return `${formatCompactDate(parts.date)}${seq}-${parts.awayTeamId}-at-${parts.homeTeamId}` as EventId;
}

/**
 * Parses an event id against the set of known team ids, never by a naive split on `-at-`.
 * `-1` is accepted as the first game of the date and normalized away.
 *
 * @example
 * parseEventId('20140501-2-tampa-bay-rays-at-boston-red-sox', (id) => known.has(id));
 * // { ok: true, value: { date: '2014-05-01', sequence: 2, awayTeamId: 'tampa-bay-rays', homeTeamId: 'boston-red-sox' } }
 */
export function parseEventId(text: string, isKnownTeam: (id: string) => boolean): Result<EventIdParts> {
  const fail = (why: string): Result<EventIdParts> => ({
    ok: false,
    issues: [issue('invalid_event_id', [], `"${text}" is not an event id: ${why}`)],
  });
  if (text.length < 14 || text[8] !== '-') return fail('it must start with yyyyMMdd-');
  const date = parseLeagueDate(text.slice(0, 8));
  if (!date.ok) return fail(`${text.slice(0, 8)} is not a valid date`);
  const rest = text.slice(9);
  const candidates: { sequence: number; teams: string }[] = [];
  const seq = /^(\d+)-/.exec(rest);
  if (seq?.[1] !== undefined) candidates.push({ sequence: Number(seq[1]), teams: rest.slice(seq[0].length) });
  candidates.push({ sequence: 1, teams: rest });
  for (const c of candidates) {
    let at = c.teams.indexOf('-at-');
    while (at > 0) {
      const away = c.teams.slice(0, at);
      const home = c.teams.slice(at + 4);
      if (isKnownTeam(away) && isKnownTeam(home)) {
        if (c.sequence < 1) return fail('the game sequence must be 1 or more');
        if (away === home) return fail('a team cannot play itself');
        return { ok: true, value: { date: date.value, sequence: c.sequence, awayTeamId: away as TeamId, homeTeamId: home as TeamId } };
      }
      at = c.teams.indexOf('-at-', at + 1);
    }
  }
  return fail('no known away and home team ids around "-at-"');
}
