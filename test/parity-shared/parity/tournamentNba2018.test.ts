/**
 * The NBA 2017-18 postseason structure (tournament endpoint) derived from NBA.com's team game
 * logs (`shared/data/nba/nba_stats/2017-18/team_game_logs.csv`, regular season and playoffs):
 * seeds equal NBA.com's PlayoffRank (`standings.csv` beside it), the pairings equal the real
 * first round and the playoff rows of the same file, and the round dates are those of its
 * playoff rows. (The MLB seasons and the 2015 sample are in test/parity/tournament.test.ts.)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLeagueState } from '../../../src/engine/createLeagueState.js';
import { getTournament, type TournamentPayload } from '../../../src/engine/getTournament.js';
import { ingest } from '../../../src/engine/ingest.js';
import { respond } from '../../../src/engine/router/respond.js';
import { formatTournament } from '../../../src/formatting/payloads/formatTournament.js';
import { parseNbaComTeamGameLogs } from '../../../src/importers/nba/parseNbaComTeamGameLogs.js';
import { nbaTeamIdOfNbaComAbbreviation } from '../../../src/registry/nbaTeamIdOfNbaComAbbreviation.js';
import { DATA } from '../../sharedData.js';
import { readCsv } from '../../parity/loadSeason.js';

function pairings(t: TournamentPayload): string[] {
  const abbr = (id: string) => t.groups.flatMap((g) => g.competitors).find((c) => c.team.teamId === id)!.team.abbreviation;
  return t.firstRound!.pairings.map((p) => `${p.higher.seed}:${abbr(p.higher.teamId)}-${p.lower.seed}:${abbr(p.lower.teamId)}`);
}
describe('NBA 2017-18 postseason derived from NBA.com team game logs', () => {
  const dir = path.join(DATA, 'nba', 'nba_stats', '2017-18');
  const batch = parseNbaComTeamGameLogs(readFileSync(path.join(dir, 'team_game_logs.csv'), 'utf8'), { teamIdOf: nbaTeamIdOfNbaComAbbreviation });
  if (!batch.ok) throw new Error(JSON.stringify(batch.issues.slice(0, 3)));
  const loaded = ingest(createLeagueState(), batch.value);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues.slice(0, 3)));
  const state = loaded.state;
  // The clock's default season: the most recent postseason by 2018-09-01 is 2017-18's.
  const t = getTournament(state, { sport: 'nba', now: '2018-09-01T12:00:00-04:00' })!;

  it('is the 2018 NBA Postseason: two conferences of eight, four best-of-seven rounds', () => {
    expect([t.season, t.name, t.description]).toEqual([2018, '2018 NBA Postseason', 'The competition to determine the 2018 NBA champion.']);
    expect(t.groups.map((g) => [g.name, g.competitors.length])).toEqual([['Eastern Conference', 8], ['Western Conference', 8]]);
    expect(t.rounds.map((r) => [r.sequence, r.name, r.roundFormat])).toEqual([
      [1, 'First Round', 'Best of 7'], [2, 'Conference Semifinals', 'Best of 7'], [3, 'Conference Finals', 'Best of 7'], [4, 'Finals', 'Best of 7'],
    ]);
  });

  it('seeds each conference as NBA.com PlayoffRank 1-8 (standings.csv)', () => {
    const nbaCom = readCsv(path.join(dir, 'standings.csv'));
    for (const [i, conference] of ['East', 'West'].entries()) {
      const want = nbaCom
        .filter((r) => r['Conference'] === conference && Number(r['PlayoffRank']) <= 8)
        .map((r) => [Number(r['PlayoffRank']), nbaTeamIdOfNbaComAbbreviation(r['TEAM_ABBREVIATION']!, 2018)])
        .sort((a, b) => (a[0] as number) - (b[0] as number));
      expect(t.groups[i]!.competitors.map((c) => [c.seed, c.team.teamId])).toEqual(want);
    }
  });

  it('pairs the first round as it was played: East TOR-WAS, BOS-MIL, PHI-MIA, CLE-IND; West HOU-MIN, GSW-SAS, POR-NOP, OKC-UTA', () => {
    // NBA first-round schedule, 2018-04-12 (Reuters via vanguardngr.com; Inquisitr, "NBA Playoffs 2018 Schedule").
    expect(pairings(t)).toEqual(['1:TOR-8:WAS', '2:BOS-7:MIL', '3:PHI-6:MIA', '4:CLE-5:IND', '1:HOU-8:MIN', '2:GS-7:SA', '3:POR-6:NO', '4:OKC-5:UTA']);
    expect(t.firstRound!.byes).toEqual([]);
    // The same file's playoff rows: each team's first playoff game is against its first-round opponent.
    const post = (batch.value.games ?? []).filter((g) => g.season_type === 'post').sort((a, b) => (a.date! < b.date! ? -1 : a.date! > b.date! ? 1 : 0));
    expect(post).toHaveLength(82);
    for (const p of t.firstRound!.pairings) {
      const first = post.find((g) => g.away_team_id === p.higher.teamId || g.home_team_id === p.higher.teamId)!;
      expect([first.away_team_id, first.home_team_id].sort()).toEqual([p.higher.teamId, p.lower.teamId].sort());
    }
  });

  it('dates each round by its games in the file (Basketball-Reference, 2018 NBA Playoffs: first round 4/14-4/29, semifinals 4/28-5/9, conference finals 5/13-5/28, Finals 5/31-6/8)', () => {
    expect(t.rounds.map((r) => [r.startDate, r.finishDate])).toEqual([
      ['2018-04-14', '2018-04-29'], ['2018-04-28', '2018-05-09'], ['2018-05-13', '2018-05-28'], ['2018-05-31', '2018-06-08'],
    ]);
    expect([t.startDate, t.finishDate]).toEqual(['2018-04-14', '2018-06-08']);
  });

  it('is the same payload through the router, with and without the season parameter', () => {
    const body = formatTournament(t);
    const token = 'tournament-parity-token';
    const authorized = ingest(state, {
      accounts: [{ email_address: 'parity@example.com', first_name: 'P', last_name: 'T', created_on: '2018-01-01' }],
      tokens: [{ token, email_address: 'parity@example.com', expires_at: '2100-01-01T00:00:00-05:00' }],
    });
    if (!authorized.ok) throw new Error(JSON.stringify(authorized.issues));
    const get = (target: string) => respond(authorized.state, { method: 'GET', url: target, headers: { authorization: `Bearer ${token}` } }, { now: Date.parse('2018-09-01T16:00:00Z') });
    for (const target of ['/nba/tournament.json', '/nba/tournament.json?season=2018']) {
      const r = get(target);
      expect(r.status).toBe(200);
      expect(r.body).toBe(body);
    }
    expect(get('/nba/tournament.json?season=2017').status).toBe(404);
  });
});
