import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { BatchInput, GameInput } from '../../engine/BatchInput.js';
import { issue, type Issue, type Result } from '../../ids/Issue.js';
import { parseLeagueDate } from '../../ids/LeagueDate.js';
import { seasonOfDate } from '../../ids/Season.js';
import { nbaTeamIdOfAbbreviation } from '../../registry/nbaTeamIdOfAbbreviation.js';
import { nbaTeamIdOfNbaComAbbreviation } from '../../registry/nbaTeamIdOfNbaComAbbreviation.js';
import { readTextFile } from '../readTextFile.js';
import { parseKagglePlayerBoxScores } from './parseKagglePlayerBoxScores.js';
import { parseKaggleTeamBoxScores } from './parseKaggleTeamBoxScores.js';
import { parseNbaComPlayerGameLogs } from './parseNbaComPlayerGameLogs.js';
import { parseNbaComTeamGameLogs } from './parseNbaComTeamGameLogs.js';
import type { KaggleScoreCorrection } from './readKaggleCorrections.js';
import type { KagglePlayerCorrection } from './readKagglePlayerCorrections.js';

/** Options of {@link readNbaFolder}. */
export interface NbaFolderOptions {
  /** xmlstats abbreviation (GS, NO, NY, PHO, SA...) and season to team id, for the Kaggle files; default the registry's `nbaTeamIdOfAbbreviation`. */
  readonly teamIdOf?: (abbreviation: string, season: number) => string | undefined;
  /** NBA.com abbreviation (GSW, NOP, NYK, PHX, SAS...) and season to team id, for the game logs; default the registry's `nbaTeamIdOfNbaComAbbreviation`. */
  readonly nbaComTeamIdOf?: (abbreviation: string, season: number) => string | undefined;
  /** Passed to every Kaggle file (see `parseKaggleTeamBoxScores`; `KAGGLE_TEAM_BOX_SCORE_CORRECTIONS`). */
  readonly corrections?: readonly KaggleScoreCorrection[];
  /** Passed to every Kaggle player box score file (see `parseKagglePlayerBoxScores`; `KAGGLE_PLAYER_BOX_SCORE_CORRECTIONS`). */
  readonly playerCorrections?: readonly KagglePlayerCorrection[];
}

const KAGGLE_DIR = 'xmlstats_kaggle';
const NBA_COM_DIR = 'nba_stats';
const KAGGLE_FILE = /_teamBoxScore\.csv$/;
const KAGGLE_PLAYER_FILE = /_playerBoxScore[^/]*\.csv$/;
const NBA_COM_FILE = 'team_game_logs.csv';
const NBA_COM_PLAYER_FILE = 'player_game_logs.csv';

/** A data file found in the folder and the name it has in issue paths. */
interface Found {
  readonly file: string;
  readonly name: string;
}

/** An NBA.com season folder's team game log and, when there is one, its player game log. */
interface FoundSeason extends Found {
  readonly players: Found | undefined;
}

/**
 * Node-only: reads the NBA game files of a folder (`nba/` below) into one
 * batch: `xmlstats_kaggle/*_teamBoxScore.csv` with {@link parseKaggleTeamBoxScores} and
 * `nba_stats/<season>/team_game_logs.csv` with {@link parseNbaComTeamGameLogs}. `dir` may also
 * be one of those subfolders, or one season folder of `nba_stats`. Files are read in name order
 * and named by their path under `dir` in issues. Other files (standings, season stats) are not
 * read. A folder with neither kind of file, an unreadable file, a data file that is a named
 * pipe, a device or a symbolic link loop (refused by name, never waited on): `invalid_input`.
 * Symbolic links to files and folders are followed; a byte order mark is fine.
 *
 * Player lines: `xmlstats_kaggle/*_playerBoxScore*.csv` (complete lines) are attached to the
 * Kaggle games with {@link parseKagglePlayerBoxScores} (with `playerCorrections`), and a season
 * folder's `player_game_logs.csv` (basic lines) to that folder's games with
 * {@link parseNbaComPlayerGameLogs}. A player file without the team file it belongs to is an
 * `invalid_input`; player files are not read when their team files had issues. The 2017-18
 * Kaggle player file stops at 2018-02-02: later games have no lines.
 *
 * Where both sources cover the same season and season type (2017-18 regular season), the
 * xmlstats-derived game is kept and the NBA.com one dropped, with its player lines: it is the
 * format the service printed, and it has the start time, the period scores and (through
 * 2018-02-02) complete player lines that NBA.com's logs lack; lines of two sources are never
 * mixed in one season, as their names and player ids differ (`Jimmy Butler` / `Jimmy Butler III`).
 * The two must then list the same games with the same scores; a game only one of them has, or a
 * score they disagree on, is a `conflict` (path `[file, event_id]`), not a silent choice. For
 * 2017-18 they agree once the Kaggle file's two wrong scores are corrected (`corrections`,
 * e.g. `KAGGLE_TEAM_BOX_SCORE_CORRECTIONS`); NBA.com then adds the 2017-18 playoffs and 2018-19.
 *
 * @example
 * const r = await readNbaFolder('nba', { corrections: KAGGLE_TEAM_BOX_SCORE_CORRECTIONS,
 *   playerCorrections: KAGGLE_PLAYER_BOX_SCORE_CORRECTIONS }); // team lookups: the built-in registry's
 * // r.ok && r.value.games.length === 3854 (1,230 + 1,230 from Kaggle; 82 + 1,312 more from NBA.com),
 * // 774 + 82 + 1,312 of them with player lines
 */
export async function readNbaFolder(dir: string, options: NbaFolderOptions = {}): Promise<Result<BatchInput>> {
  const teamIdOf = options.teamIdOf ?? nbaTeamIdOfAbbreviation;
  const nbaComTeamIdOf = options.nbaComTeamIdOf ?? nbaTeamIdOfNbaComAbbreviation;
  const issues: Issue[] = [];
  const found = await findFiles(dir, issues);
  if (found === undefined) return { ok: false, issues };
  if (found.kaggle.length === 0 && found.nbaCom.length === 0 && found.kagglePlayers.length === 0 && issues.length === 0) {
    issues.push(issue('invalid_input', [dir], `${dir}: no NBA data found (expected ${KAGGLE_DIR}/*_teamBoxScore.csv or ${NBA_COM_DIR}/<season>/${NBA_COM_FILE})`));
    return { ok: false, issues };
  }

  const read = async ({ file, name }: Found): Promise<string | undefined> => {
    const text = await readTextFile(file, name, 'utf8');
    if (text.ok) return text.value;
    issues.push(...text.issues);
    return undefined;
  };
  const coverage = (g: GameInput): string => {
    const d = parseLeagueDate((g.event_id ?? '').slice(0, 8));
    return `${d.ok ? seasonOfDate('nba', d.value) : '?'} ${g.season_type ?? 'regular'}`;
  };

  const kaggle = new Map<string, { readonly game: GameInput; readonly name: string }>();
  const kaggleCovers = new Map<string, string>();
  const beforeKaggle = issues.length;
  for (const f of found.kaggle) {
    const text = await read(f);
    if (text === undefined) continue;
    const r = parseKaggleTeamBoxScores(text, { fileName: f.name, teamIdOf, ...(options.corrections ? { corrections: options.corrections } : {}) });
    if (!r.ok) {
      issues.push(...r.issues);
      continue;
    }
    for (const game of r.value.games ?? []) {
      const id = game.event_id ?? '';
      const first = kaggle.get(id);
      if (first !== undefined) issues.push(issue('conflict', [f.name, id], `${f.name}: game ${id} is also in ${first.name}`));
      else kaggle.set(id, { game, name: f.name });
      kaggleCovers.set(coverage(game), f.name);
    }
  }
  const kaggleTeamsOk = issues.length === beforeKaggle;
  for (const f of found.kagglePlayers) {
    if (found.kaggle.length === 0) {
      issues.push(issue('invalid_input', [f.name], `${f.name}: player box scores need the team box scores of their games (${KAGGLE_DIR}/*_teamBoxScore.csv)`));
      continue;
    }
    if (!kaggleTeamsOk) continue;
    const text = await read(f);
    if (text === undefined) continue;
    const entries = [...kaggle.values()];
    const r = parseKagglePlayerBoxScores(text, entries.map((e) => e.game), { fileName: f.name, teamIdOf, ...(options.playerCorrections ? { corrections: options.playerCorrections } : {}) });
    if (!r.ok) {
      issues.push(...r.issues);
      continue;
    }
    (r.value.games ?? []).forEach((game, i) => kaggle.set(game.event_id ?? '', { game, name: entries[i]?.name ?? f.name }));
  }

  const nbaCom = new Map<string, { readonly game: GameInput; readonly name: string }>();
  const nbaComCovers = new Map<string, string>();
  for (const f of found.nbaCom) {
    const text = await read(f);
    if (text === undefined) continue;
    const r = parseNbaComTeamGameLogs(text, { fileName: f.name, teamIdOf: nbaComTeamIdOf });
    if (!r.ok) {
      issues.push(...r.issues);
      continue;
    }
    let seasonGames = r.value.games ?? [];
    if (f.players !== undefined) {
      const playerText = await read(f.players);
      if (playerText === undefined) continue;
      const p = parseNbaComPlayerGameLogs(playerText, seasonGames, { fileName: f.players.name, teamIdOf: nbaComTeamIdOf });
      if (!p.ok) {
        issues.push(...p.issues);
        continue;
      }
      seasonGames = p.value.games ?? [];
    }
    for (const game of seasonGames) {
      const id = game.event_id ?? '';
      const first = nbaCom.get(id);
      if (first !== undefined) issues.push(issue('conflict', [f.name, id], `${f.name}: game ${id} is also in ${first.name}`));
      else nbaCom.set(id, { game, name: f.name });
      nbaComCovers.set(coverage(game), f.name);
    }
  }

  const games: GameInput[] = [...kaggle.values()].map((k) => k.game);
  for (const [id, { game, name }] of nbaCom) {
    const both = kaggleCovers.get(coverage(game));
    const k = kaggle.get(id);
    if (k !== undefined) {
      const [a, b] = [`${game.away_points_scored}-${game.home_points_scored}`, `${k.game.away_points_scored}-${k.game.home_points_scored}`];
      if (a !== b) issues.push(issue('conflict', [name, id], `${name}: game ${id} ended ${a} here and ${b} in ${k.name}; one source is wrong (a correction of ${k.name} can settle it)`));
    } else if (both !== undefined) {
      issues.push(issue('conflict', [name, id], `${name}: game ${id} is not in ${both}, which covers the ${coverage(game)} season too`));
    } else {
      games.push(game);
    }
  }
  for (const [id, { game, name }] of kaggle) {
    const both = nbaComCovers.get(coverage(game));
    if (both !== undefined && !nbaCom.has(id)) issues.push(issue('conflict', [name, id], `${name}: game ${id} is not in ${both}, which covers the ${coverage(game)} season too`));
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: { games } };
}

/** The Kaggle and NBA.com files under `dir` (see {@link readNbaFolder}), or undefined when `dir` cannot be listed. */
async function findFiles(dir: string, issues: Issue[]): Promise<{ kaggle: Found[]; kagglePlayers: Found[]; nbaCom: FoundSeason[] } | undefined> {
  const list = async (d: string): Promise<{ files: string[]; dirs: string[] } | undefined> => {
    try {
      const entries = await readdir(d, { withFileTypes: true });
      const files: string[] = [];
      const dirs: string[] = [];
      for (const e of entries) {
        if (e.isFile()) files.push(e.name);
        else if (e.isDirectory()) dirs.push(e.name);
        else if (e.isSymbolicLink()) {
          // A link is what it leads to; a broken link or a loop is listed as a file, whose read says why.
          const to = await stat(path.join(d, e.name)).catch(() => undefined);
          if (to?.isDirectory() === true) dirs.push(e.name);
          else files.push(e.name);
        } else {
          // A named pipe, a device or a socket: listed as a file, whose read refuses it by name without waiting.
          files.push(e.name);
        }
      }
      return { files: files.sort(), dirs: dirs.sort() };
    } catch (error) {
      issues.push(issue('invalid_input', [d], `${d}: cannot be listed: ${error instanceof Error ? error.message : String(error)}`));
      return undefined;
    }
  };
  const top = await list(dir);
  if (top === undefined) return undefined;
  const kaggle: Found[] = [];
  const kagglePlayers: Found[] = [];
  const nbaCom: FoundSeason[] = [];
  const kaggleIn = (files: readonly string[], prefix: string): void => {
    for (const n of files) {
      const f = { file: path.join(dir, prefix, n), name: path.posix.join(prefix, n) };
      if (KAGGLE_FILE.test(n)) kaggle.push(f);
      else if (KAGGLE_PLAYER_FILE.test(n)) kagglePlayers.push(f);
    }
  };
  const seasonIn = (files: readonly string[], folder: string, label: string): void => {
    const at = (n: string): Found => ({ file: path.join(folder, n), name: path.posix.join(label, n) });
    const players = files.includes(NBA_COM_PLAYER_FILE) ? at(NBA_COM_PLAYER_FILE) : undefined;
    if (files.includes(NBA_COM_FILE)) nbaCom.push({ ...at(NBA_COM_FILE), players });
    else if (players !== undefined) issues.push(issue('invalid_input', [players.name], `${players.name}: player game logs need the team game logs of their games (${NBA_COM_FILE} in the same folder)`));
  };
  const seasonsIn = async (under: string, dirs: readonly string[]): Promise<void> => {
    for (const season of dirs) {
      const inner = await list(path.join(dir, under, season));
      if (inner !== undefined) seasonIn(inner.files, path.join(dir, under, season), path.posix.join(under, season));
    }
  };

  if (top.dirs.includes(KAGGLE_DIR)) kaggleIn((await list(path.join(dir, KAGGLE_DIR)))?.files ?? [], KAGGLE_DIR);
  kaggleIn(top.files, '');
  if (top.dirs.includes(NBA_COM_DIR)) await seasonsIn(NBA_COM_DIR, (await list(path.join(dir, NBA_COM_DIR)))?.dirs ?? []);
  else await seasonsIn('', top.dirs.filter((d) => d !== KAGGLE_DIR));
  seasonIn(top.files, dir, path.basename(dir));
  return { kaggle, kagglePlayers, nbaCom };
}
