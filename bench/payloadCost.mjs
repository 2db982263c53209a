// The payload-cost part of the bench (issue 13, "payloads near their bytes"): every endpoint of
// the router answered uncached (`respond` with `cache: false`: the query, the formatter, the
// UTF-8 encoding and the ETag, every call), beside `TextEncoder.encode` of a flat string of the
// same body, timed in the same process in alternating batches of calls (D188). Target: the median
// `respond` at most 2x the median encoding, for every endpoint.
//
// Data: the recorded MLB 2014 season (../shared/data/mlb/xmlstats_2014: results, box scores,
// rosters) and the NBA seasons 2016-17 and 2017-18 (../shared/data/nba/xmlstats_kaggle, player
// lines through 2018-02-02), each with a token; the NBA state also holds a generated 60-pick
// draft of 2017. Loaded through `loadData` of the built `node` entry.
import path from 'node:path';

const TOKEN = 'bench-payload-token';
const TARGET_RATIO = 2;
/**
 * Calls of each endpoint before the timed ones, interleaved with the encoding as the timed ones
 * are: the router and the formatters reach their optimized code after a few hundred calls (a
 * standings answer takes about 30 µs over its first 500 calls and 15 µs after), and the target
 * is about the steady state of a server; the encoder is native code and needs none.
 */
const WARMUP = 1000;
/**
 * Calls in a timed batch, and batches of each side (D188): a batch of `respond` calls, then a batch
 * of encodings, in turn; each batch gives its mean per call. A batch of 25 takes from 25 µs (`me`)
 * to 1.7 ms (MLB results), long enough for the clock's own cost (about 0.1 µs a reading, as much as
 * a third of `me`'s encoding) to vanish, short enough that both sides share each phase of the
 * machine.
 */
const BATCH = 25;
const BATCHES = 200;
/**
 * Least time the batches of one endpoint take, both sides together (D188): a short answer's 200
 * batches take 20 ms, less than a burst of other work on a shared machine, which then moves the
 * medians; its batches go on until this much time has passed.
 */
const BATCHES_MIN_MS = 300;
/** Turns the batches of all endpoints are timed in, each endpoint a part of its batches and time in each. */
const ROUNDS = 4;

/** The 60 picks of a generated 2017 draft (the draft endpoint needs one; no recorded draft ships). */
function draftPicks(teamIds) {
  return Array.from({ length: 60 }, (_, i) => ({
    sport: 'nba', season: 2017, round: i < 30 ? 1 : 2, pick: (i % 30) + 1, overall_pick: i + 1, team_id: teamIds[i % teamIds.length],
    player: {
      last_name: `Player${i + 1}`, first_name: 'Draft', display_name: `Draft Player${i + 1}`, birthdate: '1998-03-01',
      birthplace: 'Chicago, Illinois, USA', height_in: 78, weight_lb: 215, position: i % 2 ? 'G' : 'F',
    },
  }));
}

function withToken(E, state, extra = {}) {
  const r = E.ingest(state, {
    accounts: [{ email_address: 'bench@example.com', first_name: 'Bench', last_name: 'Mark', created_on: '2014-01-01' }],
    tokens: [{ token: TOKEN, email_address: 'bench@example.com', expires_at: '2030-01-01T00:00:00-05:00' }],
    ...extra,
  });
  if (!r.ok) throw new Error(`payloadCost: ${JSON.stringify(r.issues.slice(0, 3))}`);
  return r.state;
}

/**
 * The states and the requests: one request per endpoint (and format, and sport where the
 * payloads differ in kind). `N`: the built `node` entry (for `loadData`); `E`: the built main
 * entry. Each case: `{ id, label, state, url, now }`.
 */
export async function payloadCases({ E, N, dataRoot }) {
  const load = async (folder) => {
    const r = await N.loadData([path.join(dataRoot, folder)]);
    if (!r.ok) throw new Error(`payloadCost: loadData ${folder}: ${JSON.stringify(r.issues.slice(0, 3))}`);
    return r.value;
  };
  const mlb = withToken(E, await load('mlb/xmlstats_2014'));
  const nbaLoaded = await load('nba/xmlstats_kaggle');
  const nbaTeams = nbaLoaded.teams.ids.filter((k) => k.startsWith('nba:2018:')).map((k) => k.split(':')[2]);
  const nba = withToken(E, nbaLoaded, { draft_picks: draftPicks(nbaTeams) });
  const mlbNow = '2014-10-01T12:00:00-04:00';
  const nbaNow = '2018-02-02T03:00:00-05:00';
  const M = (id, label, url) => ({ id, label, state: mlb, url, now: mlbNow });
  const B = (id, label, url) => ({ id, label, state: nba, url, now: nbaNow });
  return [
    M('teams', 'MLB teams', '/mlb/teams.json'),
    M('standings', 'MLB standings', '/mlb/standings/20140928.json'),
    M('wildcard', 'MLB wild card', '/mlb/wildcard/20140928.json'),
    M('wildcard-xml', 'MLB wild card, XML', '/mlb/wildcard/20140928.xml'),
    M('results', 'MLB results of a season (162 games)', '/mlb/results/boston-red-sox.json?season=2014'),
    M('events', 'MLB events of a date', '/events.json?sport=mlb&date=20140704'),
    M('me', 'me', '/me.json'),
    M('boxscore-mlb', 'MLB box score', '/mlb/boxscore/20140330-los-angeles-dodgers-at-san-diego-padres.json'),
    M('roster', 'MLB roster, expanded', '/mlb/roster/boston-red-sox.json?status=expanded'),
    B('tournament', 'NBA postseason 2016-17 (seeds from the final standings)', '/nba/tournament.json?season=2017'),
    B('standings-nba', 'NBA standings', '/nba/standings/20180130.json'),
    B('results-nba', 'NBA results of a season', '/nba/results/golden-state-warriors.json?season=2017'),
    B('events-nba', 'NBA events of a date', '/events.json?sport=nba&date=20180130'),
    B('boxscore-nba', 'NBA box score', '/nba/boxscore/20180130-brooklyn-nets-at-new-york-knicks.json'),
    B('team-stats', 'NBA team stats of all teams', '/nba/team-stats/20180130.json'),
    B('leaders', 'NBA leaders', '/nba/leaders/points_per_game.json'),
    B('daily-leaders', 'NBA daily leaders', '/nba/daily-leaders/20180130.json'),
    B('draft', 'NBA draft (60 picks, generated)', '/nba/draft.json?season=2017'),
  ];
}

/** `respond` of a case with the memo off; throws on anything but 200. */
export function answer(E, c) {
  const r = E.respond(c.state, { method: 'GET', url: c.url, headers: { authorization: `Bearer ${TOKEN}` } }, { now: c.now, cache: false });
  if (r.status !== 200) throw new Error(`payloadCost: ${c.url}: ${r.status} ${r.body.slice(0, 300)}`);
  return r;
}

/**
 * Times `respond` and the encoding of a flat copy of its body, interleaved call by call, `reps`
 * times after `warmup` rounds; returns both lists of durations in ns. Each encoding makes a new
 * buffer, and the `respond` after it pays for part of what that costs the heap (D188): the bench
 * shows these figures beside the batches', for reading only.
 */
export function timePair(E, c, { warmup, reps }) {
  const flat = flatBody(E, c);
  const encoder = new TextEncoder();
  const respondNs = new Float64Array(reps);
  const encodeNs = new Float64Array(reps);
  let sink = 0;
  for (let i = -warmup; i < reps; i++) {
    const t0 = process.hrtime.bigint();
    sink ^= answer(E, c).bytes.length;
    const t1 = process.hrtime.bigint();
    sink ^= encoder.encode(flat).length;
    const t2 = process.hrtime.bigint();
    if (i >= 0) {
      respondNs[i] = Number(t1 - t0);
      encodeNs[i] = Number(t2 - t1);
    }
  }
  if (sink === 0.5) throw new Error('unreachable');
  return { respondNs, encodeNs, bytes: Buffer.byteLength(flat) };
}

/**
 * Times `respond` and the encoding of a flat copy of its body in alternating batches of `batch`
 * calls, at least `batches` of each side and for at least `minMs` in all (D188); returns each
 * batch's mean per call, in ns, both sides.
 */
export function timeBatches(E, c, { batches, batch, minMs = 0 }) {
  const flat = flatBody(E, c);
  const [respondNs, encodeNs] = timeInTurn([respondCalls(E, c), encodeCalls(flat)], { batches, batch, minMs });
  return { respondNs, encodeNs };
}

/** A side of {@link timeInTurn}: `n` uncached answers of a case. */
function respondCalls(E, c) {
  return (n) => {
    let sink = 0;
    for (let k = 0; k < n; k++) sink ^= answer(E, c).bytes.length;
    return sink;
  };
}

/** A side of {@link timeInTurn}: `n` encodings of a flat body, each into a new buffer. */
function encodeCalls(flat) {
  const encoder = new TextEncoder();
  return (n) => {
    let sink = 0;
    for (let k = 0; k < n; k++) sink ^= encoder.encode(flat).length;
    return sink;
  };
}

/**
 * Runs `sides` in turn, each a batch of `batch` calls (a side is a function of the number of calls
 * to make, which makes them in its own loop and returns what they gave, folded), at least
 * `batches` turns and for at least `minMs` in all; returns each side's batch means per call, in ns.
 */
function timeInTurn(sides, { batches, batch, minMs = 0 }) {
  const ns = sides.map(() => []);
  let sink = 0;
  const until = process.hrtime.bigint() + BigInt(Math.round(minMs * 1e6));
  for (let i = 0; i < batches || process.hrtime.bigint() < until; i++) {
    for (let s = 0; s < sides.length; s++) {
      const t0 = process.hrtime.bigint();
      sink ^= sides[s](batch);
      ns[s].push(Number(process.hrtime.bigint() - t0) / batch);
    }
  }
  if (sink === 0.5) throw new Error('unreachable');
  return ns.map((list) => Float64Array.from(list));
}

/**
 * The least any router must do for `me` (D188), written by hand for this one request and nothing
 * else: the target compared with the path, the token read and looked up with its expiry, the
 * body made of the account's text kept whole and the time left, its UTF-8 written into a shared
 * buffer, a 64-bit tag of the instant and token, four headers. No options, no other endpoint, no
 * memo, no error: a floor, not a router. Returns `{ respond(request, nowMs) }`.
 */
function meFloor(state) {
  const token = state.tokens.byId[TOKEN];
  const account = state.accounts.byId[token.emailAddress];
  const tokens = new Map([[TOKEN, {
    expiresAt: token.expiresAt,
    prefix: `{\n  "first_name" : "${account.firstName}",\n  "last_name" : "${account.lastName}",\n  "email_address" : "${account.emailAddress}",\n  "created_on" : "${account.createdOn}",\n  "token_expiration_seconds" : `,
  }]]);
  const encoder = new TextEncoder();
  const slab = new Uint8Array(512 * 1024);
  let at = 0;
  const digits = Array.from('0123456789abcdef', (d) => d.charCodeAt(0));
  const tag = (a, b) => String.fromCharCode(34, digits[a >>> 28], digits[(a >>> 24) & 15], digits[(a >>> 20) & 15], digits[(a >>> 16) & 15], digits[(a >>> 12) & 15],
    digits[(a >>> 8) & 15], digits[(a >>> 4) & 15], digits[a & 15], digits[b >>> 28], digits[(b >>> 24) & 15], digits[(b >>> 20) & 15], digits[(b >>> 16) & 15],
    digits[(b >>> 12) & 15], digits[(b >>> 8) & 15], digits[(b >>> 4) & 15], digits[b & 15], 34);
  return {
    respond(request, nowMs) {
      if (request.url !== '/me.json') return undefined;
      const header = request.headers.authorization;
      if (!header.startsWith('Bearer ')) return undefined;
      const t = tokens.get(header.slice(7));
      if (t === undefined || t.expiresAt <= nowMs) return undefined;
      const seconds = Math.floor((t.expiresAt - nowMs) / 1000);
      const body = `${t.prefix}${seconds},\n  "token_expiration_date" : "2030-01-01T00:00:00-05:00",\n  "token_time_remaining" : "${Math.floor(seconds / 86400)} days, ${Math.floor(seconds / 3600) % 24} hours, ${Math.floor(seconds / 60) % 60} minutes"\n}`;
      if (at + 3 * body.length > slab.length) at = 0;
      const { written } = encoder.encodeInto(body, slab.subarray(at));
      const bytes = slab.subarray(at, at + written);
      at += written;
      const key = `${nowMs}\u0000${header}`;
      let a = 0x811c9dc5;
      let b = 0x050c5d1f;
      for (let i = 0; i < key.length; i++) {
        const c = key.charCodeAt(i);
        a = Math.imul(a ^ c, 0x01000193);
        b = Math.imul(b ^ c, 0x5bd1e995);
      }
      const headers = { 'Xmlstats-Api-Method': 'me', 'Content-Type': 'application/json', ETag: tag(a, b), 'Content-Length': String(written) };
      return { status: 200, headers, body, bytes };
    },
  };
}

/**
 * The floor of `me` (see {@link meFloor}) timed beside `respond` of the same request and the
 * encoding of its body, in batches of the three in turn (D188); throws when the floor's body is not
 * `respond`'s. Returns each batch's mean per call, in ns, of the three.
 */
export function timeMeFloor(E, c, { batches, batch, minMs = 0 }) {
  const floor = meFloor(c.state);
  const nowMs = Date.parse(c.now);
  const request = () => ({ method: 'GET', url: c.url, headers: { authorization: `Bearer ${TOKEN}` } });
  const flat = flatBody(E, c);
  if (floor.respond(request(), nowMs)?.body !== flat) throw new Error('payloadCost: the floor of me writes another body than respond');
  const floorCalls = (n) => {
    let sink = 0;
    for (let k = 0; k < n; k++) sink ^= floor.respond(request(), nowMs).bytes.length;
    return sink;
  };
  // Its own warm-up, ten times the endpoints' calls: a function made for this timing alone, which the
  // JIT must optimize first (in one run its batches ran at 3.39 µs, fastest 0.88, with 1,000).
  floorCalls(10 * WARMUP);
  const [floorNs, respondNs, encodeNs] = timeInTurn([floorCalls, respondCalls(E, c), encodeCalls(flat)], { batches, batch, minMs });
  return { floorNs, respondNs, encodeNs };
}

/** A flat (sequential) string of the body `respond` gives for a case. */
function flatBody(E, c) {
  return Buffer.from(answer(E, c).body, 'utf8').toString('utf8');
}

const median = (ns) => {
  const s = Float64Array.from(ns).sort();
  return s[Math.floor((s.length - 1) / 2)];
};

/**
 * Runs the payload-cost benchmark. `tools`: the engine module `E`, the node entry `N`, `log`,
 * `record(id, what, unit, ns, target?)`, `fmt`, `dataRoot`, `reps` (default 200) calls timed one at
 * a time and `batches` (default 200) of each side. Returns the Markdown lines of its section (a
 * table: endpoint, bytes, respond, encode, ratio, pass, and the figures of calls timed one at a
 * time).
 */
export async function benchPayloadCost({ E, N, log, record, fmt, dataRoot, reps = 200, batches = BATCHES }) {
  const cases = await payloadCases({ E, N, dataRoot });
  const lines = ['## Payloads against their bytes', '',
    `Every endpoint answered by \`respond\` with \`cache: false\` (query, formatter, UTF-8 encoding and ETag on every call) beside \`TextEncoder.encode\` of a flat string of the same body, in the same process: after a warm-up of ${WARMUP} pairs and ${reps} pairs timed one call at a time (the engine's code is optimized by then, as a server's is), at least ${batches} batches of ${BATCH} calls of each side in turn and at least ${BATCHES_MIN_MS} ms of them, in ${ROUNDS} turns over all endpoints, each batch giving its mean per call (D188). Target: the median batch of \`respond\` at most ${TARGET_RATIO}x the median batch of the encoding.`, '',
    '| Endpoint | Request | Bytes | respond (µs) | encode (µs) | Ratio | Result | One call at a time, medians: respond / encode (µs), ratio |', '|---|---|--:|--:|--:|--:|---|--:|'];
  let failures = 0;
  const ratios = new Map();
  // Each endpoint warmed up and timed one call at a time, then its batches in ROUNDS turns over all
  // endpoints (D188): a slow phase of the machine falls on a part of every endpoint's batches,
  // not on all of one endpoint's.
  const singles = cases.map((c) => timePair(E, c, { warmup: WARMUP, reps }));
  const timed = cases.map(() => ({ respondNs: [], encodeNs: [] }));
  for (let round = 0; round < ROUNDS; round++) {
    cases.forEach((c, i) => {
      const { respondNs, encodeNs } = timeBatches(E, c, { batches: Math.ceil(batches / ROUNDS), batch: BATCH, minMs: BATCHES_MIN_MS / ROUNDS });
      timed[i].respondNs.push(...respondNs);
      timed[i].encodeNs.push(...encodeNs);
    });
  }
  cases.forEach((c, i) => {
    const single = singles[i];
    const respondNs = Float64Array.from(timed[i].respondNs);
    const encodeNs = Float64Array.from(timed[i].encodeNs);
    const r = record(`P-${c.id}`, `uncached respond: ${c.label} (${single.bytes} bytes), batches of ${BATCH}`, 'us', respondNs);
    const e = record(`P-${c.id}'`, `TextEncoder.encode of the same ${single.bytes} bytes (flat string), batches of ${BATCH}`, 'us', encodeNs);
    const ratio = median(respondNs) / median(encodeNs);
    const singleRespond = median(single.respondNs) / 1000;
    const singleEncode = median(single.encodeNs) / 1000;
    const pass = ratio <= TARGET_RATIO;
    if (!pass) failures++;
    ratios.set(c.id, ratio);
    log(`     ${c.id}: respond / encode = ${fmt(ratio)}x ${pass ? 'pass' : 'FAIL'} (one call at a time: ${fmt(singleRespond / singleEncode)}x)`);
    lines.push(`| ${c.label} | \`${c.url}\` | ${single.bytes} | ${fmt(r.median)} | ${fmt(e.median)} | ${fmt(ratio)} | ${pass ? 'pass' : '**FAIL**'} | ${fmt(singleRespond)} / ${fmt(singleEncode)}, ${fmt(singleRespond / singleEncode)} |`);
  });
  const me = cases.find((c) => c.id === 'me');
  const floor = timeMeFloor(E, me, { batches, batch: BATCH, minMs: BATCHES_MIN_MS });
  const meBytes = Buffer.byteLength(flatBody(E, me));
  const f = record('P-me-floor', `the least a router does for me, written by hand for that request alone (${meBytes} bytes), batches of ${BATCH}`, 'us', floor.floorNs);
  const fr = record('P-me-floor-respond', 'respond of me, in turn with the floor', 'us', floor.respondNs);
  const fe = record(`P-me-floor'`, 'TextEncoder.encode of the same bytes, in turn with both', 'us', floor.encodeNs);
  const floorRatio = median(floor.floorNs) / median(floor.encodeNs);
  log(`     me floor: ${fmt(floorRatio)}x of its encoding; respond ${fmt(median(floor.respondNs) / median(floor.floorNs))}x the floor`);
  lines.push('', `${cases.length - failures} of ${cases.length} endpoints within ${TARGET_RATIO}x.`, '',
    `The floor of \`me\` (D188): a function written by hand for \`/me.json\` alone (the path compared, the token looked up with its expiry, the body from the account's text and the time left, UTF-8 into a shared buffer, a 64-bit tag of the instant and token, four headers; no options, no other endpoint, no memo, no errors), timed in turn with \`respond\` of the same request and the encoding of its ${meBytes} bytes: the floor ${fmt(f.median)} µs, \`respond\` ${fmt(fr.median)} µs (${fmt(fr.median / f.median)}x the floor), the encoding ${fmt(fe.median)} µs; the floor is ${fmt(floorRatio)}x the encoding, against the target's ${TARGET_RATIO}x. The encoding of so short a body runs at two speeds from one run or phase to the next (0.33-0.36 µs or 0.52-0.66), so this ratio moves with it.`, '',
    'The last column is for reading, not for the target: the medians of the calls timed one at a time, each `respond` after an encoding. Each encoding makes a new buffer, and part of what that costs the heap falls on the `respond` timed after it (D188); the clock\'s own cost, about 0.1 µs a reading, is in every figure of that column.');
  return lines;
}
