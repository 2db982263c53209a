// The payload-cost part of the bench (issue 13, "payloads near their bytes"): every endpoint of
// the router answered uncached (`respond` with `cache: false`: the query, the formatter, the
// UTF-8 encoding and the ETag, every call), beside `TextEncoder.encode` of a flat string of the
// same body, timed in the same run and interleaved call by call. Target: the median `respond`
// at most 2x the median encoding of its body, for every endpoint.
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
 * times after `warmup` rounds; returns both lists of durations in ns.
 */
export function timePair(E, c, { warmup, reps }) {
  const flat = Buffer.from(answer(E, c).body, 'utf8').toString('utf8'); // a flat (sequential) string
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

const median = (ns) => {
  const s = Float64Array.from(ns).sort();
  return s[Math.floor((s.length - 1) / 2)];
};

/**
 * Runs the payload-cost benchmark. `tools`: the engine module `E`, the node entry `N`, `log`,
 * `record(id, what, unit, ns, target?)`, `fmt`, `dataRoot`, and `reps` (default 200). Returns
 * the Markdown lines of its section (a table: endpoint, bytes, respond, encode, ratio, pass).
 */
export async function benchPayloadCost({ E, N, log, record, fmt, dataRoot, reps = 200 }) {
  const cases = await payloadCases({ E, N, dataRoot });
  const lines = ['## Payloads against their bytes', '',
    `Every endpoint answered by \`respond\` with \`cache: false\` (query, formatter, UTF-8 encoding and ETag on every call) beside \`TextEncoder.encode\` of a flat string of the same body, interleaved call by call, ${reps} calls after a warm-up of ${WARMUP} (the same pairs, untimed: the engine's code is optimized by then, as a server's is). Target: the median \`respond\` at most ${TARGET_RATIO}x the median encoding.`, '',
    '| Endpoint | Request | Bytes | respond (µs) | encode (µs) | Ratio | Result | Fastest calls: respond / encode (µs), ratio |', '|---|---|--:|--:|--:|--:|---|--:|'];
  let failures = 0;
  for (const c of cases) {
    const { respondNs, encodeNs, bytes } = timePair(E, c, { warmup: WARMUP, reps });
    const r = record(`P-${c.id}`, `uncached respond: ${c.label} (${bytes} bytes)`, 'us', respondNs);
    const e = record(`P-${c.id}'`, `TextEncoder.encode of the same ${bytes} bytes (flat string)`, 'us', encodeNs);
    const ratio = median(respondNs) / median(encodeNs);
    const pass = ratio <= TARGET_RATIO;
    if (!pass) failures++;
    log(`     ${c.id}: respond / encode = ${fmt(ratio)}x ${pass ? 'pass' : 'FAIL'}`);
    lines.push(`| ${c.label} | \`${c.url}\` | ${bytes} | ${fmt(r.median)} | ${fmt(e.median)} | ${fmt(ratio)} | ${pass ? 'pass' : '**FAIL**'} | ${fmt(r.min)} / ${fmt(e.min)}, ${fmt(r.min / e.min)} |`);
  }
  lines.push('', `${cases.length - failures} of ${cases.length} endpoints within ${TARGET_RATIO}x.`, '',
    'The last column is for reading the others, not for the target: each side\'s fastest call of the run and their ratio. On a shared machine an endpoint\'s medians move between runs, since a slow phase can slow one side of the pairs more than the other; the fastest calls move less between runs, and show each side at its best.');
  return lines;
}
