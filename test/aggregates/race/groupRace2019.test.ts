import { describe, expect, it } from 'vitest';
import { computeEliminationNumber } from '../../../src/aggregates/race/computeEliminationNumber.js';
import { computeGroupRace, type TeamRace } from '../../../src/aggregates/race/computeGroupRace.js';
import { listGames } from '../../../src/engine/listGames.js';
import { getTeamsOfSeason } from '../../../src/registry/getTeamsOfSeason.js';
import { loadRetrosheetSeason } from '../../parity/loadSeason.js';

/**
 * The 2019 MLB season from the bundled Retrosheet game log (data/retrosheet/GL2019.TXT), replayed
 * date by date: as of a date, the games before it are the record and the games from it on are
 * the remaining schedule (the games as they were actually played, rescheduled games at their
 * new dates). The real outcome is one completion of every such state.
 */
const games = listGames(loadRetrosheetSeason(2019), { sport: 'mlb', season: 2019, seasonType: 'regular' });
const teams = getTeamsOfSeason('mlb', 2019);
const divisions = [...new Set(teams.map((t) => `${t.conference} ${t.division}`))].map((name) => ({
  name,
  ids: teams.filter((t) => `${t.conference} ${t.division}` === name).map((t) => t.teamId as string),
}));
const dates = [...new Set(games.map((g) => g.date as string))].sort();

function recordsBefore(date: string): Map<string, { won: number; lost: number }> {
  const records = new Map(teams.map((t) => [t.teamId as string, { won: 0, lost: 0 }]));
  for (const g of games) {
    if (g.date >= date || g.awayScore === null || g.homeScore === null || g.awayScore === g.homeScore) continue;
    const [winner, loser] = g.awayScore > g.homeScore ? [g.awayTeamId, g.homeTeamId] : [g.homeTeamId, g.awayTeamId];
    records.get(winner)!.won++;
    records.get(loser)!.lost++;
  }
  return records;
}

const winsBefore = (date: string) => new Map([...recordsBefore(date)].map(([id, r]) => [id, r.won]));

function raceOn(date: string, ids: readonly string[]): TeamRace[] {
  const won = winsBefore(date);
  const remaining = games.filter((g) => g.date >= date).map((g) => [g.awayTeamId, g.homeTeamId] as const);
  return computeGroupRace({ teams: ids.map((teamId) => ({ teamId, won: won.get(teamId)! })), remaining });
}

describe('computeGroupRace over the 2019 MLB season, every date', () => {
  const final = winsBefore('9999-12-31');

  it('never eliminates a division winner or clinches for a team that does not win, on any date', () => {
    expect(games).toHaveLength(2429);
    expect(divisions).toHaveLength(6);
    let eliminated = 0, clinched = 0;
    for (const date of dates) {
      for (const { name, ids } of divisions) {
        const best = Math.max(...ids.map((id) => final.get(id)!));
        for (const r of raceOn(date, ids)) {
          const w = final.get(r.teamId)!;
          const others = Math.max(...ids.filter((id) => id !== r.teamId).map((id) => final.get(id)!));
          const where = `${date} ${name} ${r.teamId}`;
          if (r.status === 'eliminated') { eliminated++; expect(w, where).toBeLessThan(best); }
          if (r.status === 'clinched') { clinched++; expect(w, where).toBeGreaterThan(others); }
          if (r.clinchedTie) expect(w, where).toBeGreaterThanOrEqual(others);
          if (r.canOnlyTie) expect(w, where).toBeLessThanOrEqual(others);
          expect(r.maxWon, where).toBeGreaterThanOrEqual(w);
        }
      }
    }
    // The statements were not vacuous: by the last day every division is settled.
    expect(eliminated).toBeGreaterThan(100);
    expect(clinched).toBeGreaterThan(10);
  });

  it('clinches the AL Central for Minnesota with its win of September 25 (MLB.com: "Twins clinch AL Central", 2019-09-25)', () => {
    const central = divisions.find((d) => d.name === 'American Central')!.ids;
    const twins = (date: string) => raceOn(date, central).find((r) => r.teamId === 'minnesota-twins')!;
    // Before the 25th: Minnesota 97 wins, Cleveland 93 with 5 left (98). The Twins won, Cleveland lost.
    expect(twins('2019-09-25')).toMatchObject({ status: 'alive', clinchedTie: false });
    expect(twins('2019-09-26')).toMatchObject({ status: 'clinched' });
    const cleveland = raceOn('2019-09-26', central).find((r) => r.teamId === 'cleveland-indians')!;
    expect(cleveland).toMatchObject({ status: 'eliminated', certificate: { teams: ['minnesota-twins'] } });
  });

  it('eliminates Pittsburgh on September 9, two days before the published-style elimination number reaches 0', () => {
    const central = divisions.find((d) => d.name === 'National Central')!.ids;
    const won = winsBefore('2019-09-09');
    const left = (a: string, b?: string) => games.filter((g) => g.date >= '2019-09-09' && [g.awayTeamId, g.homeTeamId].includes(a as never) && (b === undefined || [g.awayTeamId, g.homeTeamId].includes(b as never))).length;
    const pirates = raceOn('2019-09-09', central).find((r) => r.teamId === 'pittsburgh-pirates')!;
    const [cubs, cards] = ['chicago-cubs', 'st-louis-cardinals'];
    // The certificate, recomputed from the game log: the Cubs and the Cardinals have more wins, with
    // their games left against each other, than two teams held to Pittsburgh's best can have.
    expect(pirates).toMatchObject({
      status: 'eliminated', maxWon: won.get('pittsburgh-pirates')! + left('pittsburgh-pirates'),
      certificate: { teams: [cubs, cards], won: won.get(cubs)! + won.get(cards)!, gamesAmong: left(cubs!, cards), bound: 81 },
    });
    expect(pirates.certificate!.won + pirates.certificate!.gamesAmong).toBeGreaterThan(2 * 81);
    // Before the 9th (GL2019.TXT): Pittsburgh 62-81 with 19 left (81 at most), St. Louis 81-62, Chicago 76-66 with 7
    // games left against St. Louis: 81 + 76 + 7 = 164 > 2 * 81. Nobody has 82 wins yet, so the standings' elimination
    // number (163 - 81 - 81 = 1) stays positive until the 11th.
    expect(Math.max(...central.map((id) => won.get(id)!))).toBeLessThanOrEqual(81);
    const published = (date: string) => {
      const records = recordsBefore(date);
      const leader = central.map((id) => records.get(id)!).reduce((a, b) => (b.won - b.lost > a.won - a.lost ? b : a));
      return computeEliminationNumber(records.get('pittsburgh-pirates')!, leader, { scheduledGames: 162 });
    };
    expect([published('2019-09-09'), published('2019-09-10'), published('2019-09-11')]).toEqual([1, 1, 0]);
    expect(raceOn('2019-09-08', central).find((r) => r.teamId === 'pittsburgh-pirates')).toMatchObject({ status: 'alive', canOnlyTie: true });
  });
});
