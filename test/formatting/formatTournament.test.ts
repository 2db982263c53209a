import { describe, expect, it } from 'vitest';
import type { Team } from '../../src/aggregates/Team.js';
import { formatTournament, formatTournamentParts, type TournamentPayloadLike } from '../../src/formatting/payloads/formatTournament.js';
import type { LeagueDate, TeamId } from '../../src/ids/index.js';

const royals: Team = {
  sport: 'mlb', season: 2015, teamId: 'kansas-city-royals' as TeamId, abbreviation: 'KC', active: true, firstName: 'Kansas City', lastName: 'Royals',
  fullName: 'Kansas City Royals', conference: 'American', division: 'Central', siteName: 'Kauffman Stadium', city: 'Kansas City', state: 'Missouri',
};
const payload: TournamentPayloadLike = {
  sport: 'mlb', season: 2015, seasonType: 'post', name: '2015 MLB Postseason', description: 'The competition to determine the 2015 MLB champion.', seeded: true,
  startDate: '2015-10-05' as LeagueDate, finishDate: null,
  rounds: [{ sequence: 1, name: 'Wildcard', roundFormat: 'Single Elimination', startDate: '2015-10-06' as LeagueDate, finishDate: null }],
  groups: [{ name: 'American League', description: 'AL', competitors: [{ seed: 1, team: royals }] }, { name: 'National League', description: 'NL', competitors: [] }],
};

describe('formatTournament', () => {
  it('prints the sample\'s key order, the sport upper case, the season a string, totals, and null for an unknown date', () => {
    expect(formatTournament(payload, { style: 'compact' })).toBe(
      '{"sport":"MLB","season":"2015","season_type":"post","name":"2015 MLB Postseason","description":"The competition to determine the 2015 MLB champion.",'
      + '"seeded":true,"groups_total":2,"competitors_total":1,"rounds_total":1,"start_date":"2015-10-05","finish_date":null,'
      + '"rounds":[{"sequence":1,"name":"Wildcard","start_date":"2015-10-06","finish_date":null,"round_format":"Single Elimination"}],'
      + '"groups":[{"name":"American League","description":"AL","competitors_total":1,"competitors":[{"seed":1,"team":{"team_id":"kansas-city-royals",'
      + '"abbreviation":"KC","active":true,"first_name":"Kansas City","last_name":"Royals","conference":"American","division":"Central",'
      + '"site_name":"Kauffman Stadium","city":"Kansas City","state":"Missouri","full_name":"Kansas City Royals"}}]},'
      + '{"name":"National League","description":"NL","competitors_total":0,"competitors":[]}]}',
    );
  });

  it('pretty-prints in the recorded style', () => {
    const text = formatTournament({ ...payload, groups: [] });
    expect(text.startsWith('{\n  "sport" : "MLB",\n  "season" : "2015",\n  "season_type" : "post",')).toBe(true);
    expect(text).toContain('"rounds" : [ {\n    "sequence" : 1,');
    expect(text.endsWith('"groups" : [ ]\n}')).toBe(true);
  });

  it('a frozen team is kept as a competitor per seed (D174): each seed and team shows as given, in both styles, and another team object as its own', () => {
    const frozen = Object.freeze({ ...royals });
    const seeds = (seed: number, team: Team, style: 'pretty' | 'compact' = 'compact') => {
      const doc = JSON.parse(formatTournament({ ...payload, groups: [{ name: 'AL', description: 'AL', competitors: [{ seed, team }] }] }, { style })) as { groups: { competitors: { seed: number; team: { last_name: string } }[] }[] };
      return doc.groups[0]!.competitors.map((c) => [c.seed, c.team.last_name]);
    };
    for (const seed of [1, 4, 1, 2]) for (const style of ['pretty', 'compact'] as const) expect(seeds(seed, frozen, style)).toEqual([[seed, 'Royals']]);
    // Another team object (a team re-ingested under a new name) is its own competitor.
    expect(seeds(1, Object.freeze({ ...royals, lastName: 'Monarchs' }))).toEqual([[1, 'Monarchs']]);
    expect(seeds(1, frozen)).toEqual([[1, 'Royals']]);
  });

  it('in parts (D178): joined, the text in both styles; each group a part', () => {
    for (const p of [payload, { ...payload, groups: [] }, Object.freeze({ ...payload, groups: Object.freeze(payload.groups.map((g) => Object.freeze({ ...g }))) })]) {
      for (const style of ['pretty', 'compact'] as const) {
        const parts = formatTournamentParts(p, { style });
        expect(parts.join('')).toBe(formatTournament(p, { style }));
        expect(parts).toHaveLength(p.groups.length === 0 ? 1 : 2 * p.groups.length + 3);
      }
    }
  });

  it('a group is kept only when it, its list and each competitor are frozen (D178): a group with something still changing shows each change', () => {
    const frozenTeam = Object.freeze({ ...royals });
    const names = (p: TournamentPayloadLike) => (JSON.parse(formatTournament(p, { style: 'compact' })) as { groups: { name: string; competitors: { seed: number; team: { last_name: string } }[] }[] }).groups
      .map((g) => `${g.name}: ${g.competitors.map((c) => `${c.seed} ${c.team.last_name}`).join(', ')}`);
    // Frozen group and list, a competitor that is not frozen: its seed may change between calls.
    const competitor = { seed: 1, team: frozenTeam };
    const open = Object.freeze({ name: 'AL', description: 'AL', competitors: Object.freeze([competitor]) });
    expect(names({ ...payload, groups: [open] })).toEqual(['AL: 1 Royals']);
    competitor.seed = 3;
    expect(names({ ...payload, groups: [open] })).toEqual(['AL: 3 Royals']);
    // A list that is not frozen may grow.
    const list: { readonly seed: number; readonly team: Team }[] = [Object.freeze({ seed: 1, team: frozenTeam })];
    const openList = Object.freeze({ name: 'AL', description: 'AL', competitors: list });
    expect(names({ ...payload, groups: [openList] })).toEqual(['AL: 1 Royals']);
    list.push(Object.freeze({ seed: 2, team: Object.freeze({ ...royals, lastName: 'Monarchs' }) }));
    expect(names({ ...payload, groups: [openList] })).toEqual(['AL: 1 Royals, 2 Monarchs']);
    // Frozen through and through: the same text in every style and level, asked in turn.
    const whole = Object.freeze({ name: 'NL', description: 'NL', competitors: Object.freeze([Object.freeze({ seed: 2, team: frozenTeam })]) });
    for (const style of ['compact', 'pretty', 'compact'] as const) {
      expect(JSON.parse(formatTournament({ ...payload, groups: [whole] }, { style }))).toEqual(JSON.parse(formatTournament({ ...payload, groups: [{ ...whole, competitors: [...whole.competitors] }] }, { style })));
    }
  });
});
