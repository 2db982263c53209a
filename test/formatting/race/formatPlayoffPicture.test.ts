import { describe, expect, it } from 'vitest';
import { formatPictureText } from '../../../src/cli/formatPictureText.js';
import { formatPlayoffPicture, type PictureTeamLike, type PlayoffPictureLike } from '../../../src/formatting/race/formatPlayoffPicture.js';

const team = (teamId: string, abbreviation: string, won: number, seed: number | null, extra: Partial<PictureTeamLike['clinch']> = {}): PictureTeamLike => ({
  teamId, fullName: teamId.replace(/-/g, ' '), abbreviation, division: 'East', won, lost: 162 - won, gamesLeft: 0, seed,
  clinch: {
    goals: [{ goal: 'division', status: seed === 1 ? 'clinched' : 'eliminated', clinchedTie: seed === 1, canOnlyTie: false }, { goal: 'wildCard', status: 'alive' }],
    indicator: seed === 1 ? 'y' : null, magicNumber: seed === 1 ? 0 : null, eliminationNumber: seed === 1 ? null : 0,
    wildCardMagicNumber: null, wildCardEliminationNumber: null, notes: [], ...extra,
  },
});

const picture: PlayoffPictureLike = {
  sport: 'mlb', season: 2024, asOf: '2024-09-30', gamesLeft: 0,
  groups: [{
    conference: 'National',
    seeds: [{ seed: 1, teamId: 'a-club', via: 'division' }, { seed: 5, teamId: 'b-club', via: 'wildcard' }],
    teams: [team('a-club', 'AAA', 95, 1), team('b-club', 'BBB', 89, 5, { notes: ['a "quoted" note'] }), team('c-club', 'CCC', 89, null)],
    ties: [{ stake: 'place', rule: 'head-to-head', among: ['b-club', 'c-club'], placed: ['b-club'] }],
  }],
};

describe('formatPlayoffPicture', () => {
  it('writes the documented keys in a fixed order, every key present, nulls where nothing applies', () => {
    const text = formatPlayoffPicture(picture, { style: 'compact' });
    const doc = JSON.parse(text) as { groups: { teams: Record<string, unknown>[]; ties: Record<string, unknown>[]; seeds: Record<string, unknown>[] }[] } & Record<string, unknown>;
    expect(Object.keys(doc)).toEqual(['extension', 'sport', 'season', 'as_of', 'games_left', 'groups']);
    expect(doc['extension']).toBe('playoff-picture');
    expect(Object.keys(doc.groups[0]!)).toEqual(['conference', 'seeds', 'teams', 'ties']);
    expect(doc.groups[0]!.seeds[1]).toEqual({ seed: 5, team_id: 'b-club', via: 'wildcard' });
    const c = doc.groups[0]!.teams[2]!;
    expect(Object.keys(c)).toEqual(['team_id', 'full_name', 'abbreviation', 'division', 'won', 'lost', 'games_left', 'seed', 'indicator', 'magic_number',
      'elimination_number', 'wild_card_magic_number', 'wild_card_elimination_number', 'goals', 'notes']);
    expect(c).toMatchObject({ team_id: 'c-club', seed: null, indicator: null, magic_number: null, elimination_number: 0 });
    expect(c['goals']).toEqual([{ goal: 'division', status: 'eliminated', clinched_tie: false, can_only_tie: false, by_tiebreak: false, ties_open: false }, { goal: 'wildCard', status: 'alive', clinched_tie: null, can_only_tie: null, by_tiebreak: false, ties_open: false }]);
    expect(doc.groups[0]!.ties[0]).toEqual({ stake: 'place', rule: 'head-to-head', among: ['b-club', 'c-club'], placed: ['b-club'], detail: null });
    expect(doc.groups[0]!.teams[1]!['notes']).toEqual(['a "quoted" note']);
  });

  it('pretty is the default style and parses to the same document', () => {
    const pretty = formatPlayoffPicture(picture);
    expect(pretty).toContain('\n  "extension" : "playoff-picture",');
    expect(JSON.parse(pretty)).toEqual(JSON.parse(formatPlayoffPicture(picture, { style: 'compact' })));
  });
});

describe('formatPictureText', () => {
  it('a heading, a table per conference, the ties with their rule and the notes', () => {
    const text = formatPictureText(picture);
    expect(text).toContain('MLB 2024 as of 2024-09-30: no game left\n\nNational League\n');
    expect(text).toContain([
      'seed  team  division   w   l  left  flag  division_race  postseason  magic  elim  wc_magic  wc_elim',
      '----  ----  --------  --  --  ----  ----  -------------  ----------  -----  ----  --------  -------',
      '   1  AAA   East      95  67     0  y     clinched                       0',
      '   5  BBB   East      89  73     0        eliminated                           0',
      '      CCC   East      89  73     0        eliminated                           0',
    ].join('\n'));
    expect(text).toContain('tie (place) among BBB, CCC: head-to-head placed BBB ahead\n');
    expect(text).toContain('note BBB: a "quoted" note\n');
  });

  it('adds the bye, top-six and play-in columns where the format has those goals', () => {
    const withBye = { ...picture, groups: picture.groups.map((g) => ({ ...g, teams: g.teams.map((t) => ({ ...t, clinch: { ...t.clinch, goals: [...t.clinch.goals, { goal: 'bye', status: 'alive' as const }] } })) })) };
    expect(formatPictureText(withBye)).toMatch(/^seed .* postseason {2}bye +magic /m);
    expect(formatPictureText(picture)).not.toMatch(/bye|top_six|play_in/);
  });
});
