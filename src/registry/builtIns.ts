// The registry as the engine loads it into a new state (`createLeagueState`).
export { getBuiltInTeams } from './getBuiltInTeams.js';
export { getBuiltInSites } from './getBuiltInSites.js';
