/** One cell of a {@link PayloadTable}: a JSON scalar of the payload (a list is kept as its JSON text). */
export type TableCell = string | number | boolean | null;

/** A tabular payload as rows of flat records. */
export interface PayloadTable {
  /** The column names: the payload's own field names, nested ones joined with dots (`team.team_id`). */
  readonly columns: readonly string[];
  /** One record per item of the payload's list, with every column (`null` where an item lacks the field). */
  readonly rows: readonly Readonly<Record<string, TableCell>>[];
}

/** Options of {@link toTable} and `toCsv`. */
export interface TableOptions {
  /** The columns to keep, in this order; a name the table does not have is a TypeError that lists those it has. */
  readonly columns?: readonly string[];
}

/**
 * A payload that is one table (teams, standings, wild card, results, events, team stats, leaders,
 * daily leaders, roster, draft) as flat rows, for data frames and spreadsheets. The payload is
 * its JSON text (what `format*` returns) or the parsed value (anything `JSON.stringify` prints as
 * the payload).
 *
 * The rule: a payload is a table when it is a list of objects (teams, results, leaders, draft), or
 * an object with exactly one list of objects beside other fields (`standing`, `event`,
 * `team_stats`, `player`, `players`). Each item of the list is a row. The fields beside the list
 * (`standings_date`, `events_date` and `count`, a roster's `team`...) describe the whole table
 * and lead every row, so that the tables of several days can be stacked. Nested objects are
 * flattened: `{ team: { team_id } }` is the column `team.team_id`, `stats.points`,
 * `site.capacity`. A list inside a row (`away_period_scores`) is one cell holding its JSON text
 * (`[1,0,2]`). Columns are in the payload's own order; a field only some rows have (the period
 * scores of completed events) is placed after the field it follows where it first appears, and
 * is `null` in the other rows. Numbers are the parsed values (`3.0` is 3). A payload with several
 * lists (box scores, tournaments) or none (me, errors) is not a table: a TypeError that says so.
 *
 * @example
 * const t = toTable(formatStandings(getStandings(state, { sport: 'mlb', date: '20190502', now })));
 * t.columns.slice(0, 4); // ['standings_date', 'rank', 'won', 'lost']
 * t.rows[0]?.['team_id']; // 'minnesota-twins'
 */
export function toTable(payload: unknown, options: TableOptions = {}): PayloadTable {
  const json = toJsonValue(payload);
  const { head, items } = splitTable(json);
  const lead = new Map<string, TableCell>();
  flatten('', head, lead);
  const columns = [...lead.keys()];
  const known = new Set(columns);
  const rows: Record<string, TableCell>[] = [];
  for (const item of items) {
    const cells = new Map(lead);
    const own = new Map<string, TableCell>();
    flatten('', item, own);
    let after = lead.size > 0 ? columns[lead.size - 1] : undefined;
    for (const [name, value] of own) {
      if (cells.has(name)) throw new TypeError(`toTable: the column "${name}" is both a field of the whole table and of its rows`);
      cells.set(name, value);
      if (!known.has(name)) {
        columns.splice(after === undefined ? 0 : columns.indexOf(after) + 1, 0, name);
        known.add(name);
      }
      after = name;
    }
    rows.push(Object.fromEntries(cells));
  }
  const chosen = options.columns ?? columns;
  if (options.columns !== undefined && rows.length > 0) {
    const unknown = options.columns.filter((c) => !known.has(c));
    if (unknown.length > 0) throw new TypeError(`toTable: no column ${unknown.map((c) => `"${c}"`).join(', ')} in this table; its columns are ${columns.join(', ')}`);
  }
  return {
    columns: [...chosen],
    rows: rows.map((r) => Object.fromEntries(chosen.map((c) => [c, Object.hasOwn(r, c) ? r[c]! : null]))),
  };
}

type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

function toJsonValue(payload: unknown): Json {
  if (typeof payload === 'string') {
    try {
      return JSON.parse(payload) as Json;
    } catch {
      throw new TypeError('toTable: the payload text is not JSON (an XML payload, or not a payload at all)');
    }
  }
  const text = JSON.stringify(payload);
  if (text === undefined) throw new TypeError(`toTable: a ${typeof payload} is not a payload`);
  return JSON.parse(text) as Json;
}

const isRecord = (v: Json | undefined): v is { readonly [key: string]: Json } => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The fields that describe the whole table, and the items of its one list. */
function splitTable(json: Json): { head: { readonly [key: string]: Json }; items: readonly { readonly [key: string]: Json }[] } {
  const itemsOf = (list: readonly Json[], where: string) => {
    const bad = list.findIndex((item) => !isRecord(item));
    if (bad >= 0) throw new TypeError(`toTable: the payload is not a table: item ${bad} of ${where} is not an object`);
    return list as readonly { readonly [key: string]: Json }[];
  };
  if (Array.isArray(json)) return { head: {}, items: itemsOf(json, 'the list') };
  if (!isRecord(json)) throw new TypeError(`toTable: the payload is not a table: a ${json === null ? 'null' : typeof json}, not a list or an object`);
  const lists = Object.keys(json).filter((k) => Array.isArray(json[k]));
  if (lists.length !== 1) {
    throw new TypeError(
      lists.length === 0
        ? `toTable: the payload is not a table: an object with no list (${Object.keys(json).slice(0, 4).join(', ')})`
        : `toTable: the payload is not one table: it has ${lists.length} lists (${lists.join(', ')}), as box scores and tournaments do`,
    );
  }
  const key = lists[0]!;
  const head = Object.fromEntries(Object.entries(json).filter(([k]) => k !== key));
  return { head, items: itemsOf(json[key] as readonly Json[], `"${key}"`) };
}

/** Flat cells of an object: nested objects by dotted names, lists as their JSON text. */
function flatten(prefix: string, object: { readonly [key: string]: Json }, out: Map<string, TableCell>): void {
  for (const [key, value] of Object.entries(object)) {
    const name = `${prefix}${key}`;
    if (isRecord(value)) flatten(`${name}.`, value, out);
    else out.set(name, Array.isArray(value) ? JSON.stringify(value) : (value as TableCell));
  }
}
