/** The README's quick start, as written there, must run and print what it promises. */
import { describe, expect, it } from 'vitest';
import { createLeagueState, formatResults, formatStandings, getResults, getStandings, ingest } from '../src/index.js';

describe('README quick start', () => {
  it('ingests a game and prints standings and results', () => {
    let state = createLeagueState();
    const r = ingest(state, {
      games: [
        { sport: 'mlb', event_id: '20190328-pittsburgh-pirates-at-cincinnati-reds', status: 'completed',
          start_date_time: '2019-03-28T16:10:00-04:00', away_team_id: 'pittsburgh-pirates', home_team_id: 'cincinnati-reds',
          away_points_scored: 3, home_points_scored: 5 },
      ],
    });
    if (!r.ok) throw new Error(r.issues.map((i) => `${i.code} at ${i.path.join('.')}: ${i.message}`).join('\n'));
    state = r.state;
    const now = '2019-03-29T12:00:00-04:00';
    const standings = JSON.parse(formatStandings(getStandings(state, { sport: 'mlb', date: '20190328', now }))) as { standing: { team_id: string; won: number; games_back: number }[] };
    expect(standings.standing.find((s) => s.team_id === 'cincinnati-reds')).toMatchObject({ won: 1, games_back: 0 });
    expect(standings.standing.find((s) => s.team_id === 'pittsburgh-pirates')).toMatchObject({ won: 0, games_back: 1 });
    const results = formatResults(getResults(state, { sport: 'mlb', teamId: 'cincinnati-reds', now })!, { style: 'compact' });
    expect(results).toContain('"team_event_result":"win","team_points_scored":5');
  });
});
