import path from 'node:path';
import type { BatchInput, TeamInput } from '../../engine/BatchInput.js';
import { issue, type Result } from '../../ids/Issue.js';
import { seasonOfDate, type Season } from '../../ids/Season.js';
import type { Sport } from '../../ids/Sport.js';
import { boundIssues } from '../boundIssues.js';
import { leagueDateOfEventId } from './leagueDateOfEventId.js';
import { mergeBoxscores } from './mergeBoxscores.js';
import { parseXmlstatsBoxscore } from './parseXmlstatsBoxscore.js';
import { parseXmlstatsResults } from './parseXmlstatsResults.js';
import { parseXmlstatsRoster } from './parseXmlstatsRoster.js';
import { parseXmlstatsTeams } from './parseXmlstatsTeams.js';
import { readXmlstatsFiles } from './readXmlstatsFiles.js';

/** Options of {@link readXmlstatsFolder}. */
export interface XmlstatsFolderOptions {
  /** Sport of the responses; default `mlb`. */
  readonly sport?: Sport;
  /** Season of teams and rosters (their responses do not say); by default told from the other files or the folder's name. */
  readonly season?: Season;
}

/**
 * Node-only: reads a folder of recorded xmlstats responses laid out as the
 * service's responses were saved (`xmlstats_2014/` below), or any part of it: `results/*.json` (one results response per
 * team), `boxscore/*.json` (named by event id), `roster/*.json` (one roster per team, named by
 * its team id), `teams.json`, or such responses loose in the folder (see `readXmlstatsFiles`).
 * Each is read with {@link parseXmlstatsResults}, {@link parseXmlstatsBoxscore},
 * {@link parseXmlstatsRoster} and {@link parseXmlstatsTeams}; box scores add the period scores
 * and lines of the results' games, or their own games, through {@link mergeBoxscores}. Files are
 * read in name order and named by their path under the folder in issues.
 *
 * A teams or roster response names no season. It is `options.season`, else the one season of
 * the results' events and the box scores' event ids (their dates), else a year in the folder's
 * name, or in its parent's for a `results`, `boxscore` or `roster` folder (`xmlstats_2014/roster`;
 * for the NBA `2017-18` is season 2018); when none
 * or several are found, an `invalid_input` issue asks for `options.season`. When `teams.json` is
 * there its team objects are the teams of the batch, and the copies embedded in results rows only
 * fill in teams it lacks: the embedded copies can be older (in the 2014 folder the results still
 * give the Texas Rangers' `site_name` as "Rangers Ballpark in Arlington", the teams response and
 * every site object as "Globe Life Park in Arlington").
 *
 * Unreadable files, invalid JSON, paths that are not regular files, a folder with no response:
 * `invalid_input` issues; nothing throws or waits. A loose JSON file of another kind is a warning.
 *
 * @example
 * const r = await readXmlstatsFolder('xmlstats_2014');
 * // r.ok && r.value.games.length === 2460 && r.value.teams.length === 30
 * const boxes = await readXmlstatsFolder('xmlstats_2014/boxscore');
 * // boxes.ok && boxes.value.games.length === 1522
 */
export async function readXmlstatsFolder(dir: string, options: XmlstatsFolderOptions = {}): Promise<Result<BatchInput>> {
  const sport = options.sport ?? 'mlb';
  const { files, issues, warnings } = await readXmlstatsFiles(dir);
  const of = (kind: string) => files.filter((f) => f.kind === kind);
  if (files.length === 0 && issues.length === 0) {
    const name = path.basename(dir) || dir;
    issues.push(issue('invalid_input', [name], `${name}: ${dir} holds no xmlstats response (results/, boxscore/, roster/, teams.json, or such JSON files)`));
  }

  const resultFiles = of('results');
  const results: Result<BatchInput> = resultFiles.length > 0 ? parseXmlstatsResults(resultFiles, { sport }) : { ok: true, value: {} };
  if (!results.ok) issues.push(...results.issues);
  const boxscores: { name: string; batch: BatchInput }[] = [];
  for (const f of of('boxscore')) {
    const box = parseXmlstatsBoxscore(f.json, { eventId: f.stem, sport, name: f.name });
    if (box.ok) boxscores.push({ name: f.name, batch: box.value });
    else issues.push(...box.issues);
  }

  // Teams and rosters: the season of the other files, else of the folder's name.
  const seasons = new Set<Season>(results.ok ? (results.value.teams ?? []).map((t) => t.season) : []);
  for (const f of of('boxscore')) {
    const date = leagueDateOfEventId(f.stem);
    if (date !== undefined) seasons.add(seasonOfDate(sport, date));
  }
  // The folder's own name, or its parent's for a folder of one kind (`xmlstats_2014/roster`).
  const base = path.basename(path.resolve(dir));
  const parent = ['results', 'boxscore', 'roster'].includes(base) ? path.basename(path.dirname(path.resolve(dir))) : '';
  const named = seasonOfName(base, sport) ?? seasonOfName(parent, sport);
  const season = options.season ?? (seasons.size === 1 ? [...seasons][0] : seasons.size === 0 ? named : undefined);
  const needSeason = (name: string): void => {
    const found = seasons.size > 0 ? `seasons found: ${[...seasons].sort().join(', ')}` : 'no dated file, no year in the folder name';
    issues.push(issue('invalid_input', [name], `${name}: its season cannot be told (${found}); pass options.season`));
  };

  let listed: readonly TeamInput[] | undefined;
  for (const f of of('teams')) {
    if (season === undefined) {
      needSeason(f.name);
      continue;
    }
    const teams = parseXmlstatsTeams(f.json, sport, season, { name: f.name });
    if (teams.ok) listed = [...(listed ?? []), ...(teams.value.teams ?? [])];
    else issues.push(...teams.issues);
  }
  const rosters: NonNullable<BatchInput['rosters']>[number][] = [];
  for (const f of of('roster')) {
    if (season === undefined) {
      needSeason(f.name);
      break;
    }
    const roster = parseXmlstatsRoster(f.json, { sport, season, teamId: f.stem, name: f.name });
    if (roster.ok) rosters.push(...(roster.value.rosters ?? []));
    else issues.push(...roster.issues);
  }
  if (issues.length > 0 || !results.ok) return { ok: false, issues };

  const merged = mergeBoxscores(results.value, boxscores);
  if (!merged.ok) return merged;
  const batch: BatchInput = { ...merged.value, ...(rosters.length > 0 ? { rosters } : {}) };
  if (listed !== undefined) {
    const key = (t: TeamInput): string => `${t.sport}|${t.season}|${t.team_id ?? ''}`;
    const known = new Set(listed.map(key));
    batch.teams = [...listed, ...(merged.value.teams ?? []).filter((t) => !known.has(key(t)))];
  }
  return warnings.length > 0 ? { ok: true, value: batch, warnings: boundIssues(warnings, path.basename(dir) || dir) } : { ok: true, value: batch };
}

/** The season a folder's name gives (`xmlstats_2014`: 2014; for the NBA `2017-18`: 2018), or undefined. */
function seasonOfName(name: string, sport: Sport): Season | undefined {
  const span = /(?:^|\D)((?:19|20)\d\d)-(\d\d)(?:\D|$)/.exec(name);
  if (span?.[1] !== undefined && sport === 'nba') return Number(span[1]) + 1;
  const year = /(?:^|\D)((?:19|20)\d\d)(?:\D|$)/.exec(name);
  return year?.[1] === undefined ? undefined : Number(year[1]);
}
