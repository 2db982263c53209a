import { readFileSync } from 'node:fs';
import path from 'node:path';
import { toTeamId } from '../../../../src/ids/TeamId.js';
import { NBA } from './nbaLookups.js';

/** Basketball-Reference line-score city names -> xmlstats abbreviations. */
const CITY: Readonly<Record<string, string>> = {
  Atlanta: 'ATL', Boston: 'BOS', Brooklyn: 'BKN', Charlotte: 'CHA', Chicago: 'CHI', Cleveland: 'CLE', Dallas: 'DAL', Denver: 'DEN',
  Detroit: 'DET', 'Golden State': 'GS', Houston: 'HOU', Indiana: 'IND', 'LA Clippers': 'LAC', 'LA Lakers': 'LAL', Memphis: 'MEM',
  Miami: 'MIA', Milwaukee: 'MIL', Minnesota: 'MIN', 'New Orleans': 'NO', 'New York': 'NY', 'Oklahoma City': 'OKC', Orlando: 'ORL',
  Philadelphia: 'PHI', Phoenix: 'PHO', Portland: 'POR', Sacramento: 'SAC', 'San Antonio': 'SA', Toronto: 'TOR', Utah: 'UTA', Washington: 'WAS',
};

/** One game of `bref_linescores/<season>.jsonl`, keyed by `yyyy-MM-dd|away|home` (xmlstats abbreviations). */
export interface BrefLineScore {
  readonly numExtraPeriods: number;
  readonly away: readonly number[];
  readonly home: readonly number[];
}

/** The line scores of a season file (`2016_2017`), dates zero-padded (the file writes `2016-11-1`). */
export function brefLineScores(file: string): Map<string, BrefLineScore> {
  const out = new Map<string, BrefLineScore>();
  for (const line of readFileSync(path.join(NBA, 'bref_linescores', `${file}.jsonl`), 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const o = JSON.parse(line) as { gameDate: string; roadTeam: string; homeTeam: string; numExtraPeriods: number; periodBreakdown: { roadTotal: number; homeTotal: number }[] };
    const [y, m, d] = o.gameDate.split('-');
    const key = `${y}-${(m ?? '').padStart(2, '0')}-${(d ?? '').padStart(2, '0')}|${CITY[o.roadTeam] ?? o.roadTeam}|${CITY[o.homeTeam] ?? o.homeTeam}`;
    out.set(key, { numExtraPeriods: o.numExtraPeriods, away: o.periodBreakdown.map((p) => p.roadTotal), home: o.periodBreakdown.map((p) => p.homeTotal) });
  }
  return out;
}

/** Wins and losses per team id in a season (2017 = 2016-17) from `bref_season_tables/team_summaries.csv`. */
export function brefRecords(season: number): Map<string, { readonly w: number; readonly l: number }> {
  const lines = readFileSync(path.join(NBA, 'bref_season_tables', 'team_summaries.csv'), 'utf8').split('\n');
  const header = (lines[0] ?? '').split(',');
  const [iSeason, iTeam, iW, iL] = ['season', 'team', 'w', 'l'].map((c) => header.indexOf(c)) as [number, number, number, number];
  const out = new Map<string, { w: number; l: number }>();
  for (const line of lines.slice(1)) {
    const r = line.split(',');
    if (Number(r[iSeason]) !== season || r[iTeam] === 'League Average' || r[iTeam] === undefined) continue;
    out.set(toTeamId(r[iTeam]), { w: Number(r[iW]), l: Number(r[iL]) });
  }
  return out;
}
