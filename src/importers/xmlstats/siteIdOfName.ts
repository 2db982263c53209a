/**
 * The site id the importers give a venue known by its name only: lower case, accents, periods,
 * apostrophes and ampersands dropped, every other run of non-alphanumerics turned into one dash.
 * It is the rule of the team registry's site keys (`src/registry/toSiteId.ts`), written here
 * because importers import nothing but `ids` at run time, so that a site of a recorded response
 * and the registry's site of the same name are one site. Empty when the name has no letter or
 * digit.
 *
 * @example
 * siteIdOfName('Oriole Park at Camden Yards'); // 'oriole-park-at-camden-yards'
 * siteIdOfName('U.S. Cellular Field'); // 'us-cellular-field'
 * siteIdOfName('AT&T Park'); // 'att-park'
 * siteIdOfName('Estadio Alfredo Harp Helú'); // 'estadio-alfredo-harp-helu'
 */
export function siteIdOfName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.'&]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
