import type { StandingFacts } from '../../aggregates/StandingRow.js';
import type { Team } from '../../aggregates/Team.js';
import { gamesPlayedOf, type TeamRecord } from '../../aggregates/TeamRecord.js';
import { decimalFromHalves, roundRatio } from '../Decimal.js';
import { formatJavaDouble } from '../formatJavaDouble.js';
import { formatRateString } from '../formatRateString.js';
import { escapeXmlAttribute, PART_MIN_CHARS, sharedXmlElement, writeXml, writeXmlElement, writeXmlParts, XML_DECLARATION, type XmlElement } from '../writeXml.js';
import { newlineAt } from '../JsonShape.js';
import { EASTERN, type FormatOptions } from './FormatOptions.js';
import { formatStandingsDate, type StandingsPayloadLike } from './formatStandings.js';
import { conferenceAbbreviation } from './standingToJson.js';
import { rowKey } from './writeStandingsPretty.js';
import { keptUpTo, keptVariantWith, keptWhenFixed } from '../keptVariant.js';

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
  return writeXml(wildcardXmlDocument(payload, options), options.style ?? 'pretty');
}

/**
 * {@link formatWildcardXml} in parts: joined, exactly its text; each team's kept element is a part
 * of its own (D181), as `writeXmlParts` gives them. The document's skeleton (the declaration, the
 * root, the metadata, each league's `standing` and its metadata) is written here around the
 * elements' texts, without the element tree `writeXmlParts` would walk (D188); a test holds the two
 * to the same bytes.
 */
export function formatWildcardXmlParts(payload: StandingsPayloadLike & { readonly season: number }, options: FormatOptions = {}): string[] {
  const style = options.style ?? 'pretty';
  if (style !== 'pretty' && style !== 'compact') return writeXmlParts(wildcardXmlDocument(payload, options), style);
  // A newline and the indent of `level` in the pretty style (level 0: the newline after the
  // declaration and after the root); nothing in the compact one.
  const nl = style === 'pretty' ? newlineAt : noNewline;
  const dateTime = formatStandingsDate(payload, options.timeZone ?? EASTERN);
  const parts: string[] = [];
  let text = XML_DECLARATION + nl(0) + '<sports-content>' + nl(1) + writeXmlElement(sportsMetadata(dateTime), 1, style);
  for (const { league, rows } of leaguesOf(payload.rows)) {
    text += nl(1) + '<standing content-label="' + escapeXmlAttribute(leagueName(league)) + '">';
    text += nl(2) + writeXmlElement(leagueMetadata(payload.season, league), 2, style);
    for (const row of rows) {
      const team = writeXmlElement(teamElement(row), 2, style);
      text += nl(2);
      if (team.length >= PART_MIN_CHARS) {
        parts.push(text, team);
        text = '';
      } else text += team;
    }
    text += nl(1) + '</standing>';
  }
  parts.push(text + nl(0) + '</sports-content>' + nl(0));
  return parts;
}

/** The compact style's {@link newlineAt}: nothing between tags. */
function noNewline(_level: number): string {
  return '';
}

/**
 * The wild card document as an element tree: what {@link formatWildcardXml} writes, and what
 * {@link formatWildcardXmlParts} writes in parts without making it.
 */
export function wildcardXmlDocument(payload: StandingsPayloadLike & { readonly season: number }, options: FormatOptions = {}): XmlElement {
  const children: XmlElement[] = [sportsMetadata(formatStandingsDate(payload, options.timeZone ?? EASTERN))];
  for (const { league, rows } of leaguesOf(payload.rows)) {
    const teams: XmlElement[] = [leagueMetadata(payload.season, league)];
    for (const row of rows) teams.push(teamElement(row));
    children.push({ name: 'standing', attributes: [['content-label', leagueName(league)]], children: teams });
  }
  return { name: 'sports-content', children };
}

/**
 * The rows by league (the abbreviation of their teams' conference), in the order the rows first
 * show each league; a league's abbreviation is looked up when the conference changes (D188).
 */
function leaguesOf(rows: readonly StandingFacts[]): { readonly league: string; readonly rows: StandingFacts[] }[] {
  const leagues: { league: string; rows: StandingFacts[] }[] = [];
  let conference: string | undefined;
  let group: { league: string; rows: StandingFacts[] } | undefined;
  for (const row of rows) {
    if (group === undefined || row.team.conference !== conference) {
      conference = row.team.conference;
      const league = conferenceAbbreviation(conference);
      group = leagues.find((g) => g.league === league);
      if (group === undefined) leagues.push((group = { league, rows: [] }));
    }
    group.rows.push(row);
  }
  return leagues;
}

/** A league's `content-label`: its name, or the abbreviation itself for a league without one. */
function leagueName(league: string): string {
  return Object.hasOwn(LEAGUE_NAME, league) ? LEAGUE_NAME[league]! : league;
}

/**
 * The document's `sports-metadata`: the table's date-time and the title. It depends on the
 * date-time text alone, so it is shared per date-time (its text kept by the writer, D185), a few
 * thousand at most (emptied when full), as the Eastern midnights are (D188).
 */
function sportsMetadata(dateTime: string): XmlElement {
  return keptUpTo(SPORTS_METADATA, dateTime, 4096, sharedSportsMetadata);
}

function sharedSportsMetadata(dateTime: string): XmlElement {
  return sharedXmlElement({ name: 'sports-metadata', attributes: [['date-time', dateTime], ['language', 'en-US'], ['document-class', 'standings']], children: [TITLE] });
}

const SPORTS_METADATA = new Map<string, XmlElement>();

const TITLE = sharedXmlElement({ name: 'sports-title', children: ['MLB Wild Card Standings'] });

/** Each league's and season's `standing-metadata`, shared (its text kept, D185); 64 leagues of 64 seasons at most. */
const LEAGUE_METADATA = new Map<string, Map<number, XmlElement>>();

function leagueMetadata(season: number, league: string): XmlElement {
  // By league, then season: no key text made per call (D188).
  return keptUpTo(keptUpTo(LEAGUE_METADATA, league, 64, newSeasonMap), season, 64, sharedLeagueMetadata, league);
}

function newSeasonMap(): Map<number, XmlElement> {
  return new Map();
}

function sharedLeagueMetadata(season: number, league: string): XmlElement {
  return sharedXmlElement({ name: 'standing-metadata', attributes: [['date-coverage-type', 'season-regular'], ['date-coverage-value', String(season)], ['alignment-scope', league]] });
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
  return keptVariantWith(TEAMS, row.team, row.record, key, TEAMS_PER_RECORD, sharedTeamElement, row);
}

/** A row's `team` element, shared (its text kept, D185): what {@link teamElement} keeps. */
function sharedTeamElement(row: StandingFacts): XmlElement {
  return sharedXmlElement({ name: 'team', children: [metadataOf(row.team), statsElement(row)] });
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
