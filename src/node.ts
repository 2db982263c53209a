/**
 * sports-stats-engine/node: the Node-only edge, file readers over the pure importers.
 *
 * @example
 * import { readGameLogFile } from 'sports-stats-engine/node';
 * const batch = await readGameLogFile('GL2019.TXT');
 */
export { readGameLogFile } from './importers/retrosheet/readGameLogFile.js';
export { readXmlstatsFolder, type XmlstatsFolderOptions } from './importers/xmlstats/readXmlstatsFolder.js';
export { createNodeServer, type NodeServerOptions } from './http/createNodeServer.js';
export { readNbaFolder } from './importers/nba/readNbaFolder.js';
export { createNodeCompression, type NodeCompressionOptions } from './http/createNodeCompression.js';
export { shutdownNodeServer, type ShutdownOptions } from './http/shutdownNodeServer.js';
export { readGameLogFolder } from './importers/retrosheet/readGameLogFolder.js';
export { readTextFile } from './importers/readTextFile.js';
// the CLI's loader (issue 12): --data detection, progress, the bundled season
export { loadData, DATA_KINDS, type LoadDataOptions, type LoadProgress, type LoadTotals } from './importers/loadData.js';
export { loadBundledSeason, bundledSnapshot, bundledGameLog } from './importers/loadBundledSeason.js';
// snapshots (issue 13): files of a state, loaded without ingesting again
export { readSnapshotFile, writeSnapshotFile } from './importers/snapshotFile.js';
export { readFileBytes } from './importers/readTextFile.js';
// hosting (issue 12): a Node request listener for http.createServer, Express, Fastify, Koa
export { createNodeListener, type NodeListenerOptions, type NodeListener } from './http/createNodeListener.js';
