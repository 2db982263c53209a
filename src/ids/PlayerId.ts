/**
 * The default player id of a display name: accents dropped, lower case, runs of anything but
 * letters and digits turned into one dash (`Luka Dončić` -> `luka-doncic`, `D'Angelo Russell`
 * -> `dangelo-russell`). Returns an empty string for a name without letters or digits.
 *
 * @example
 * toPlayerId("D'Angelo Russell"); // 'dangelo-russell'
 * toPlayerId('Luka Dončić'); // 'luka-doncic'
 */
export function toPlayerId(displayName: string): string {
  return displayName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
