export * from './Sport.js';
export * from './Issue.js';
export * from './TeamId.js';
export * from './LeagueDate.js';
export * from './EventId.js';
export * from './Season.js';
export * from './easternTime.js';
export * from './dateTime.js';
