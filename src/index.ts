/**
 * sports-stats-engine: an embeddable, in-process NBA and MLB statistics engine that computes
 * team records, standings, wild card tables, results and events from ingested games and prints
 * them byte for byte as the xmlstats API did.
 *
 * @example
 * import { createLeagueState, ingest, getStandings, formatStandings } from 'sports-stats-engine';
 * const r = ingest(createLeagueState(), batch);
 * if (r.ok) console.log(formatStandings(getStandings(r.state, { sport: 'mlb', date: '20190502', now: '2019-05-03T00:00:00-04:00' })));
 */

// ids: identifiers and small value types
export {
  type Sport,
  SPORTS,
  isSport,
  type Issue,
  type IssueCode,
  type Result,
  type TeamId,
  toTeamId,
  isTeamId,
  parseTeamId,
  type LeagueDate,
  parseLeagueDate,
  leagueDate,
  formatCompactDate,
  addDays,
  type EventId,
  type EventIdParts,
  formatEventId,
  parseEventId,
  type Season,
  type SeasonType,
  seasonOfDate,
  leagueDayOf,
  easternOffsetMinutes,
  parseDateTime,
  timeZoneOffsetMs,
} from './ids/index.js';

// domain records and computed rows
export type { Team } from './aggregates/Team.js';
export type { Site } from './aggregates/Site.js';
export type { Game, EventStatus } from './aggregates/Game.js';
export type { TeamRecord } from './aggregates/TeamRecord.js';
export type { StandingRow } from './aggregates/StandingRow.js';
export type { ResultRow } from './aggregates/ResultRow.js';
export type { EventRow } from './aggregates/EventRow.js';
export { wildCardSpots } from './aggregates/computeWildcard.js';

// engine: state, ingest, queries
export type { LeagueState } from './engine/LeagueState.js';
export type { BatchInput, TeamInput, SiteInput, GameInput } from './engine/BatchInput.js';
export { createLeagueState, type CreateLeagueStateOptions } from './engine/createLeagueState.js';
export { ingest, type IngestResult } from './engine/ingest.js';
// snapshots (issue 13): a state written once, loaded without ingesting again
export { writeSnapshot, readSnapshot, readSnapshotHeader, hashSnapshotBody, SNAPSHOT_FORMAT, SNAPSHOT_VERSION, type SnapshotHeader } from './engine/snapshot.js';
export { findGame } from './engine/findGame.js';
export { getTeams, type TeamsQuery } from './engine/getTeams.js';
export { getEvents, type EventsQuery, type EventsPayload } from './engine/getEvents.js';
export { getResults, type ResultsQuery } from './engine/getResults.js';
export { getStandings, getWildcard, type StandingsQuery, type StandingsPayload } from './engine/getStandings.js';
export type { Clock } from './engine/internal/clock.js';

// formatting: payload bytes
export type { FormatOptions } from './formatting/payloads/FormatOptions.js';
export { formatTeams } from './formatting/payloads/formatTeams.js';
export { formatEvents } from './formatting/payloads/formatEvents.js';
export { formatResults } from './formatting/payloads/formatResults.js';
export { formatStandings, formatWildcard } from './formatting/payloads/formatStandings.js';
export { formatWildcardXml } from './formatting/payloads/formatWildcardXml.js';

// importers (pure: text or parsed JSON in, a batch out) and the built-in registry's lookups
export { parseGameLog, type GameLogOptions } from './importers/retrosheet/parseGameLog.js';
export { parseXmlstatsResults, type XmlstatsFile, type XmlstatsResultsOptions } from './importers/xmlstats/parseXmlstatsResults.js';
export { parseXmlstatsEvents, type XmlstatsEventsOptions } from './importers/xmlstats/parseXmlstatsEvents.js';
export { parseXmlstatsTeams, type XmlstatsTeamsOptions } from './importers/xmlstats/parseXmlstatsTeams.js';
export { parseXmlstatsBoxscore, type XmlstatsBoxscoreOptions } from './importers/xmlstats/parseXmlstatsBoxscore.js';
export { mergeBoxscores } from './importers/xmlstats/mergeBoxscores.js';
export { retrosheetTeamId } from './registry/retrosheetTeamId.js';
export { retrosheetSiteId } from './registry/retrosheetSiteId.js';
export { getTeamsOfSeason } from './registry/getTeamsOfSeason.js';

// the request router (pure) and its rate limiter
export { respond, type RespondOptions } from './engine/router/respond.js';
export type { ApiRequest, ApiResponse } from './engine/router/ApiRequest.js';
export { createRateLimiter, type RateLimiter, type RateDecision, type RateLimiterOptions } from './engine/router/createRateLimiter.js';
export { respondWithError } from './engine/router/respondWithError.js';
export { negotiateEncoding } from './engine/router/negotiateEncoding.js';
export type { Compression, ContentCoding } from './engine/router/Compression.js';
export { getMe, type MePayload } from './engine/getMe.js';
export { formatMe } from './formatting/payloads/formatMe.js';
export { formatError } from './formatting/payloads/formatError.js';
export type { AccountInput, TokenInput } from './engine/BatchInput.js';

// hosting: a swappable state and a Fetch-API handler (any runtime)
export { createStateHolder, type StateHolder } from './http/createStateHolder.js';
export { createFetchHandler, type FetchHandlerOptions } from './http/createFetchHandler.js';

// NBA importers and the NBA registry's abbreviation lookups
export { parseKaggleTeamBoxScores, type KaggleTeamBoxScoresOptions } from './importers/nba/parseKaggleTeamBoxScores.js';
export type { KaggleScoreCorrection } from './importers/nba/readKaggleCorrections.js';
export { KAGGLE_TEAM_BOX_SCORE_CORRECTIONS } from './importers/nba/kaggleTeamBoxScoreCorrections.js';
export { parseNbaComTeamGameLogs } from './importers/nba/parseNbaComTeamGameLogs.js';
export { parseKagglePlayerBoxScores, type KagglePlayerBoxScoresOptions } from './importers/nba/parseKagglePlayerBoxScores.js';
export type { KagglePlayerCorrection } from './importers/nba/readKagglePlayerCorrections.js';
export { KAGGLE_PLAYER_BOX_SCORE_CORRECTIONS } from './importers/nba/kagglePlayerBoxScoreCorrections.js';
export { parseNbaComPlayerGameLogs, type NbaComPlayerGameLogsOptions } from './importers/nba/parseNbaComPlayerGameLogs.js';
export { nbaTeamIdOfAbbreviation } from './registry/nbaTeamIdOfAbbreviation.js';
export { nbaTeamIdOfNbaComAbbreviation } from './registry/nbaTeamIdOfNbaComAbbreviation.js';

// NBA team stats
export { getTeamStats, type TeamStatsQuery, type TeamStatsPayload } from './engine/getTeamStats.js';
export { formatTeamStats } from './formatting/payloads/formatTeamStats.js';
export type { TeamBoxTotals } from './aggregates/TeamBoxTotals.js';
export type { TeamStatsLine } from './aggregates/computeTeamStats.js';

// NBA box score
export { getBoxscore, type BoxscoreQuery, type BoxscorePayload, type BoxscoreAnswer, type BoxscoreMissingReason } from './engine/getBoxscore.js';
export { formatBoxscore, type BoxscorePayloadLike } from './formatting/payloads/formatBoxscore.js';
export { getMlbBoxscore, type MlbBoxscorePayload, type MlbBoxscoreAnswer } from './engine/getMlbBoxscore.js';
export { formatMlbBoxscore, type MlbBoxscorePayloadLike } from './formatting/payloads/formatMlbBoxscore.js';
export type { BaseballBox, BatterLine, PitcherLine, FielderLine, BattingCounts } from './aggregates/BaseballBox.js';
export { computeBattingStats, type BattingStats, type Ratio } from './aggregates/computeBattingStats.js';
export { computePitchingStats, type PitchingStats } from './aggregates/computePitchingStats.js';
export { sumBatterLines } from './aggregates/sumBatterLines.js';
export type { BatterInput, PitcherInput, FielderInput } from './engine/BatchInput.js';
export { playerLineToJson, type PlayerLineVariant } from './formatting/payloads/playerLineToJson.js';
export { boxTotalsToJson } from './formatting/payloads/boxTotalsToJson.js';
export { parseXmlstatsNbaBoxscore, type XmlstatsNbaBoxscoreOptions } from './importers/xmlstats/parseXmlstatsNbaBoxscore.js';

// NBA leaders and daily leaders
export { getLeaders, type LeadersQuery, type LeadersPayload } from './engine/getLeaders.js';
export { getDailyLeaders, type DailyLeadersQuery, type DailyLeadersPayload } from './engine/getDailyLeaders.js';
export { formatLeaders, type LeadersPayloadLike } from './formatting/payloads/formatLeaders.js';
export { formatDailyLeaders, type DailyLeadersPayloadLike } from './formatting/payloads/formatDailyLeaders.js';
export { LEADER_CATEGORIES, isLeaderCategory, type LeaderCategory } from './aggregates/LeaderCategory.js';
export type { LeaderRow, LeaderValue } from './aggregates/computeLeaders.js';
export type { DailyLeaderRow } from './aggregates/computeDailyLeaders.js';
export type { PlayerTotals } from './aggregates/PlayerTotals.js';
export type { PlayerLine, PlayerLineDetail } from './aggregates/PlayerLine.js';

// Postseason structure (tournament)
export { getTournament, type TournamentQuery, type TournamentPayload, type TournamentGroupPayload } from './engine/getTournament.js';
export { formatTournament, type TournamentPayloadLike } from './formatting/payloads/formatTournament.js';
export { postseasonFormat, type PostseasonFormat, type FirstRoundRule, type FormatRound, type FormatGroup } from './aggregates/PostseasonFormat.js';
export { computeFirstRoundPairings, type FirstRoundPairings, type Pairing, type SeededGroup } from './aggregates/computeFirstRoundPairings.js';
export { computeMlbPostseasonField, type SeededTeam } from './aggregates/computeMlbPostseasonField.js';
export { computeNbaPostseasonField } from './aggregates/computeNbaPostseasonField.js';
// the race (issue 14): first place exactly, with the certificate; the published numbers beside it
export { computeGroupRace, type GroupRaceInput, type RaceTeam, type TeamRace, type RaceCertificate } from './aggregates/race/computeGroupRace.js';
export { computeMagicNumber, type MagicNumberOptions } from './aggregates/race/computeMagicNumber.js';
export { computeEliminationNumber } from './aggregates/race/computeEliminationNumber.js';
// a season's race as of a date, and what-if on it or on the whole state
export type { RaceSeason, RaceTeamInfo, RacePlayedGame, RaceRemainingGame } from './aggregates/race/RaceSeason.js';
export type { RaceResults } from './aggregates/race/RaceResults.js';
export { getRaceSeason, type RaceSeasonQuery } from './engine/getRaceSeason.js';
export { applyOutcomes, type RaceOutcome } from './aggregates/race/applyOutcomes.js';
export { applyWhatIf, type WhatIfOutcome } from './engine/applyWhatIf.js';
// the postseason picture "if the season ended today", every tie with the rule that decided it
export { resultsOfRace } from './aggregates/race/resultsOfRace.js';
export { computePostseasonPicture, type PostseasonPicture, type GroupPicture, type PictureSeed, type PostseasonPictureOptions } from './aggregates/race/computePostseasonPicture.js';
export type { TieDecision, TieRule, TieStake } from './aggregates/race/tiebreak/TieDecision.js';
export type { SeedVia } from './aggregates/race/tiebreak/seedMlbLeague.js';
export { computePictureBracket } from './aggregates/race/computePictureBracket.js';
// clinched, eliminated or alive for every goal, exactly, with the published-style numbers
export { computeClinch, type ClinchOptions, type GoalClinch, type TeamClinch } from './aggregates/race/computeClinch.js';
export { raceGoals, type RaceGoal, type GoalPredicate } from './aggregates/race/raceGoals.js';
// playoff odds: Monte Carlo with a seeded generator and a documented game model
export { simulateOdds, type Odds, type OddsOptions, type OddsReport, type TeamOdds } from './aggregates/race/simulateOdds.js';
export { createSeededRandom, type SeededRandom } from './aggregates/race/createSeededRandom.js';
export { createPythagoreanModel, type PythagoreanModelOptions } from './aggregates/race/createPythagoreanModel.js';
export type { GameModel, HomeWinProbability } from './aggregates/race/GameModel.js';
export { simulatePostseason, type BracketInput } from './aggregates/race/simulatePostseason.js';
export { binomialStandardError } from './aggregates/race/binomialStandardError.js';
// the race's surfaces: engine queries, extension documents, the SVG chart
export { getPlayoffPicture, pictureOfRace, type PlayoffPicture, type PlayoffPictureGroup, type PlayoffPictureTeam, type PlayoffPictureQuery } from './engine/getPlayoffPicture.js';
export { getPlayoffOdds, oddsOfRaceSeason, MAX_ODDS_RUNS, MAX_ODDS_SEED, DEFAULT_ODDS_RUNS, DEFAULT_ODDS_SEED, type PlayoffOdds, type PlayoffOddsQuery, type OddsGoal } from './engine/getPlayoffOdds.js';
export { getRaceChart, raceChartGroups, type RaceChart, type RaceChartSeries, type RaceChartQuery, type RaceGroup } from './engine/getRaceChart.js';
export { formatPlayoffPicture, type PlayoffPictureLike, type PictureTeamLike, type PictureGoalLike, type PictureTieLike } from './formatting/race/formatPlayoffPicture.js';
export { formatPlayoffOdds, type PlayoffOddsLike, type OddsGoalLike } from './formatting/race/formatPlayoffOdds.js';
export { formatRaceChartSvg, type RaceChartLike } from './formatting/race/formatRaceChartSvg.js';
export { computeRoundDates, type RoundSpan } from './aggregates/computeRoundDates.js';
export type { TournamentFacts, TournamentRound, TournamentGroup, TournamentCompetitor } from './aggregates/Tournament.js';
export type { TournamentInput } from './engine/BatchInput.js';

// Rosters (both sports) and the NBA draft
export { getRoster, type RosterQuery, type RosterPayload } from './engine/getRoster.js';
export { formatRoster, type RosterPayloadLike } from './formatting/payloads/formatRoster.js';
export { getDraft, type DraftQuery, type DraftPayload, type DraftRow } from './engine/getDraft.js';
export { formatDraft, type DraftPayloadLike } from './formatting/payloads/formatDraft.js';
export type { PlayerFormatOptions } from './formatting/payloads/PlayerFormatOptions.js';
export { formatBodyMeasures, type BodyMeasures } from './formatting/formatBodyMeasures.js';
export { computeAge } from './aggregates/computeAge.js';
export { byRosterOrder } from './aggregates/byRosterOrder.js';
export { computeCareerTotals } from './aggregates/computeCareerTotals.js';
export type { PlayerBio } from './aggregates/PlayerBio.js';
export type { Roster, RosterPlayer, RosterStatus, Hand } from './aggregates/Roster.js';
export type { DraftPick } from './aggregates/DraftPick.js';
export type { CareerTotals } from './aggregates/CareerTotals.js';
export type { RosterInput, RosterPlayerInput, DraftPickInput } from './engine/BatchInput.js';
export { parseXmlstatsRoster, type XmlstatsRosterOptions } from './importers/xmlstats/parseXmlstatsRoster.js';

// ingest for typed callers (the batch's type checked at compile time; the same checks at run time)
export { ingestBatch } from './engine/ingest.js';
export type { PlayerLineInput } from './engine/BatchInput.js';
// the instants a clock or a date-time of the data may be (years 1 to 9999 in every time zone)
export { isSupportedInstant, MIN_INSTANT_MS, MAX_INSTANT_MS } from './ids/isSupportedInstant.js';
export { isRetrosheetNeutralSite } from './registry/isRetrosheetNeutralSite.js';
// tabular output (CLI and notebooks, issue 12): any table payload as flat rows or CSV
export { toTable, type PayloadTable, type TableCell, type TableOptions } from './formatting/toTable.js';
export { toCsv } from './formatting/toCsv.js';
// notebooks (issue 12): the games of a season, a team by name, payload records and their bytes
export { listGames, type GamesFilter, type GameRow } from './engine/listGames.js';
export { findTeamByName } from './registry/findTeamByName.js';
export type { StandingFacts } from './aggregates/StandingRow.js';
export { writeJson, type JsonStyle, type JsonValue } from './formatting/writeJson.js';
export type { JsonRecord } from './formatting/JsonShape.js';
