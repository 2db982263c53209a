import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BatchInput, GameInput } from '../../engine/BatchInput.js';
import { issue, type Issue, type Result } from '../../ids/Issue.js';
import { parseLeagueDate } from '../../ids/LeagueDate.js';
import { seasonOfDate } from '../../ids/Season.js';
import { parseKaggleTeamBoxScores } from './parseKaggleTeamBoxScores.js';
import { parseNbaComTeamGameLogs } from './parseNbaComTeamGameLogs.js';
import type { KaggleScoreCorrection } from './readKaggleCorrections.js';

/** Options of {@link readNbaFolder}. */
export interface NbaFolderOptions {
  /** xmlstats abbreviation (GS, NO, NY, PHO, SA...) and season to team id, for the Kaggle files. */
  readonly teamIdOf: (abbreviation: string, season: number) => string | undefined;
  /** NBA.com abbreviation (GSW, NOP, NYK, PHX, SAS...) and season to team id, for the game logs. */
  readonly nbaComTeamIdOf: (abbreviation: string, season: number) => string | undefined;
  /** Passed to every Kaggle file (see `parseKaggleTeamBoxScores`; `KAGGLE_TEAM_BOX_SCORE_CORRECTIONS`). */
  readonly corrections?: readonly KaggleScoreCorrection[];
}

const KAGGLE_DIR = 'xmlstats_kaggle';
const NBA_COM_DIR = 'nba_stats';
const KAGGLE_FILE = /_teamBoxScore\.csv$/;
const NBA_COM_FILE = 'team_game_logs.csv';

/** A data file found in the folder and the name it has in issue paths. */
interface Found {
  readonly file: string;
  readonly name: string;
}

/**
 * Node-only: reads the NBA game files of a folder laid out like `shared/data/nba` into one
 * batch: `xmlstats_kaggle/*_teamBoxScore.csv` with {@link parseKaggleTeamBoxScores} and
 * `nba_stats/<season>/team_game_logs.csv` with {@link parseNbaComTeamGameLogs}. `dir` may also
 * be one of those subfolders, or one season folder of `nba_stats`. Files are read in name order
 * and named by their path under `dir` in issues. Other files (standings, player logs) are not
 * read. A folder with neither kind of file, an unreadable file: `invalid_input`.
 *
 * Where both sources cover the same season and season type (2017-18 regular season), the
 * xmlstats-derived game is kept and the NBA.com one dropped: it is the format the service
 * printed, and it has the start time and the period scores that NBA.com's logs lack. The two
 * must then list the same games with the same scores; a game only one of them has, or a score
 * they disagree on, is a `conflict` (path `[file, event_id]`), not a silent choice. For
 * 2017-18 they agree once the Kaggle file's two wrong scores are corrected (`corrections`,
 * e.g. `KAGGLE_TEAM_BOX_SCORE_CORRECTIONS`); NBA.com then adds the 2017-18 playoffs and 2018-19.
 *
 * @example
 * const r = await readNbaFolder('shared/data/nba', { teamIdOf, nbaComTeamIdOf, corrections: KAGGLE_TEAM_BOX_SCORE_CORRECTIONS });
 * // r.ok && r.value.games.length === 3854 (1,230 + 1,230 from Kaggle; 82 + 1,312 more from NBA.com)
 */
export async function readNbaFolder(dir: string, options: NbaFolderOptions): Promise<Result<BatchInput>> {
  const issues: Issue[] = [];
  const found = await findFiles(dir, issues);
  if (found === undefined) return { ok: false, issues };
  if (found.kaggle.length === 0 && found.nbaCom.length === 0) {
    issues.push(issue('invalid_input', [dir], `${dir}: no NBA data found (expected ${KAGGLE_DIR}/*_teamBoxScore.csv or ${NBA_COM_DIR}/<season>/${NBA_COM_FILE})`));
    return { ok: false, issues };
  }

  const read = async ({ file, name }: Found): Promise<string | undefined> => {
    try {
      return await readFile(file, 'utf8');
    } catch (error) {
      issues.push(issue('invalid_input', [name], `${name}: cannot be read: ${error instanceof Error ? error.message : String(error)}`));
      return undefined;
    }
  };
  const coverage = (g: GameInput): string => {
    const d = parseLeagueDate((g.event_id ?? '').slice(0, 8));
    return `${d.ok ? seasonOfDate('nba', d.value) : '?'} ${g.season_type ?? 'regular'}`;
  };

  const kaggle = new Map<string, { readonly game: GameInput; readonly name: string }>();
  const kaggleCovers = new Map<string, string>();
  for (const f of found.kaggle) {
    const text = await read(f);
    if (text === undefined) continue;
    const r = parseKaggleTeamBoxScores(text, { fileName: f.name, teamIdOf: options.teamIdOf, ...(options.corrections ? { corrections: options.corrections } : {}) });
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

  const nbaCom = new Map<string, { readonly game: GameInput; readonly name: string }>();
  const nbaComCovers = new Map<string, string>();
  for (const f of found.nbaCom) {
    const text = await read(f);
    if (text === undefined) continue;
    const r = parseNbaComTeamGameLogs(text, { fileName: f.name, teamIdOf: options.nbaComTeamIdOf });
    if (!r.ok) {
      issues.push(...r.issues);
      continue;
    }
    for (const game of r.value.games ?? []) {
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
async function findFiles(dir: string, issues: Issue[]): Promise<{ kaggle: Found[]; nbaCom: Found[] } | undefined> {
  const list = async (d: string): Promise<{ files: string[]; dirs: string[] } | undefined> => {
    try {
      const entries = await readdir(d, { withFileTypes: true });
      const names = (pred: (e: (typeof entries)[number]) => boolean) => entries.filter(pred).map((e) => e.name).sort();
      return { files: names((e) => e.isFile()), dirs: names((e) => e.isDirectory()) };
    } catch (error) {
      issues.push(issue('invalid_input', [d], `${d}: cannot be listed: ${error instanceof Error ? error.message : String(error)}`));
      return undefined;
    }
  };
  const top = await list(dir);
  if (top === undefined) return undefined;
  const kaggle: Found[] = [];
  const nbaCom: Found[] = [];
  const kaggleIn = (files: readonly string[], prefix: string): void => {
    for (const n of files) if (KAGGLE_FILE.test(n)) kaggle.push({ file: path.join(dir, prefix, n), name: path.posix.join(prefix, n) });
  };
  const seasonsIn = async (under: string, dirs: readonly string[]): Promise<void> => {
    for (const season of dirs) {
      const inner = await list(path.join(dir, under, season));
      if (inner?.files.includes(NBA_COM_FILE)) nbaCom.push({ file: path.join(dir, under, season, NBA_COM_FILE), name: path.posix.join(under, season, NBA_COM_FILE) });
    }
  };

  if (top.dirs.includes(KAGGLE_DIR)) kaggleIn((await list(path.join(dir, KAGGLE_DIR)))?.files ?? [], KAGGLE_DIR);
  kaggleIn(top.files, '');
  if (top.dirs.includes(NBA_COM_DIR)) await seasonsIn(NBA_COM_DIR, (await list(path.join(dir, NBA_COM_DIR)))?.dirs ?? []);
  else await seasonsIn('', top.dirs.filter((d) => d !== KAGGLE_DIR));
  if (top.files.includes(NBA_COM_FILE)) nbaCom.push({ file: path.join(dir, NBA_COM_FILE), name: path.posix.join(path.basename(dir), NBA_COM_FILE) });
  return { kaggle, nbaCom };
}
