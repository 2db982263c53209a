import { describe, expect, it } from 'vitest';
import { formatTeams, formatTeamsParts } from '../../src/formatting/payloads/formatTeams.js';
import { getTeamsOfSeason } from '../../src/registry/getTeamsOfSeason.js';

describe('formatTeamsParts (D175)', () => {
  it('joined, the parts are formatTeams\' text, both styles, for any number of teams; each team is one part', () => {
    const all = getTeamsOfSeason('mlb', 2019);
    for (const teams of [[], all.slice(0, 1), all.slice(0, 2), all]) {
      for (const style of ['pretty', 'compact'] as const) {
        const parts = formatTeamsParts(teams, { style });
        expect(parts.join('')).toBe(formatTeams(teams, { style }));
        if (teams.length > 0) expect(parts).toHaveLength(2 * teams.length + 1);
      }
    }
  });
});
