/**
 * The default site id of a venue name: lower case, punctuation dropped, words joined by dashes
 * (`Oriole Park at Camden Yards` -> `oriole-park-at-camden-yards`, `AT&T Park` -> `att-park`).
 */
export function siteIdOfName(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-');
}
