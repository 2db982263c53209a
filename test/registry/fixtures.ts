import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Team } from '../../src/aggregates/Team.js';
import { gameLogText, LAHMAN, readRepoText, SAMPLES } from '../repoData.js';
import { sharedPath } from '../sharedData.js';

export { GAME_LOG_SEASONS } from '../repoData.js';

/** A JSON file of the recorded samples. */
export function readSample(name: string): unknown {
  return JSON.parse(readFileSync(path.join(SAMPLES, name), 'utf8'));
}


/** Splits one CSV line, honouring double quotes (game-log field 14 holds commas). */
export function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      const end = line.indexOf('"', i + 1);
      fields.push(line.slice(i + 1, end));
      i = end + 2;
    } else {
      const end = line.indexOf(',', i);
      fields.push(line.slice(i, end === -1 ? line.length : end));
      i = end === -1 ? line.length + 1 : end + 1;
    }
  }
  return fields;
}

/** The lines of a Retrosheet game log, split into fields (0-based: field 17 is index 16). */
export function readGameLog(season: number): string[][] {
  return gameLogText(season)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map(splitCsvLine);
}

/** Rows of a CSV file with a header line (no quoted commas in these files), read whole as text. */
export function csvRows(text: string): Record<string, string>[] {
  const [header, ...lines] = text.split(/\r?\n/).filter((l) => l !== '');
  const names = splitCsvLine(header ?? '');
  return lines.map((line) => {
    const values = splitCsvLine(line);
    return Object.fromEntries(names.map((n, i) => [n, values[i] ?? '']));
  });
}

/** A registry team as the service writes the team object (field order of the wire). */
export function teamToWire(team: Team): Record<string, unknown> {
  return {
    team_id: team.teamId, abbreviation: team.abbreviation, active: team.active, first_name: team.firstName,
    last_name: team.lastName, conference: team.conference, division: team.division, site_name: team.siteName,
    city: team.city, state: team.state, full_name: team.fullName,
  };
}

/** A JSON file under `../shared/data` (parity suites only). */
export function readData(...parts: string[]): unknown {
  return JSON.parse(readFileSync(sharedPath(...parts), 'utf8'));
}

/** Rows of a CSV file under `../shared/data` (parity suites only). */
export function readCsv(...parts: string[]): Record<string, string>[] {
  return csvRows(readFileSync(sharedPath(...parts), 'latin1'));
}

/** Rows of a Lahman table of the repository (`Teams.csv`, `Parks.csv`, `TeamsFranchises.csv`). */
export function lahmanRows(table: 'Teams.csv' | 'Parks.csv' | 'TeamsFranchises.csv'): Record<string, string>[] {
  return csvRows(readRepoText(path.join(LAHMAN, table === 'Teams.csv' ? 'Teams.csv.gz' : table), 'latin1'));
}
