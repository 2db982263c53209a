/**
 * Builds Retrosheet game-log lines for tests without reading any data file: 161 fields as in
 * `glfields.txt` (1 date, 2 game number, 4 and 7 visiting and home team, 10 and 11 scores, 12
 * length in outs, 14 completion, 15 forfeit, 17 park id, 20 and 21 line scores); every other field
 * is an empty quoted text, which the importer does not read.
 */
export interface GameLogFacts {
  readonly date: string;
  readonly number?: string;
  readonly visitor: string;
  readonly home: string;
  readonly visitorRuns: number;
  readonly homeRuns: number;
  readonly park: string;
  readonly outs?: number;
  readonly visitorLine?: string;
  readonly homeLine?: string;
}

export function gameLogLine(f: GameLogFacts): string {
  const fields: string[] = Array.from({ length: 161 }, () => '""');
  fields[0] = `"${f.date}"`;
  fields[1] = `"${f.number ?? '0'}"`;
  fields[3] = `"${f.visitor}"`;
  fields[6] = `"${f.home}"`;
  fields[9] = String(f.visitorRuns);
  fields[10] = String(f.homeRuns);
  fields[11] = f.outs === undefined ? '' : String(f.outs);
  fields[16] = `"${f.park}"`;
  fields[19] = `"${f.visitorLine ?? ''}"`;
  fields[20] = `"${f.homeLine ?? ''}"`;
  return fields.join(',');
}

/** Lines joined into a file's text, each ended by CRLF as Retrosheet's files are. */
export function gameLogText(lines: readonly GameLogFacts[]): string {
  return lines.map((l) => `${gameLogLine(l)}\r\n`).join('');
}

/**
 * Two games of the 2024 log that the registry did not know the parks of: the Seoul Series opener
 * (2024-03-20, Dodgers 5 at Padres 2, Gocheok Sky Dome, SEO01) and MLB at Rickwood Field
 * (2024-06-20, Giants 5 at Cardinals 6, BIR01; Wikipedia "MLB at Rickwood Field": the Cardinals
 * were the home team), with a game at a home park (Dodger Stadium, LOS03) between them.
 */
export const SEOUL_AND_RICKWOOD_2024: readonly GameLogFacts[] = [
  { date: '20240320', visitor: 'LAN', home: 'SDN', visitorRuns: 5, homeRuns: 2, park: 'SEO01', outs: 54 },
  { date: '20240328', visitor: 'SLN', home: 'LAN', visitorRuns: 1, homeRuns: 7, park: 'LOS03', outs: 51 },
  { date: '20240620', visitor: 'SFN', home: 'SLN', visitorRuns: 5, homeRuns: 6, park: 'BIR01', outs: 51, visitorLine: '003002000', homeLine: '30201000x' },
];
