import { DATA_KINDS } from '../importers/loadData.js';
import { describeEndpoints, describeExtensions } from './describeEndpoints.js';
import { LOCAL_TOKEN } from './localAccess.js';
import { DEFAULT_GRACE_SECONDS, DEFAULT_RATE_LIMIT, type CommandName } from './parseCommandLine.js';

const SERVE_USAGE = 'sports-stats serve [--port N] [--host H] [--data PATH]... | [--snapshot FILE] [--now ISO] [--tz ZONE] [--compact] [--rate-limit N/SECONDS|off] [--grace SECONDS]';
const QUERY_USAGE = 'sports-stats query PATH [--data PATH]... | [--snapshot FILE] [--now ISO] [--tz ZONE] [--compact] [--token T] [--format json|csv|table] [--columns A,B,...]';
const SNAPSHOT_USAGE = 'sports-stats snapshot [--data PATH]... --output FILE';
const PICTURE_USAGE = 'sports-stats picture [--sport mlb|nba] [--date DATE] [--what-if FILE] [--tie-search N] [--format table|json] [--data PATH]... | [--snapshot FILE] [--now ISO] [--compact]';
const ODDS_USAGE = 'sports-stats odds [--sport mlb|nba] [--date DATE] [--n N] [--seed S] [--what-if FILE] [--format table|json] [--data PATH]... | [--snapshot FILE] [--now ISO] [--compact]';
const CHART_USAGE = 'sports-stats chart --season YYYY --group GROUP [--sport mlb|nba] [--output FILE.svg] [--data PATH]... | [--snapshot FILE]';

const DATA_OPTIONS = `  --data PATH   data to load, detected from the content (see below); repeatable;
                default: the bundled 2019 MLB season (its snapshot, data/retrosheet/mlb-2019.snapshot)
  --snapshot FILE
                a snapshot written by sports-stats snapshot, loaded instead of --data (much faster:
                nothing is parsed or validated again)
  --now ISO     the data clock, a date-time with an offset (default: 12:00 Eastern the day
                after the latest completed game)
  --tz ZONE     display time zone, IANA or an offset like +05:30 (default America/New_York)
  --compact     compact JSON instead of the pretty default
  -h, --help    this help; -v, --version the version`;

const DATA_KINDS_TEXT = `--data reads:\n${DATA_KINDS.map((k) => `  - ${k}`).join('\n')}`;

const PROGRESS_TEXT = `Loading prints on stderr: a line per file with the files and games loaded and the time taken
when stderr is a terminal, else one summary line; and every warning of the data.`;

/**
 * The usage lines of the tool, or of one command: what a usage error prints (on stderr).
 *
 * @example
 * formatUsage('query'); // 'usage: sports-stats query PATH [--data PATH]... ...\nRun "sports-stats query --help" for more.'
 */
export function formatUsage(command?: CommandName): string {
  if (command === 'serve') return `usage: ${SERVE_USAGE}\nRun "sports-stats serve --help" for more.`;
  if (command === 'query') return `usage: ${QUERY_USAGE}\nRun "sports-stats query --help" for more.`;
  if (command === 'snapshot') return `usage: ${SNAPSHOT_USAGE}\nRun "sports-stats snapshot --help" for more.`;
  if (command === 'picture') return `usage: ${PICTURE_USAGE}\nRun "sports-stats picture --help" for more.`;
  if (command === 'odds') return `usage: ${ODDS_USAGE}\nRun "sports-stats odds --help" for more.`;
  if (command === 'chart') return `usage: ${CHART_USAGE}\nRun "sports-stats chart --help" for more.`;
  return `usage:\n  ${SERVE_USAGE}\n  ${QUERY_USAGE}\n  ${SNAPSHOT_USAGE}\n  ${PICTURE_USAGE}\n  ${ODDS_USAGE}\n  ${CHART_USAGE}\n  sports-stats help [COMMAND] | --help | --version\nRun "sports-stats --help" for more.`;
}

/**
 * The help of the tool, or of one command (printed on stdout): usage, options, the `--data` kinds
 * and, for the tool and `query`, the endpoints from the router's table.
 *
 * @example
 * formatHelp().startsWith('sports-stats: '); // true
 */
export function formatHelp(command?: CommandName): string {
  const endpoints = `Endpoints (DATE is yyyyMMdd; public: no token needed; csv: --format csv and table apply;\n?names: the query parameters each reads):\n${describeEndpoints().join('\n')}\n\nExtensions (not xmlstats endpoints; see docs/ENDPOINTS.md):\n${describeExtensions().join('\n')}`;
  if (command === 'serve') {
    return `usage: ${SERVE_USAGE}

Serves the xmlstats API over HTTP for the data loaded.

  --port N      default 8080 (0 picks a free port)
  --host H      default 127.0.0.1
${DATA_OPTIONS}
  --rate-limit N/SECONDS
                requests per token (or per address without one) in each window of SECONDS
                on the wall clock; default ${DEFAULT_RATE_LIMIT} (the service allowed 6/60); "off" limits
                nothing but still sends the Xmlstats-Api-* headers
  --grace SECONDS
                on SIGTERM or SIGINT, stop accepting, close idle connections, let answers
                being written finish for up to SECONDS (default ${DEFAULT_GRACE_SECONDS}), cut the rest and exit 0;
                a second signal cuts at once

Once listening it prints where, and example URLs from the data loaded, on stderr. Standings and
teams need no token; send the built-in local token "${LOCAL_TOKEN}" for the rest
(valid for a year from the clock).

${DATA_KINDS_TEXT}

${PROGRESS_TEXT}

${endpoints}
`;
  }
  if (command === 'snapshot') {
    return `usage: ${SNAPSHOT_USAGE}

Loads data as serve and query do and writes the engine's state to FILE as a snapshot: one line
of JSON naming the format, its version, the body's length and hash, then the state as compact
JSON. serve and query load it with --snapshot FILE without parsing or validating the data again;
replicas of a server can all load the same file. The file is replaced atomically (written beside
it, then renamed). A snapshot of another version, or a truncated or damaged one, is refused.

  --data PATH   data to load, detected from the content (see below); repeatable;
                default: the bundled game log (data/retrosheet/GL2019.TXT)
  -o, --output FILE
                the snapshot file to write (its folder must exist)
  -h, --help    this help; -v, --version the version

Exits 0 when written, 1 when the data could not be loaded or the file written, 2 for a usage
error.

Example:
  sports-stats snapshot --data shared/data/nba -o nba.snapshot
  sports-stats serve --snapshot nba.snapshot

${DATA_KINDS_TEXT}

${PROGRESS_TEXT}
`;
  }
  if (command === 'picture' || command === 'odds') {
    const odds = command === 'odds';
    return `usage: ${odds ? ODDS_USAGE : PICTURE_USAGE}

${odds
    ? `Prints the playoff odds as of a date: each team's chance of the division, the postseason, a bye
and each seed, with its standard error, from N seasons completed at random (Monte Carlo over
the games left, with the same tiebreakers and seeding as the picture). The same N and SEED give
the same odds, run after run.`
    : `Prints the postseason picture as of a date, per conference (MLB: league): every team with its
record, games left, seed if the season ended that day, and clinch status (clinched, eliminated
or alive, exact: from who plays whom in the games left) for the division and the postseason,
the published-style magic and elimination numbers, the standings' indicator letter, the ties
and the rule that decided each, and a note where the published numbers and the exact answer differ.`}

  --sport S     mlb (default) or nba
  --date DATE   the picture after all games of DATE (yyyy-MM-dd or yyyyMMdd; default: the
                clock's league day)
${odds ? `  --n N         seasons to simulate, 1 to 100000 (default 10000)
  --seed S      the generator's seed, 0 to 4294967295 (default 1)
` : ''}  --what-if F   a JSON file of hypothetical results of games left after DATE, each
                {"eventId", "winner"} or {"eventId", "homeScore", "awayScore"}: the ${odds ? 'odds' : 'picture'} as if
                they had been played (a bad entry is named and nothing is applied)
${odds ? '' : `  --tie-search N  settle the goals only a tie can decide by the season's tiebreak rules,
                searching at most N nodes per team and goal (clinched or eliminated "by
                tiebreak"; slow with many games left: for the last days)
`}  --format F    table (default): a text table per conference; json: the extension's JSON
                document (as /ext/{sport}/${odds ? 'odds' : 'playoff-picture'}/{date}.json answers)
${DATA_OPTIONS}

Exits 0 when printed, 1 when the data could not be loaded or no season of the sport is known
on the date, 2 for a usage error.

Example:
  sports-stats ${odds ? 'odds --date 2019-09-01 --n 10000 --seed 7' : 'picture --date 2019-09-25'}
`;
  }
  if (command === 'chart') {
    return `usage: ${CHART_USAGE}

Writes the race chart of a season as SVG: one line per team of a division or conference (MLB: a
league), its games back of the group's leader after every day a game of the group counted, with
axes, a legend and an accessible title. Self-contained (no script, no web font), and the same
data always gives the same bytes.

  --season YYYY the season, named by the year it ends in (NBA 2018 is 2017-18)
  --group G     mlb: al, nl, al-east, al-central, al-west, nl-east, nl-central, nl-west;
                nba: east, west, atlantic, central, southeast, northwest, pacific, southwest
  --sport S     mlb (default) or nba
  -o, --output FILE
                the SVG file to write (default: stdout)
${DATA_OPTIONS}

Exits 0 when written, 1 when the data could not be loaded, the group is unknown, the season
has no game or the file could not be written, 2 for a usage error.

Example:
  sports-stats chart --season 2019 --group al-east -o al-east-2019.svg
`;
  }
  if (command === 'query') {
    return `usage: ${QUERY_USAGE}

Prints the answer to one request, without a server: PATH is a path with its query, as sent to
the server (quote it in the shell when it has ? or &).

${DATA_OPTIONS}
  --token T     the bearer token to send (default: the built-in local token "${LOCAL_TOKEN}",
                valid for every path)
  --format F    json (default): the answer's bytes as the path asks (.json or .xml);
                csv: the table as CSV (RFC 4180: CRLF line ends, a header row of the payload's
                field names, nested objects as dotted names like team.team_id);
                table: the table aligned for a terminal. csv and table apply to the endpoints
                marked csv below (their .json path)
  --columns A,B the columns to print, in this order (csv and table)

Exits 0 for a 2xx answer and 1 otherwise: with --format json the error body is printed on stdout,
with csv or table on stderr; 2 for a usage error.

Examples:
  sports-stats query /mlb/standings/20190502.json
  sports-stats query '/mlb/results/boston-red-sox.json?last=5' --format table --columns event_id,team_event_result,team_points_scored,opponent_points_scored
  sports-stats query /mlb/standings/20190929.json --format csv > standings.csv

${DATA_KINDS_TEXT}

${PROGRESS_TEXT}

${endpoints}
`;
  }
  return `sports-stats: the xmlstats API (erikberg.com) for MLB and NBA data, as a server or one query at a time.

usage:
  ${SERVE_USAGE}
  ${QUERY_USAGE}
  ${SNAPSHOT_USAGE}
  ${PICTURE_USAGE}
  ${ODDS_USAGE}
  ${CHART_USAGE}
  sports-stats help [COMMAND]     this help, or a command's (also: COMMAND --help, -h)
  sports-stats --version          the version (also -v)

Commands:
  serve   serve the API over HTTP (sports-stats serve --help)
  query   print one answer on stdout, as JSON, CSV or a table (sports-stats query --help)
  snapshot
          write the loaded data as a snapshot file, for serve and query --snapshot FILE
          (sports-stats snapshot --help)
  picture the postseason picture as of a date: seeds, ties and their rules, clinch status
          and magic numbers, per conference (sports-stats picture --help)
  odds    playoff odds as of a date, simulated with a seed (sports-stats odds --help)
  chart   a season's race of a division or conference as an SVG chart (sports-stats chart --help)

Without --data or --snapshot the bundled 2019 MLB season is loaded (from its snapshot); without --now the clock is 12:00 Eastern
the day after the latest completed game. Standings and teams need no token; the rest take the
built-in local token "${LOCAL_TOKEN}".

${DATA_KINDS_TEXT}

${endpoints}
`;
}
