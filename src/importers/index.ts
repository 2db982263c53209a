/**
 * Importers: the edge of the library that turns real data files into the engine's batch input
 * (`BatchInput`). They import `ids`, the batch's type and the built-in registry (their default
 * lookups). `readGameLogFile`, `readGameLogFolder`, `readXmlstatsFolder`, `readXmlstatsFiles`,
 * `readNbaFolder` and `readTextFile` use Node's file system; everything else is pure.
 *
 * @example
 * import { parseGameLog } from 'sports-stats-engine';
 * const r = parseGameLog(text, { fileName: 'GL2019.TXT' }); // lookups: the built-in registry
 */
export { parseGameLog, type GameLogOptions } from './retrosheet/parseGameLog.js';
export { parseLineScore } from './retrosheet/parseLineScore.js';
export { readGameLogFile } from './retrosheet/readGameLogFile.js';
export { parseXmlstatsResults, type XmlstatsFile, type XmlstatsResultsOptions } from './xmlstats/parseXmlstatsResults.js';
export { parseXmlstatsEvents, type XmlstatsEventsOptions } from './xmlstats/parseXmlstatsEvents.js';
export { parseXmlstatsBoxscore, type XmlstatsBoxscoreOptions } from './xmlstats/parseXmlstatsBoxscore.js';
export { mergeBoxscores } from './xmlstats/mergeBoxscores.js';
export { parseXmlstatsTeams, type XmlstatsTeamsOptions } from './xmlstats/parseXmlstatsTeams.js';
export { parseXmlstatsRoster, type XmlstatsRosterOptions } from './xmlstats/parseXmlstatsRoster.js';
export { readXmlstatsFolder, type XmlstatsFolderOptions } from './xmlstats/readXmlstatsFolder.js';
export { siteIdOfName } from './xmlstats/siteIdOfName.js';
export { parseKaggleTeamBoxScores, type KaggleTeamBoxScoresOptions } from './nba/parseKaggleTeamBoxScores.js';
export { parseKaggleStartTime } from './nba/parseKaggleStartTime.js';
export { type KaggleScoreCorrection } from './nba/readKaggleCorrections.js';
export { KAGGLE_TEAM_BOX_SCORE_CORRECTIONS } from './nba/kaggleTeamBoxScoreCorrections.js';
export { parseNbaComTeamGameLogs, type NbaComTeamGameLogsOptions } from './nba/parseNbaComTeamGameLogs.js';
export { parseKagglePlayerBoxScores, type KagglePlayerBoxScoresOptions } from './nba/parseKagglePlayerBoxScores.js';
export { type KagglePlayerCorrection } from './nba/readKagglePlayerCorrections.js';
export { KAGGLE_PLAYER_BOX_SCORE_CORRECTIONS } from './nba/kagglePlayerBoxScoreCorrections.js';
export { parseNbaComPlayerGameLogs, type NbaComPlayerGameLogsOptions } from './nba/parseNbaComPlayerGameLogs.js';
export { readNbaFolder, type NbaFolderOptions } from './nba/readNbaFolder.js';
export { readGameLogFolder } from './retrosheet/readGameLogFolder.js';
export { readTextFile } from './readTextFile.js';
export { readXmlstatsFiles, type XmlstatsFound, type XmlstatsKind } from './xmlstats/readXmlstatsFiles.js';
export { boundIssues, ISSUES_PER_CODE } from './boundIssues.js';
