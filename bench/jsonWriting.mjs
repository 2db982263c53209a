// The W rows (issue 13, "payloads near their bytes"): what writing a JSON body costs in
// JavaScript at all, against encoding the same bytes from a flat string, on the token stream of
// a real payload. It bounds what any formatter can reach: an uncached answer that writes its
// body from values pays at least W1 (or W2), not W3.
//
// The tokens are those of the MLB standings of 2019-09-29 (30 rows): every row's keys and
// values in order, each value as the text it has in the body. Three writers of the same bytes:
// W1 strings as the engine writes them (a `,\n    "key" : ` prefix per key made once, `+=` per
// token, the body then encoded by TextEncoder, which first flattens the string it was given);
// W2 the same bytes written straight into a Uint8Array (prefixes as cached bytes copied by a
// loop, values by charCodeAt), with no string at all; W3 TextEncoder.encode of the body as one
// flat string (the encoding alone). The three outputs are checked to be the same bytes.

const encoder = new TextEncoder();

/** The rows of a standings body as [keys, values] (values as their text in the body). */
function rowsOf(body) {
  const payload = JSON.parse(body);
  return payload.standing.map((row) => {
    const keys = Object.keys(row);
    return [keys, keys.map((k) => (typeof row[k] === 'string' ? JSON.stringify(row[k]) : String(row[k])))];
  });
}

function makeWriters(rows) {
  // Per row, its prefixes in key order, made once (as the engine's shapes hold them, D98).
  const prefixText = new Map();
  const prefixBytes = new Map();
  const prefix = (k, first) => {
    const p = `${first ? '' : ','}\n    "${k}" : `;
    if (!prefixText.has(p)) {
      prefixText.set(p, p);
      prefixBytes.set(p, encoder.encode(p));
    }
    return p;
  };
  const rowTexts = rows.map(([keys]) => keys.map((k, i) => prefix(k, i === 0)));
  const rowBytes = rowTexts.map((texts) => texts.map((p) => prefixBytes.get(p)));
  const OPEN = '{\n  "standings_date" : "2019-09-29T00:00:00-04:00",\n  "standing" : [ ';
  const strings = () => {
    let out = OPEN;
    for (let r = 0; r < rows.length; r++) {
      const values = rows[r][1];
      const prefixes = rowTexts[r];
      out += r === 0 ? '{' : ', {';
      for (let i = 0; i < values.length; i++) out += prefixes[i] + values[i];
      out += '\n  }';
    }
    return out + ' ]\n}';
  };
  let buf = new Uint8Array(1 << 15);
  let at = 0;
  const room = (n) => {
    if (at + n <= buf.length) return;
    const grown = new Uint8Array(Math.max(buf.length * 2, at + n));
    grown.set(buf.subarray(0, at));
    buf = grown;
  };
  const putBytes = (b) => {
    const n = b.length;
    room(n);
    for (let i = 0; i < n; i++) buf[at + i] = b[i];
    at += n;
  };
  const putText = (s) => {
    const n = s.length;
    room(n);
    for (let i = 0; i < n; i++) buf[at + i] = s.charCodeAt(i);
    at += n;
  };
  const openBytes = encoder.encode(OPEN);
  const bytes = () => {
    at = 0;
    putBytes(openBytes);
    for (let r = 0; r < rows.length; r++) {
      const values = rows[r][1];
      const prefixes = rowBytes[r];
      putText(r === 0 ? '{' : ', {');
      for (let i = 0; i < values.length; i++) {
        putBytes(prefixes[i]);
        putText(values[i]);
      }
      putText('\n  }');
    }
    putText(' ]\n}');
    return buf.slice(0, at);
  };
  return { strings, bytes };
}

/**
 * Runs the W rows. `tools`: the engine module `E`, a state holding the 2019 season, `sample`,
 * `record`, `log`, `fmt`. Returns the Markdown lines of its section.
 */
export function benchJsonWriting({ E, state, sample, record, log, fmt }) {
  const r = E.respond(state, { method: 'GET', url: '/mlb/standings/20190929.json', headers: {} }, { now: '2019-10-01T00:00:00-04:00', cache: false });
  if (r.status !== 200) throw new Error(`jsonWriting: standings answered ${r.status}`);
  const rows = rowsOf(r.body);
  const { strings, bytes } = makeWriters(rows);
  const flat = Buffer.from(strings(), 'utf8').toString('utf8');
  const a = encoder.encode(strings());
  const b = bytes();
  const same = a.length === b.length && a.every((x, i) => x === b[i]);
  if (!same) throw new Error('jsonWriting: the writers disagree');
  const tokens = rows.reduce((n, [keys]) => n + keys.length, 0);
  const opts = { warmup: 300, reps: 2000 };
  const w1 = record('W1', `JSON text of ${rows.length} standings rows (${tokens} keys, ${a.length} bytes) written as strings with cached key prefixes, then TextEncoder.encode`, 'us', sample(() => encoder.encode(strings()).length, opts));
  record("W1'", 'the strings alone, not encoded (V8 keeps them as a rope; W1 minus this is flattening and encoding it)', 'us', sample(() => strings().length, opts));
  const w2 = record('W2', 'the same bytes written straight into a Uint8Array (no string)', 'us', sample(() => bytes().length, opts));
  const w3 = record('W3', 'TextEncoder.encode of the same bytes as one flat string (the encoding alone)', 'us', sample(() => encoder.encode(flat).length, opts));
  log(`     W1 ${fmt(w1.median)} µs, W2 ${fmt(w2.median)} µs, W3 ${fmt(w3.median)} µs`);
  return [
    '## Writing JSON against encoding it (W rows)', '',
    `The token stream of the MLB standings of 2019-09-29 (${rows.length} rows, ${tokens} keys and values, ${a.length} bytes; \`bench/jsonWriting.mjs\`), written three ways, the outputs checked to be the same bytes: W1 as the engine writes JSON (a cached prefix per key, one \`+=\` per token, then \`TextEncoder.encode\`, which flattens the string first), W2 byte by byte into a \`Uint8Array\` (no string at all), W3 the encoding of the same bytes from one flat string. Writing, not encoding, is the cost: W1 / W3 = ${fmt(w1.median / w3.median)}x and W2 / W3 = ${fmt(w2.median / w3.median)}x, about ${fmt((w1.median - w3.median) * 1000 / tokens)} ns a token for strings. An answer whose body is written from values on each call cannot come within 2x of W3; only text kept from an earlier call (shared records, D98; kept part bytes, D105) can.`, '',
  ];
}
