import { describe, expect, it } from 'vitest';
import { applyWhatIf } from '../../src/engine/applyWhatIf.js';
import { findGame } from '../../src/engine/findGame.js';
import { getBoxscore } from '../../src/engine/getBoxscore.js';
import { getDraft } from '../../src/engine/getDraft.js';
import { getEvents } from '../../src/engine/getEvents.js';
import { getPlayoffOdds } from '../../src/engine/getPlayoffOdds.js';
import { getPlayoffPicture } from '../../src/engine/getPlayoffPicture.js';
import { getRaceChart, raceChartGroups } from '../../src/engine/getRaceChart.js';
import { getRaceSeason } from '../../src/engine/getRaceSeason.js';
import { getResults } from '../../src/engine/getResults.js';
import { getRoster } from '../../src/engine/getRoster.js';
import { getStandings, getWildcard } from '../../src/engine/getStandings.js';
import { getTeams } from '../../src/engine/getTeams.js';
import { getTournament } from '../../src/engine/getTournament.js';
import { listGames } from '../../src/engine/listGames.js';
import type { Sport } from '../../src/ids/index.js';
import { loadRetrosheetSeason } from '../parity/loadSeason.js';

const state = loadRetrosheetSeason(2019);
const now = '2019-10-01T12:00:00-04:00';

/** Every public query that takes a sport, called with the value given as its sport. */
const queries: readonly (readonly [string, (sport: unknown) => unknown])[] = [
  ['getStandings', (s) => getStandings(state, { sport: s as Sport, date: '2019-09-20', now })],
  ['getWildcard', (s) => getWildcard(state, { sport: s as Sport, date: '2019-09-20', now })],
  ['getTeams', (s) => getTeams(state, { sport: s as Sport, now })],
  ['getResults', (s) => getResults(state, { sport: s as Sport, teamId: 'boston-red-sox', now })],
  ['getRoster', (s) => getRoster(state, { sport: s as Sport, teamId: 'boston-red-sox', now })],
  ['getTournament', (s) => getTournament(state, { sport: s as Sport, now })],
  ['getRaceSeason', (s) => getRaceSeason(state, { sport: s as Sport, date: '2019-09-20', now })],
  ['getPlayoffPicture', (s) => getPlayoffPicture(state, { sport: s as Sport, date: '2019-09-20', now })],
  ['getPlayoffOdds', (s) => getPlayoffOdds(state, { sport: s as Sport, date: '2019-09-20', now, n: 10 })],
  ['getRaceChart', (s) => getRaceChart(state, { sport: s as Sport, season: 2019, group: 'al' })],
  ['raceChartGroups', (s) => raceChartGroups(s as Sport)],
  ['applyWhatIf', (s) => applyWhatIf(state, s as Sport, [])],
  ['getEvents', (s) => getEvents(state, { sport: s as Sport, date: '2019-09-20', now })],
  ['getBoxscore', (s) => getBoxscore(state, { sport: s as Sport, eventId: '20190920-boston-red-sox-at-tampa-bay-rays' })],
  ['findGame', (s) => findGame(state, s as Sport, '20190920-boston-red-sox-at-tampa-bay-rays')],
  ['listGames', (s) => listGames(state, { sport: s as Sport, season: 2019 })],
];

describe('every query that takes a sport refuses one that is not mlb or nba (D162)', () => {
  it.each(queries)('%s: a RangeError naming the query and the value, never an empty league', (name, query) => {
    for (const [bad, shown] of [['nhl', '"nhl"'], ['MLB', '"MLB"'], [null, 'null'], [7, '7'], [{}, 'an object']] as const) {
      expect(() => query(bad), `${name} ${shown}`).toThrow(new RangeError(`${name}: sport must be 'mlb' or 'nba', got ${shown}`));
    }
    // The sports it knows still answer.
    expect(() => query('mlb')).not.toThrow();
  });

  it('a sport left out where it is optional still means every sport (events) or the NBA (box scores)', () => {
    expect(getEvents(state, { date: '2019-09-20', now }).events.length).toBeGreaterThan(0);
    expect(() => getBoxscore(state, { eventId: '20190920-boston-red-sox-at-tampa-bay-rays' })).not.toThrow();
  });
});

describe('every query that takes a season refuses one that is not a whole year (D162)', () => {
  const seasons: readonly (readonly [string, (season: unknown) => unknown])[] = [
    ['getTeams', (s) => getTeams(state, { sport: 'mlb', season: s as number, now })],
    ['getResults', (s) => getResults(state, { sport: 'mlb', teamId: 'boston-red-sox', season: s as number, now })],
    ['getTournament', (s) => getTournament(state, { sport: 'mlb', season: s as number, now })],
    ['getRaceChart', (s) => getRaceChart(state, { sport: 'mlb', season: s as number, group: 'al' })],
    ['getDraft', (s) => getDraft(state, { season: s as number, now })],
    ['listGames', (s) => listGames(state, { sport: 'mlb', season: s as number })],
  ];
  it.each(seasons)('%s: NaN or a fraction a RangeError, a string a TypeError; a year without data answers as before', (name, query) => {
    expect(() => query(Number.NaN)).toThrow(new RangeError(`${name}: season must be an integer year, got NaN`));
    expect(() => query(2019.5)).toThrow(new RangeError(`${name}: season must be an integer year, got 2019.5`));
    expect(() => query('2019')).toThrow(new TypeError(`${name}: season must be a number (a year), got "2019"`));
    expect(() => query(1990)).not.toThrow();
    expect(() => query(2019)).not.toThrow();
  });
});
