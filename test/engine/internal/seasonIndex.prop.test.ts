/**
 * The season index's `teamOf` answers from a map of the season's teams built once (the folds call
 * it twice a game); for any id it gives what the lookup of the key the id makes in the state's
 * teams gives, the way every lookup went before: the season's own teams, ids of other seasons and
 * sports, ids no team has, and names such as `__proto__` and `constructor`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLeagueState } from '../../../src/engine/createLeagueState.js';
import { ingest } from '../../../src/engine/ingest.js';
import { teamKey, type LeagueState } from '../../../src/engine/LeagueState.js';
import { derivedOf, derivedPerArg, getSeasonIndex } from '../../../src/engine/internal/seasonIndex.js';
import type { Season, Sport } from '../../../src/ids/index.js';

/** The lookup every `teamOf` made before the map. */
function lookedUp(state: LeagueState, sport: Sport, season: Season, teamId: string) {
  const key = teamKey(sport, season, teamId);
  return Object.hasOwn(state.teams.byId, key) ? state.teams.byId[key] : undefined;
}

const state = createLeagueState();
const known = [...new Set(state.teams.ids.map((k) => k.split(':')[2]!))];
const sportSeason = fc.oneof(fc.constant(['mlb', 2019] as const), fc.constant(['nba', 2017] as const), fc.tuple(fc.constantFrom('mlb' as const, 'nba' as const), fc.integer({ min: 1990, max: 2030 })));
const teamId = fc.oneof(fc.constantFrom(...known, '__proto__', 'constructor', 'toString', ''), fc.string({ maxLength: 12 }));

describe('season index: teamOf (properties)', () => {
  it('gives for every id what the lookup of its key gives', () => {
    fc.assert(
      fc.property(sportSeason, fc.array(teamId, { maxLength: 20 }), ([sport, season], ids) => {
        const index = getSeasonIndex(state, sport, season as Season);
        for (const id of [...ids, ...known]) expect(index.teamOf(id)).toBe(lookedUp(state, sport, season as Season, id));
      }),
      { numRuns: 60 },
    );
  });

  it('in a state with teams of its own beside the registry', () => {
    const r = ingest(createLeagueState({ builtIns: false }), {
      teams: [{ sport: 'mlb', season: 2019, team_id: 'home-nine', abbreviation: 'HN', first_name: 'Home', last_name: 'Nine', conference: 'American', division: 'East', site_name: 'Park', city: 'Town', state: 'Maine' }],
    });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    expect(Object.keys(r.state.teams.byId)).toEqual(['mlb:2019:home-nine']);
    const index = getSeasonIndex(r.state, 'mlb', 2019 as Season);
    for (const id of ['home-nine', 'boston-red-sox', '__proto__']) expect(index.teamOf(id)).toBe(lookedUp(r.state, 'mlb', 2019 as Season, id));
  });
});

describe('season index: values derived per kind and argument (D188)', () => {
  it('keeps one frozen value per kind and argument, apart from other kinds and from derivedOf\'s keys', () => {
    const index = getSeasonIndex(state, 'nba', 2017 as Season);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('a', 'b', 'a:x'), fc.constantFrom('x', 'y', '', 'x:a')), { minLength: 1, maxLength: 30 }), (asks) => {
        const kind = `test-kind-${Math.random()}`;
        const made = new Map<string, object>();
        for (const [k, arg] of asks) {
          const key = `${kind}${k}\u0000${arg}`;
          let computed = false;
          const value = derivedPerArg(index, `${kind}${k}`, arg, () => {
            computed = true;
            return { k, arg };
          });
          // Computed on the first ask of a kind and argument only, and the same object after.
          expect(computed).toBe(!made.has(key));
          if (!made.has(key)) made.set(key, value);
          expect(value).toBe(made.get(key));
          expect(value).toEqual({ k, arg });
          expect(Object.isFrozen(value)).toBe(true);
        }
        // A key of derivedOf spelled like a kind and its argument is another value.
        const [k, arg] = asks[0]!;
        expect(derivedOf(index, `${kind}${k}:${arg}`, () => 'derivedOf')).toBe('derivedOf');
      }),
    );
  });
});

