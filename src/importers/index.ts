/**
 * Importers: the edge of the library that turns real data files into the engine's batch input
 * (`BatchInput`). They import only `ids` and the batch's type. `readGameLogFile` and
 * `readXmlstatsFolder` use Node's file system; everything else is pure.
 *
 * @example
 * import { parseGameLog } from './importers/index.js';
 * const r = parseGameLog(text, { fileName: 'GL2019.TXT', teamIdOf, siteIdOf });
 */
export { parseGameLog, type GameLogOptions } from './retrosheet/parseGameLog.js';
export { parseLineScore } from './retrosheet/parseLineScore.js';
export { readGameLogFile } from './retrosheet/readGameLogFile.js';
export { parseXmlstatsResults, type XmlstatsFile, type XmlstatsResultsOptions } from './xmlstats/parseXmlstatsResults.js';
export { parseXmlstatsEvents, type XmlstatsEventsOptions } from './xmlstats/parseXmlstatsEvents.js';
export { parseXmlstatsBoxscore, type XmlstatsBoxscoreOptions } from './xmlstats/parseXmlstatsBoxscore.js';
export { mergeBoxscores } from './xmlstats/mergeBoxscores.js';
export { parseXmlstatsTeams, type XmlstatsTeamsOptions } from './xmlstats/parseXmlstatsTeams.js';
export { readXmlstatsFolder, type XmlstatsFolderOptions } from './xmlstats/readXmlstatsFolder.js';
export { siteIdOfName } from './xmlstats/siteIdOfName.js';
