import type { StandingFacts } from '../../aggregates/StandingRow.js';
import type { Team } from '../../aggregates/Team.js';
import { gamesPlayedOf, type TeamRecord } from '../../aggregates/TeamRecord.js';
import { decimalFromHalves, roundRatio } from '../Decimal.js';
import { formatJavaDouble } from '../formatJavaDouble.js';
import { formatRateString } from '../formatRateString.js';
import { sharedXmlElement, writeXml, type XmlElement } from '../writeXml.js';
import { EASTERN, type FormatOptions } from './FormatOptions.js';
import { formatStandingsDate, type StandingsPayloadLike } from './formatStandings.js';
import { conferenceAbbreviation } from './standingToJson.js';
import { rowKey } from './writeStandingsPretty.js';
import { keptVariant } from '../keptVariant.js';

const LEAGUE_NAME: Readonly<Record<string, string>> = { AL: 'American League', NL: 'National League' };

/**
 * The wild card table as a SportsML document: a `sports-content` root,
 * `sports-metadata` with the table's date-time, then one `standing` per league (AL then NL)
 * holding a `team` per row: `team-metadata` (key = team id, name parts, abbreviation) and
 * `team-stats` with `outcome-totals` for all games (rank, wins, losses, winning percentage,
 * games back, runs for and against, streak), home, away, within the league, and the last five
 * and ten games. The numbers are the JSON payload's, spelled the same way.
 *
 * @example
 * formatWildcardXml(getWildcard(state, { sport: 'mlb', date: '20190929', now })); // '<?xml version="1.0" encoding="UTF-8"?>\n<sports-content>...'
 */
export function formatWildcardXml(payload: StandingsPayloadLike & { readonly season: number }, options: FormatOptions = {}): string {
  const dateTime = formatStandingsDate(payload, options.timeZone ?? EASTERN);
  const leagues: { league: string; rows: StandingFacts[] }[] = [];
  for (const row of payload.rows) {
    const league = conferenceAbbreviation(row.team.conference);
    let group = leagues.find((g) => g.league === league);
    if (!group) leagues.push((group = { league, rows: [] }));
    group.rows.push(row);
  }
  const root: XmlElement = {
    name: 'sports-content',
    children: [
      {
        name: 'sports-metadata',
        attributes: [['date-time', dateTime], ['language', 'en-US'], ['document-class', 'standings']],
        children: [{ name: 'sports-title', children: ['MLB Wild Card Standings'] }],
      },
      ...leagues.map(({ league, rows }): XmlElement => ({
        name: 'standing',
        attributes: [['content-label', LEAGUE_NAME[league] ?? league]],
        children: [
          { name: 'standing-metadata', attributes: [['date-coverage-type', 'season-regular'], ['date-coverage-value', String(payload.season)], ['alignment-scope', league]] },
          ...rows.map(teamElement),
        ],
      })),
    ],
  };
  return writeXml(root, options.style ?? 'pretty');
}

function totals(attributes: readonly (readonly [string, string])[], won: number, lost: number): XmlElement {
  return { name: 'outcome-totals', attributes: [...attributes, ['wins', String(won)], ['losses', String(lost)]] };
}

/** The `team-metadata` element of each frozen team. */
const METADATA = new WeakMap<Team, Map<0, XmlElement>>();
/** The `team-stats` element of each frozen record, by what its row shows beside it (`rowKey`: rank and games back). */
const STATS = new WeakMap<TeamRecord, Map<number, XmlElement>>();
/** Most `team-stats` elements kept per record (its rank and games back change with the other teams' games). */
const STATS_PER_RECORD = 16;

/**
 * A row's `team` element. The engine's teams and records are frozen and shared by every date that
 * shows them (D150): their elements are shared (the text written once, D152), the statistics by
 * the rank and games back they are shown with.
 */
function teamElement(row: StandingFacts): XmlElement {
  const key = rowKey(row.rank, row.gamesBackHalves, undefined, false);
  const make = (): XmlElement => {
    const metadata = keptVariant(METADATA, row.team, 0, 1, () => sharedXmlElement(metadataElement(row.team)));
    const stats = key === undefined ? statsElement(row) : keptVariant(STATS, row.record, key, STATS_PER_RECORD, () => sharedXmlElement(statsElement(row)));
    return { name: 'team', children: [metadata, stats] };
  };
  if (key === undefined || !Object.isFrozen(row.team)) return make();
  // The whole element, per team, record and what the row shows beside the record (D173).
  let byRecord = TEAMS.get(row.team);
  if (byRecord === undefined) TEAMS.set(row.team, (byRecord = new WeakMap()));
  return keptVariant(byRecord, row.record, key, STATS_PER_RECORD, () => sharedXmlElement(make()));
}

/** The whole `team` element of each frozen team and record, by `rowKey` (D173): one kept text a row. */
const TEAMS = new WeakMap<Team, WeakMap<TeamRecord, Map<number, XmlElement>>>();

function metadataElement(t: Team): XmlElement {
  return {
    name: 'team-metadata',
    attributes: [['team-key', t.teamId]],
    children: [{ name: 'name', attributes: [['first', t.firstName], ['last', t.lastName], ['full', t.fullName], ['abbreviation', t.abbreviation]] }],
  };
}

function statsElement(row: StandingFacts): XmlElement {
  const r = row.record;
  return {
    name: 'team-stats',
    attributes: [['events-played', String(gamesPlayedOf(r))]],
    children: [
      {
        name: 'outcome-totals',
        attributes: [
          ['alignment-scope', 'events-all'],
          ['rank', String(row.rank)],
          ['wins', String(r.won)],
          ['losses', String(r.lost)],
          ['ties', String(r.tied)],
          ['winning-percentage', formatRateString(roundRatio(r.won, r.won + r.lost, 3))],
          ['games-back', formatJavaDouble(decimalFromHalves(row.gamesBackHalves))],
          ['points-scored-for', String(r.pointsFor)],
          ['points-scored-against', String(r.pointsAgainst)],
          ['points-difference', String(r.pointsFor - r.pointsAgainst)],
          ['streak-type', r.streakType ?? '-'],
          ['streak-total', String(r.streakTotal)],
        ],
      },
      totals([['alignment-scope', 'events-home']], r.homeWon, r.homeLost),
      totals([['alignment-scope', 'events-away']], r.awayWon, r.awayLost),
      totals([['competition-scope', 'league']], r.conferenceWon, r.conferenceLost),
      totals([['duration-scope', 'events-most-recent-5']], r.lastFiveWon, r.lastFiveLost),
      totals([['duration-scope', 'events-most-recent-10']], r.lastTenWon, r.lastTenLost),
    ],
  };
}
