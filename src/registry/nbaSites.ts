import type { SiteRow } from './SiteRow.js';

/**
 * NBA arenas (placeholder, completed with the NBA registry of 2012-2026): the home arena of
 * every club of `NBA_CLUBS`, with name, city and state exactly as the recorded teams response
 * of 2013-08-10 gives them (`teams-nba-recorded-20130810.json`). Capacity is the service's own
 * figure where a recorded site object carries it (the file named on the row) and null (unknown)
 * otherwise; the surface of every NBA site object recorded is "Hardwood".
 *
 * @example
 * NBA_SITES.find((s) => s.siteId === 'oracle-arena')?.capacity; // 19596
 */
export const NBA_SITES: readonly SiteRow[] = [
  { siteId: 'air-canada-centre', name: 'Air Canada Centre', capacity: null, surface: 'Hardwood', city: 'Toronto', state: 'Ontario' },
  { siteId: 'american-airlines-center', name: 'American Airlines Center', capacity: null, surface: 'Hardwood', city: 'Dallas', state: 'Texas' },
  { siteId: 'americanairlines-arena', name: 'AmericanAirlines Arena', capacity: 19600, surface: 'Hardwood', city: 'Miami', state: 'Florida' }, // capacity: boxscore-nba-20120621
  { siteId: 'amway-center', name: 'Amway Center', capacity: null, surface: 'Hardwood', city: 'Orlando', state: 'Florida' },
  { siteId: 'att-center', name: 'AT&T Center', capacity: null, surface: 'Hardwood', city: 'San Antonio', state: 'Texas' },
  { siteId: 'bankers-life-fieldhouse', name: 'Bankers Life Fieldhouse', capacity: null, surface: 'Hardwood', city: 'Indianapolis', state: 'Indiana' },
  { siteId: 'barclays-center', name: 'Barclays Center', capacity: null, surface: 'Hardwood', city: 'Brooklyn', state: 'New York' },
  { siteId: 'bmo-harris-bradley-center', name: 'BMO Harris Bradley Center', capacity: null, surface: 'Hardwood', city: 'Milwaukee', state: 'Wisconsin' },
  { siteId: 'chesapeake-energy-arena', name: 'Chesapeake Energy Arena', capacity: 19599, surface: 'Hardwood', city: 'Oklahoma City', state: 'Oklahoma' }, // capacity: events-nba-20130131-recorded-20130810
  { siteId: 'energysolutions-arena', name: 'EnergySolutions Arena', capacity: null, surface: 'Hardwood', city: 'Salt Lake City', state: 'Utah' },
  { siteId: 'fedex-forum', name: 'FedEx Forum', capacity: null, surface: 'Hardwood', city: 'Memphis', state: 'Tennessee' },
  { siteId: 'madison-square-garden', name: 'Madison Square Garden', capacity: null, surface: 'Hardwood', city: 'New York', state: 'New York' },
  { siteId: 'new-orleans-arena', name: 'New Orleans Arena', capacity: null, surface: 'Hardwood', city: 'New Orleans', state: 'Louisiana' },
  { siteId: 'oracle-arena', name: 'Oracle Arena', capacity: 19596, surface: 'Hardwood', city: 'Oakland', state: 'California' }, // capacity: events-nba-20150614
  { siteId: 'pepsi-center', name: 'Pepsi Center', capacity: null, surface: 'Hardwood', city: 'Denver', state: 'Colorado' },
  { siteId: 'philips-arena', name: 'Philips Arena', capacity: null, surface: 'Hardwood', city: 'Atlanta', state: 'Georgia' },
  { siteId: 'power-balance-pavilion', name: 'Power Balance Pavilion', capacity: null, surface: 'Hardwood', city: 'Sacramento', state: 'California' },
  { siteId: 'quicken-loans-arena', name: 'Quicken Loans Arena', capacity: null, surface: 'Hardwood', city: 'Cleveland', state: 'Ohio' },
  { siteId: 'rose-garden', name: 'Rose Garden', capacity: null, surface: 'Hardwood', city: 'Portland', state: 'Oregon' },
  { siteId: 'staples-center', name: 'Staples Center', capacity: null, surface: 'Hardwood', city: 'Los Angeles', state: 'California' },
  { siteId: 'target-center', name: 'Target Center', capacity: null, surface: 'Hardwood', city: 'Minneapolis', state: 'Minnesota' },
  { siteId: 'td-garden', name: 'TD Garden', capacity: null, surface: 'Hardwood', city: 'Boston', state: 'Massachusetts' },
  { siteId: 'the-palace-of-auburn-hills', name: 'The Palace of Auburn Hills', capacity: null, surface: 'Hardwood', city: 'Auburn Hills', state: 'Michigan' },
  { siteId: 'time-warner-cable-arena', name: 'Time Warner Cable Arena', capacity: null, surface: 'Hardwood', city: 'Charlotte', state: 'North Carolina' },
  { siteId: 'toyota-center', name: 'Toyota Center', capacity: null, surface: 'Hardwood', city: 'Houston', state: 'Texas' },
  { siteId: 'united-center', name: 'United Center', capacity: null, surface: 'Hardwood', city: 'Chicago', state: 'Illinois' },
  { siteId: 'us-airways-center', name: 'US Airways Center', capacity: null, surface: 'Hardwood', city: 'Phoenix', state: 'Arizona' },
  { siteId: 'verizon-center', name: 'Verizon Center', capacity: null, surface: 'Hardwood', city: 'Washington', state: 'District of Columbia' },
  { siteId: 'wachovia-center', name: 'Wachovia Center', capacity: null, surface: 'Hardwood', city: 'Philadelphia', state: 'Pennsylvania' },
];
