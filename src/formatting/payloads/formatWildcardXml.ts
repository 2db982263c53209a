import type { StandingFacts } from '../../aggregates/StandingRow.js';
import type { Team } from '../../aggregates/Team.js';
import { gamesPlayedOf, type TeamRecord } from '../../aggregates/TeamRecord.js';
import { decimalFromHalves, roundRatio } from '../Decimal.js';
import { formatJavaDouble } from '../formatJavaDouble.js';
import { formatRateString } from '../formatRateString.js';
import { sharedXmlElement, writeXml, writeXmlParts, type XmlElement } from '../writeXml.js';
import { EASTERN, type FormatOptions } from './FormatOptions.js';
import { formatStandingsDate, type StandingsPayloadLike } from './formatStandings.js';
import { conferenceAbbreviation } from './standingToJson.js';
import { rowKey } from './writeStandingsPretty.js';
import { keptVariantWith, keptWhenFixed } from '../keptVariant.js';

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
  return writeXml(wildcardDocument(payload, options), options.style ?? 'pretty');
}

/**
 * {@link formatWildcardXml} in parts (`writeXmlParts`): joined, exactly its text; each team's kept
 * element is a part of its own (D181).
 */
export function formatWildcardXmlParts(payload: StandingsPayloadLike & { readonly season: number }, options: FormatOptions = {}): string[] {
  return writeXmlParts(wildcardDocument(payload, options), options.style ?? 'pretty');
}

function wildcardDocument(payload: StandingsPayloadLike & { readonly season: number }, options: FormatOptions): XmlElement {
  const dateTime = formatStandingsDate(payload, options.timeZone ?? EASTERN);
  // One `standing` per league, in the order the rows first show it; each league's children are
  // its metadata, then its rows' `team` elements, made in one pass (the rows of a league come
  // together: a league's abbreviation is looked up when the conference changes, D188).
  const children: XmlElement[] = [{
    name: 'sports-metadata',
    attributes: [['date-time', dateTime], ['language', 'en-US'], ['document-class', 'standings']],
    children: [TITLE],
  }];
  const byLeague = new Map<string, XmlElement[]>();
  let conference: string | undefined;
  let teams: XmlElement[] | undefined;
  for (const row of payload.rows) {
    if (teams === undefined || row.team.conference !== conference) {
      conference = row.team.conference;
      const league = conferenceAbbreviation(conference);
      teams = byLeague.get(league);
      if (teams === undefined) {
        byLeague.set(league, (teams = [leagueMetadata(payload.season, league)]));
        children.push({ name: 'standing', attributes: [['content-label', Object.hasOwn(LEAGUE_NAME, league) ? LEAGUE_NAME[league]! : league]], children: teams });
      }
    }
    teams.push(teamElement(row));
  }
  return { name: 'sports-content', children };
}

const TITLE = sharedXmlElement({ name: 'sports-title', children: ['MLB Wild Card Standings'] });

/** Each season's and league's `standing-metadata`, shared (its text kept, D185); a few dozen at most. */
const LEAGUE_METADATA = new Map<string, XmlElement>();

function leagueMetadata(season: number, league: string): XmlElement {
  const key = `${season}|${league}`;
  let found = LEAGUE_METADATA.get(key);
  if (found === undefined) {
    if (LEAGUE_METADATA.size >= 64) LEAGUE_METADATA.clear();
    found = sharedXmlElement({ name: 'standing-metadata', attributes: [['date-coverage-type', 'season-regular'], ['date-coverage-value', String(season)], ['alignment-scope', league]] });
    LEAGUE_METADATA.set(key, found);
  }
  return found;
}

function totals(attributes: readonly (readonly [string, string])[], won: number, lost: number): XmlElement {
  return { name: 'outcome-totals', attributes: [...attributes, ['wins', String(won)], ['losses', String(lost)]] };
}

/** The `team-metadata` element of each frozen team. */
const METADATA = new WeakMap<Team, XmlElement>();
/** Most `team` elements kept per team and record (its rank and games back change with the other teams' games). */
const TEAMS_PER_RECORD = 16;

/**
 * A row's `team` element. The engine's teams and records are frozen and shared by every date that
 * shows them (D150): the whole element is shared per team, record and the rank and games back it
 * is shown with (D152, D173), and the metadata per team.
 */
function teamElement(row: StandingFacts): XmlElement {
  const key = rowKey(row.rank, row.gamesBackHalves, undefined, false);
  if (key === undefined) return { name: 'team', children: [metadataOf(row.team), statsElement(row)] };
  // The whole element, per record and what the row shows beside it, with the team it was made for (D173, D185).
  return keptVariantWith(TEAMS, row.team, row.record, key, TEAMS_PER_RECORD, () => sharedXmlElement({
    name: 'team',
    children: [metadataOf(row.team), statsElement(row)],
  }));
}

function metadataOf(team: Team): XmlElement {
  return keptWhenFixed(METADATA, team, Object.isFrozen, () => sharedXmlElement(metadataElement(team)));
}

/** The whole `team` element of each frozen record, by `rowKey`, with its frozen team (D173, D185): one kept text a row. */
const TEAMS = new WeakMap<TeamRecord, Map<number, readonly [Team, XmlElement]>>();

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
