import { describe, expect, it } from 'vitest';
import { formatTeams, formatTeamsParts } from '../../src/formatting/payloads/formatTeams.js';
import { getTeamsOfSeason } from '../../src/registry/getTeamsOfSeason.js';

describe('formatTeamsParts (D175, D183)', () => {
  const all = getTeamsOfSeason('mlb', 2019);

  it('joined, the parts are formatTeams\' text, both styles, for any number of teams; a list that may change is a part per team', () => {
    for (const teams of [[], all.slice(0, 1), all.slice(0, 2), [...all]]) {
      for (const style of ['pretty', 'compact'] as const) {
        const parts = formatTeamsParts(teams, { style });
        expect(parts.join('')).toBe(formatTeams(teams, { style }));
        if (teams.length > 0) expect(parts).toHaveLength(2 * teams.length + 1);
      }
    }
  });

  it('a frozen list of frozen teams is one part, its text kept by the list per style (D183)', () => {
    const frozen = Object.freeze(all.map((t) => Object.freeze({ ...t })));
    for (const style of ['pretty', 'compact'] as const) {
      const [first, ...rest] = formatTeamsParts(frozen, { style });
      expect(rest).toEqual([]);
      expect(first).toBe(formatTeams(frozen, { style }));
      expect(formatTeamsParts(frozen, { style })[0]).toBe(first);
    }
    expect(formatTeamsParts(frozen, { style: 'compact' })[0]).not.toBe(formatTeamsParts(frozen, { style: 'pretty' })[0]);
  });

  it('a list or a team that may still change is written afresh each time (a kept text never shows what was there before)', () => {
    const open = all.slice(0, 3).map((t) => Object.freeze({ ...t }));
    const before = formatTeamsParts(open).join('');
    open.pop();
    expect(formatTeamsParts(open).join('')).toBe(formatTeams(open));
    expect(formatTeamsParts(open).join('')).not.toBe(before);

    // A frozen list holding a team that may change: not kept by the list, a part per team.
    const holding = Object.freeze([{ ...all[0]! }, all[1]!]);
    expect(formatTeamsParts(holding)).toHaveLength(5);
    expect(formatTeamsParts(holding).join('')).toBe(formatTeams(holding));
  });
});
