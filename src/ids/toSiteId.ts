/**
 * The library's key for a venue: its name in lower case, accents, periods, apostrophes and
 * ampersands dropped, every other run of non-alphanumerics turned into one dash. A venue keeps
 * its key for as long as it keeps its name; a renamed park gets a new key, as the service
 * treated it as a new site (the 2013 events carry "Rangers Ballpark in Arlington", the 2014
 * results "Globe Life Park in Arlington", with different capacities).
 *
 * @example
 * toSiteId('AT&T Park'); // 'att-park'
 * toSiteId('O.co Coliseum'); // 'oco-coliseum'
 * toSiteId('Estadio Alfredo Harp Helú'); // 'estadio-alfredo-harp-helu'
 */
export function toSiteId(name: string): string {
  const id = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.'&]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (id === '') throw new RangeError(`toSiteId: cannot build a site id from "${name}"`);
  return id;
}
