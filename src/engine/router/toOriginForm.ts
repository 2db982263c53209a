const ABSOLUTE_FORM = /^https?:\/\/[^/?#]*/i;

/**
 * The path and query of a request target. A server must accept the absolute form (RFC 9112
 * 3.2.2: `GET https://erikberg.com/events.json?date=20130131 HTTP/1.1`, as the service's own
 * Node example sent it) and answer it like its origin form; the authority is dropped, whatever
 * host it names. Any other target is returned as sent.
 *
 * @example
 * toOriginForm('https://erikberg.com/events.json?date=20130131'); // '/events.json?date=20130131'
 * toOriginForm('http://localhost:8080?x=1'); // '/?x=1'
 * toOriginForm('/mlb/teams.json'); // '/mlb/teams.json'
 */
export function toOriginForm(target: string): string {
  // The origin form, as nearly every client sends it, cannot match.
  if (target.charCodeAt(0) === 0x2f) return target;
  const m = ABSOLUTE_FORM.exec(target);
  if (!m) return target;
  const rest = target.slice(m[0].length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}
