import type { ClubHistory } from './ClubHistory.js';

/**
 * NBA clubs (placeholder with the same shape as `MLB_CLUBS`; a later issue completes the
 * seasons 2012-2026 by adding identities and homes with later `from` seasons and raising
 * `last`). Today it holds the 30 teams of the recorded teams response of 2013-08-10
 * (`teams-nba-recorded-20130810.json`) as season 2013, field for field. That recording was made
 * in the off-season and is what the service served then: it already shows the New Orleans
 * Pelicans (the Hornets until the end of the 2012-13 season) and keeps two arena names that had
 * already changed (Wachovia Center, Wells Fargo Center since 2010; Power Balance Pavilion, Sleep
 * Train Arena since 2012). NBA seasons are named by the year they end (2012-13 is 2013).
 *
 * @example
 * NBA_CLUBS.length; // 30
 */
export const NBA_CLUBS: readonly ClubHistory[] = [
  { franchise: 'ATL', last: 2013, identities: [{ from: 2013, abbreviation: 'ATL', firstName: 'Atlanta', lastName: 'Hawks', conference: 'East', division: 'Southeast' }], homes: [{ from: 2013, siteId: 'philips-arena' }] },
  { franchise: 'BOS', last: 2013, identities: [{ from: 2013, abbreviation: 'BOS', firstName: 'Boston', lastName: 'Celtics', conference: 'East', division: 'Atlantic' }], homes: [{ from: 2013, siteId: 'td-garden' }] },
  { franchise: 'BKN', last: 2013, identities: [{ from: 2013, abbreviation: 'BKN', firstName: 'Brooklyn', lastName: 'Nets', conference: 'East', division: 'Atlantic' }], homes: [{ from: 2013, siteId: 'barclays-center' }] },
  { franchise: 'CHA', last: 2013, identities: [{ from: 2013, abbreviation: 'CHA', firstName: 'Charlotte', lastName: 'Bobcats', conference: 'East', division: 'Southeast' }], homes: [{ from: 2013, siteId: 'time-warner-cable-arena' }] },
  { franchise: 'CHI', last: 2013, identities: [{ from: 2013, abbreviation: 'CHI', firstName: 'Chicago', lastName: 'Bulls', conference: 'East', division: 'Central' }], homes: [{ from: 2013, siteId: 'united-center' }] },
  { franchise: 'CLE', last: 2013, identities: [{ from: 2013, abbreviation: 'CLE', firstName: 'Cleveland', lastName: 'Cavaliers', conference: 'East', division: 'Central' }], homes: [{ from: 2013, siteId: 'quicken-loans-arena' }] },
  { franchise: 'DAL', last: 2013, identities: [{ from: 2013, abbreviation: 'DAL', firstName: 'Dallas', lastName: 'Mavericks', conference: 'West', division: 'Southwest' }], homes: [{ from: 2013, siteId: 'american-airlines-center' }] },
  { franchise: 'DEN', last: 2013, identities: [{ from: 2013, abbreviation: 'DEN', firstName: 'Denver', lastName: 'Nuggets', conference: 'West', division: 'Northwest' }], homes: [{ from: 2013, siteId: 'pepsi-center' }] },
  { franchise: 'DET', last: 2013, identities: [{ from: 2013, abbreviation: 'DET', firstName: 'Detroit', lastName: 'Pistons', conference: 'East', division: 'Central' }], homes: [{ from: 2013, siteId: 'the-palace-of-auburn-hills' }] },
  { franchise: 'GS', last: 2013, identities: [{ from: 2013, abbreviation: 'GS', firstName: 'Golden State', lastName: 'Warriors', conference: 'West', division: 'Pacific' }], homes: [{ from: 2013, siteId: 'oracle-arena' }] },
  { franchise: 'HOU', last: 2013, identities: [{ from: 2013, abbreviation: 'HOU', firstName: 'Houston', lastName: 'Rockets', conference: 'West', division: 'Southwest' }], homes: [{ from: 2013, siteId: 'toyota-center' }] },
  { franchise: 'IND', last: 2013, identities: [{ from: 2013, abbreviation: 'IND', firstName: 'Indiana', lastName: 'Pacers', conference: 'East', division: 'Central' }], homes: [{ from: 2013, siteId: 'bankers-life-fieldhouse' }] },
  { franchise: 'LAC', last: 2013, identities: [{ from: 2013, abbreviation: 'LAC', firstName: 'Los Angeles', lastName: 'Clippers', conference: 'West', division: 'Pacific' }], homes: [{ from: 2013, siteId: 'staples-center' }] },
  { franchise: 'LAL', last: 2013, identities: [{ from: 2013, abbreviation: 'LAL', firstName: 'Los Angeles', lastName: 'Lakers', conference: 'West', division: 'Pacific' }], homes: [{ from: 2013, siteId: 'staples-center' }] },
  { franchise: 'MEM', last: 2013, identities: [{ from: 2013, abbreviation: 'MEM', firstName: 'Memphis', lastName: 'Grizzlies', conference: 'West', division: 'Southwest' }], homes: [{ from: 2013, siteId: 'fedex-forum' }] },
  { franchise: 'MIA', last: 2013, identities: [{ from: 2013, abbreviation: 'MIA', firstName: 'Miami', lastName: 'Heat', conference: 'East', division: 'Southeast' }], homes: [{ from: 2013, siteId: 'americanairlines-arena' }] },
  { franchise: 'MIL', last: 2013, identities: [{ from: 2013, abbreviation: 'MIL', firstName: 'Milwaukee', lastName: 'Bucks', conference: 'East', division: 'Central' }], homes: [{ from: 2013, siteId: 'bmo-harris-bradley-center' }] },
  { franchise: 'MIN', last: 2013, identities: [{ from: 2013, abbreviation: 'MIN', firstName: 'Minnesota', lastName: 'Timberwolves', conference: 'West', division: 'Northwest' }], homes: [{ from: 2013, siteId: 'target-center' }] },
  { franchise: 'NO', last: 2013, identities: [{ from: 2013, abbreviation: 'NO', firstName: 'New Orleans', lastName: 'Pelicans', conference: 'West', division: 'Southwest' }], homes: [{ from: 2013, siteId: 'new-orleans-arena' }] },
  { franchise: 'NY', last: 2013, identities: [{ from: 2013, abbreviation: 'NY', firstName: 'New York', lastName: 'Knicks', conference: 'East', division: 'Atlantic' }], homes: [{ from: 2013, siteId: 'madison-square-garden' }] },
  { franchise: 'OKC', last: 2013, identities: [{ from: 2013, abbreviation: 'OKC', firstName: 'Oklahoma City', lastName: 'Thunder', conference: 'West', division: 'Northwest' }], homes: [{ from: 2013, siteId: 'chesapeake-energy-arena' }] },
  { franchise: 'ORL', last: 2013, identities: [{ from: 2013, abbreviation: 'ORL', firstName: 'Orlando', lastName: 'Magic', conference: 'East', division: 'Southeast' }], homes: [{ from: 2013, siteId: 'amway-center' }] },
  { franchise: 'PHI', last: 2013, identities: [{ from: 2013, abbreviation: 'PHI', firstName: 'Philadelphia', lastName: '76ers', conference: 'East', division: 'Atlantic' }], homes: [{ from: 2013, siteId: 'wachovia-center' }] },
  { franchise: 'PHO', last: 2013, identities: [{ from: 2013, abbreviation: 'PHO', firstName: 'Phoenix', lastName: 'Suns', conference: 'West', division: 'Pacific' }], homes: [{ from: 2013, siteId: 'us-airways-center' }] },
  { franchise: 'POR', last: 2013, identities: [{ from: 2013, abbreviation: 'POR', firstName: 'Portland', lastName: 'Trail Blazers', conference: 'West', division: 'Northwest' }], homes: [{ from: 2013, siteId: 'rose-garden' }] },
  { franchise: 'SAC', last: 2013, identities: [{ from: 2013, abbreviation: 'SAC', firstName: 'Sacramento', lastName: 'Kings', conference: 'West', division: 'Pacific' }], homes: [{ from: 2013, siteId: 'power-balance-pavilion' }] },
  { franchise: 'SA', last: 2013, identities: [{ from: 2013, abbreviation: 'SA', firstName: 'San Antonio', lastName: 'Spurs', conference: 'West', division: 'Southwest' }], homes: [{ from: 2013, siteId: 'att-center' }] },
  { franchise: 'TOR', last: 2013, identities: [{ from: 2013, abbreviation: 'TOR', firstName: 'Toronto', lastName: 'Raptors', conference: 'East', division: 'Atlantic' }], homes: [{ from: 2013, siteId: 'air-canada-centre' }] },
  { franchise: 'UTA', last: 2013, identities: [{ from: 2013, abbreviation: 'UTA', firstName: 'Utah', lastName: 'Jazz', conference: 'West', division: 'Northwest' }], homes: [{ from: 2013, siteId: 'energysolutions-arena' }] },
  { franchise: 'WAS', last: 2013, identities: [{ from: 2013, abbreviation: 'WAS', firstName: 'Washington', lastName: 'Wizards', conference: 'East', division: 'Southeast' }], homes: [{ from: 2013, siteId: 'verizon-center' }] },
];
