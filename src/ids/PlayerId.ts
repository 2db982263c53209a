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
  const known = MEMO.get(displayName);
  if (known !== undefined) return known;
  const id = slugOf(displayName);
  // A season's box scores repeat ~1,500 names in ~50,000 lines; a bounded memo spares the regexes.
  if (MEMO.size >= MEMO_LIMIT) MEMO.clear();
  MEMO.set(displayName, id);
  return id;
}

const MEMO = new Map<string, string>();
const MEMO_LIMIT = 20_000;

function slugOf(displayName: string): string {
  return displayName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
