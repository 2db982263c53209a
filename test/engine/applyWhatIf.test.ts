import { describe, expect, it } from 'vitest';
import { applyWhatIf } from '../../src/engine/applyWhatIf.js';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { getRaceSeason } from '../../src/engine/getRaceSeason.js';
import { getStandings, getWildcard } from '../../src/engine/getStandings.js';
import { ingest } from '../../src/engine/ingest.js';
import { parseGameLog } from '../../src/importers/retrosheet/parseGameLog.js';
import { retrosheetSiteId, retrosheetTeamId } from '../../src/registry/index.js';
import { gameLogText } from '../repoData.js';

/**
 * The 2019 season from the bundled game log, ingested twice: as played, and with every game
 * after September 22 still scheduled (no score). What-if of the actual results of those games
 * must give the same tables as the season as played.
 */
const batch = parseGameLog(gameLogText(2019), { fileName: 'GL2019.TXT', teamIdOf: retrosheetTeamId, siteIdOf: retrosheetSiteId });
if (!batch.ok) throw new Error('GL2019.TXT does not parse');
const CUT = '2019-09-22';
const dayOf = (g: { event_id?: string | undefined }) => (g.event_id ?? '').replace(/^(\d{4})(\d{2})(\d{2})-.*$/, '$1-$2-$3');
const full = ingest(createLeagueState(), batch.value);
const open = ingest(createLeagueState(), {
  ...batch.value,
  games: batch.value.games!.map((g) => (dayOf(g) > CUT ? { ...g, status: 'scheduled' as const, away_points_scored: null, home_points_scored: null, away_period_scores: undefined, home_period_scores: undefined } : g)),
});
if (!full.ok || !open.ok) throw new Error('2019 does not ingest');
const NOW = '2019-12-31T12:00:00-05:00';
const query = { sport: 'mlb' as const, date: '20190929', now: NOW };

describe('applyWhatIf', () => {
  const finalRace = getRaceSeason(full.state, { sport: 'mlb', date: '2019-09-29', now: NOW });
  // The games left that were played: not the one Chicago (AL) and Detroit owed each other (D166).
  const actual = getRaceSeason(full.state, { sport: 'mlb', date: CUT, now: NOW }).remaining.filter((g) => g.owed !== true).map((g) => {
    const won = finalRace.played.find((p) => p.eventId === g.eventId)!;
    return { eventId: g.eventId, homeScore: won.homeScore, awayScore: won.awayScore };
  });

  it('with the actual results of the games left gives the final standings and wild card table of the season as played', () => {
    expect(getRaceSeason(open.state, { sport: 'mlb', date: CUT, now: NOW }).remaining.filter((g) => g.owed !== true)).toHaveLength(actual.length);
    expect(actual.length).toBeGreaterThan(80);
    const fork = applyWhatIf(open.state, 'mlb', actual);
    if (!fork.ok) throw new Error(JSON.stringify(fork.issues.slice(0, 3)));
    expect(getStandings(fork.state, query).rows).toEqual(getStandings(full.state, query).rows);
    expect(getWildcard(fork.state, query).rows).toEqual(getWildcard(full.state, query).rows);
  });

  it('leaves the state it forks unchanged, and a winner alone counts as a 1-0 win for that team', () => {
    const before = getStandings(open.state, query).rows;
    const game = getRaceSeason(open.state, { sport: 'mlb', date: CUT, now: NOW }).remaining[0]!;
    const race = getRaceSeason(open.state, { sport: 'mlb', date: CUT, now: NOW });
    const away = race.teams[game.away]!.teamId;
    const fork = applyWhatIf(open.state, 'mlb', [{ eventId: game.eventId, winner: away }]);
    if (!fork.ok) throw new Error(JSON.stringify(fork.issues));
    expect(getStandings(open.state, query).rows).toEqual(before);
    const after = getRaceSeason(fork.state, { sport: 'mlb', date: '2019-09-29', now: NOW });
    const decided = after.played.filter((p) => p.eventId === game.eventId);
    expect(decided.map((p) => [p.homeScore, p.awayScore])).toEqual([[0, 1]]);
    const wonOf = (rows: typeof before) => rows.find((r) => r.team.teamId === away)!.record.won;
    expect(wonOf(getStandings(fork.state, query).rows)).toBe(wonOf(before) + 1);
  });

  it('names every bad outcome and forks nothing', () => {
    const race = getRaceSeason(open.state, { sport: 'mlb', date: CUT, now: NOW });
    const g = race.remaining[0]!;
    const done = getRaceSeason(open.state, { sport: 'mlb', date: CUT, now: NOW });
    const completedId = '20190401-new-york-mets-at-miami-marlins';
    const r = applyWhatIf(open.state, 'mlb', [
      { eventId: 'nope', winner: 'x' },
      { eventId: g.eventId, winner: 'boston-red-sox-not' },
      { eventId: g.eventId, homeScore: 2, awayScore: 2 },
      { eventId: race.remaining[1]!.eventId, homeScore: -1, awayScore: 2 },
      { eventId: completedId, winner: 'miami-marlins' },
    ]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.issues.map((i) => [i.code, i.path.join('.')])).toEqual([
      ['unknown_event', 'outcomes.0.eventId'],
      ['unknown_team', 'outcomes.1.winner'],
      ['conflict', 'outcomes.2.eventId'],
      ['invalid_score', 'outcomes.3.homeScore'],
      ['invalid_transition', 'outcomes.4.eventId'],
    ]);
    expect(done.remaining).toHaveLength(race.remaining.length);
  });

  it('rejects a tied score', () => {
    const g = getRaceSeason(open.state, { sport: 'mlb', date: CUT, now: NOW }).remaining[0]!;
    const r = applyWhatIf(open.state, 'mlb', [{ eventId: g.eventId, homeScore: 3, awayScore: 3 }]);
    expect(r.ok ? [] : r.issues.map((i) => i.code)).toEqual(['invalid_score']);
  });
});
