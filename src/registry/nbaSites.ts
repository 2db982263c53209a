import type { SiteRow } from './SiteRow.js';

/**
 * Every NBA arena the registry knows: each name under which a club of `NBA_CLUBS` played its
 * home games in the seasons 2012-2026 (a renamed arena is a new site id, as for MLB), sorted by
 * site id. Surface is "Hardwood", the service's value on every NBA site object recorded.
 *
 * Name, city and state: the service's own spelling where a recording gives one (the teams
 * response recorded on 2013-08-10: "AmericanAirlines Arena", "FedEx
 * Forum", "EnergySolutions Arena", "US Airways Center", "AT&T Center", and the two names the
 * service still carried after a rename, Wachovia Center and Power Balance Pavilion); otherwise
 * the arena's official name. City is the arena's own city ("Brooklyn", "Auburn Hills",
 * "Newark", "Inglewood", "San Francisco", "Tampa"), state or province spelled out.
 *
 * Capacity, in order of authority:
 * 1. The service's figure where a recorded site object carries it (the file is named on the
 *    row): AmericanAirlines Arena, Chesapeake Energy Arena, Oracle Arena. A building that was only
 *    renamed keeps the service's figure (FTX Arena and Kaseya Center, Paycom Center), the rule
 *    of `MLB_SITES`.
 * 2. Otherwise the basketball capacity published for the arena under that name, source on the
 *    row: "2012 table" = the NBA capacities of the 29 arenas of August 2012 compiled by SLC Dunk
 *    (slcdunk.com, 2012-08-08); "NBA.com" = NBA.com "All 30 NBA arenas by team"; "list 2021" /
 *    "list 2023" = Wikipedia's "List of National Basketball Association arenas" (2020-21 and
 *    2023-24 revisions, as mirrored); otherwise the arena's own page or infobox.
 * 3. A building only renamed, with no figure of its own above, keeps the figure of its
 *    previous name (Moda Center, Delta Center, Rocket Arena, Xfinity Mobile Arena, Mortgage
 *    Matchup Center).
 *
 * @example
 * NBA_SITES.find((s) => s.siteId === 'oracle-arena')?.capacity; // 19596
 */
export const NBA_SITES: readonly SiteRow[] = [
  { siteId: 'air-canada-centre', name: 'Air Canada Centre', capacity: 19800, surface: 'Hardwood', city: 'Toronto', state: 'Ontario' }, // 2012 table
  { siteId: 'amalie-arena', name: 'Amalie Arena', capacity: 20500, surface: 'Hardwood', city: 'Tampa', state: 'Florida' }, // list 2021; Raptors 2020-21
  { siteId: 'american-airlines-center', name: 'American Airlines Center', capacity: 19200, surface: 'Hardwood', city: 'Dallas', state: 'Texas' }, // list 2021
  { siteId: 'americanairlines-arena', name: 'AmericanAirlines Arena', capacity: 19600, surface: 'Hardwood', city: 'Miami', state: 'Florida' }, // capacity: boxscore-nba-20120621
  { siteId: 'amway-center', name: 'Amway Center', capacity: 18846, surface: 'Hardwood', city: 'Orlando', state: 'Florida' }, // 2012 table
  { siteId: 'att-center', name: 'AT&T Center', capacity: 18581, surface: 'Hardwood', city: 'San Antonio', state: 'Texas' }, // 2012 table
  { siteId: 'ball-arena', name: 'Ball Arena', capacity: 19520, surface: 'Hardwood', city: 'Denver', state: 'Colorado' }, // list 2021
  { siteId: 'bankers-life-fieldhouse', name: 'Bankers Life Fieldhouse', capacity: 17923, surface: 'Hardwood', city: 'Indianapolis', state: 'Indiana' }, // list 2021
  { siteId: 'barclays-center', name: 'Barclays Center', capacity: 17732, surface: 'Hardwood', city: 'Brooklyn', state: 'New York' }, // NBA.com
  { siteId: 'bmo-harris-bradley-center', name: 'BMO Harris Bradley Center', capacity: 18717, surface: 'Hardwood', city: 'Milwaukee', state: 'Wisconsin' }, // 2012 table
  { siteId: 'bradley-center', name: 'Bradley Center', capacity: 18717, surface: 'Hardwood', city: 'Milwaukee', state: 'Wisconsin' }, // the same building, 2012 table
  { siteId: 'capital-one-arena', name: 'Capital One Arena', capacity: 20356, surface: 'Hardwood', city: 'Washington', state: 'District of Columbia' }, // list 2021
  { siteId: 'chase-center', name: 'Chase Center', capacity: 18064, surface: 'Hardwood', city: 'San Francisco', state: 'California' }, // list 2021
  { siteId: 'chesapeake-energy-arena', name: 'Chesapeake Energy Arena', capacity: 19599, surface: 'Hardwood', city: 'Oklahoma City', state: 'Oklahoma' }, // capacity: events-nba-20130131-recorded-20130810
  { siteId: 'cryptocom-arena', name: 'Crypto.com Arena', capacity: 19079, surface: 'Hardwood', city: 'Los Angeles', state: 'California' }, // list 2023
  { siteId: 'delta-center', name: 'Delta Center', capacity: 18306, surface: 'Hardwood', city: 'Salt Lake City', state: 'Utah' }, // Vivint Arena renamed 2023
  { siteId: 'energysolutions-arena', name: 'EnergySolutions Arena', capacity: 19911, surface: 'Hardwood', city: 'Salt Lake City', state: 'Utah' }, // 2012 table
  { siteId: 'fedex-forum', name: 'FedEx Forum', capacity: 17794, surface: 'Hardwood', city: 'Memphis', state: 'Tennessee' }, // list 2021 (FedExForum)
  { siteId: 'fiserv-forum', name: 'Fiserv Forum', capacity: 17385, surface: 'Hardwood', city: 'Milwaukee', state: 'Wisconsin' }, // list 2023
  { siteId: 'footprint-center', name: 'Footprint Center', capacity: 17071, surface: 'Hardwood', city: 'Phoenix', state: 'Arizona' }, // list 2023
  { siteId: 'frost-bank-center', name: 'Frost Bank Center', capacity: 18418, surface: 'Hardwood', city: 'San Antonio', state: 'Texas' }, // Wikipedia list; ESPN 2025-10-16
  { siteId: 'ftx-arena', name: 'FTX Arena', capacity: 19600, surface: 'Hardwood', city: 'Miami', state: 'Florida' }, // AmericanAirlines Arena renamed 2021
  { siteId: 'gainbridge-fieldhouse', name: 'Gainbridge Fieldhouse', capacity: 17274, surface: 'Hardwood', city: 'Indianapolis', state: 'Indiana' }, // list 2023
  { siteId: 'golden-1-center', name: 'Golden 1 Center', capacity: 17583, surface: 'Hardwood', city: 'Sacramento', state: 'California' }, // list 2021
  { siteId: 'intuit-dome', name: 'Intuit Dome', capacity: 18000, surface: 'Hardwood', city: 'Inglewood', state: 'California' }, // opened 2024
  { siteId: 'kaseya-center', name: 'Kaseya Center', capacity: 19600, surface: 'Hardwood', city: 'Miami', state: 'Florida' }, // FTX Arena renamed 2023
  { siteId: 'kia-center', name: 'Kia Center', capacity: 18846, surface: 'Hardwood', city: 'Orlando', state: 'Florida' }, // list 2023
  { siteId: 'little-caesars-arena', name: 'Little Caesars Arena', capacity: 20332, surface: 'Hardwood', city: 'Detroit', state: 'Michigan' }, // list 2023
  { siteId: 'madison-square-garden', name: 'Madison Square Garden', capacity: 19812, surface: 'Hardwood', city: 'New York', state: 'New York' }, // list 2023
  { siteId: 'moda-center', name: 'Moda Center', capacity: 19980, surface: 'Hardwood', city: 'Portland', state: 'Oregon' }, // Rose Garden renamed 2013
  { siteId: 'mortgage-matchup-center', name: 'Mortgage Matchup Center', capacity: 17071, surface: 'Hardwood', city: 'Phoenix', state: 'Arizona' }, // Footprint Center renamed 2025
  { siteId: 'new-orleans-arena', name: 'New Orleans Arena', capacity: 17003, surface: 'Hardwood', city: 'New Orleans', state: 'Louisiana' }, // Wikipedia, 2014 revision
  { siteId: 'oracle-arena', name: 'Oracle Arena', capacity: 19596, surface: 'Hardwood', city: 'Oakland', state: 'California' }, // capacity: events-nba-20150614
  { siteId: 'paycom-center', name: 'Paycom Center', capacity: 19599, surface: 'Hardwood', city: 'Oklahoma City', state: 'Oklahoma' }, // Chesapeake Energy Arena renamed 2021
  { siteId: 'pepsi-center', name: 'Pepsi Center', capacity: 19155, surface: 'Hardwood', city: 'Denver', state: 'Colorado' }, // pepsicenter.com arena facts
  { siteId: 'philips-arena', name: 'Philips Arena', capacity: 18371, surface: 'Hardwood', city: 'Atlanta', state: 'Georgia' }, // 2012 table
  { siteId: 'phoenix-suns-arena', name: 'Phoenix Suns Arena', capacity: 17071, surface: 'Hardwood', city: 'Phoenix', state: 'Arizona' }, // renovated 2020; Footprint Center figure
  { siteId: 'power-balance-pavilion', name: 'Power Balance Pavilion', capacity: 17317, surface: 'Hardwood', city: 'Sacramento', state: 'California' }, // Sleep Train Arena infobox
  { siteId: 'prudential-center', name: 'Prudential Center', capacity: 18711, surface: 'Hardwood', city: 'Newark', state: 'New Jersey' }, // Wikipedia infobox
  { siteId: 'quicken-loans-arena', name: 'Quicken Loans Arena', capacity: 20562, surface: 'Hardwood', city: 'Cleveland', state: 'Ohio' }, // 2012 table
  { siteId: 'rocket-arena', name: 'Rocket Arena', capacity: 19432, surface: 'Hardwood', city: 'Cleveland', state: 'Ohio' }, // Rocket Mortgage FieldHouse renamed 2025
  { siteId: 'rocket-mortgage-fieldhouse', name: 'Rocket Mortgage FieldHouse', capacity: 19432, surface: 'Hardwood', city: 'Cleveland', state: 'Ohio' }, // list 2023
  { siteId: 'rose-garden', name: 'Rose Garden', capacity: 19980, surface: 'Hardwood', city: 'Portland', state: 'Oregon' }, // 2012 table
  { siteId: 'scotiabank-arena', name: 'Scotiabank Arena', capacity: 19800, surface: 'Hardwood', city: 'Toronto', state: 'Ontario' }, // ESPN 2025-10-16
  { siteId: 'sleep-train-arena', name: 'Sleep Train Arena', capacity: 17317, surface: 'Hardwood', city: 'Sacramento', state: 'California' }, // Sleep Train Arena infobox
  { siteId: 'smoothie-king-center', name: 'Smoothie King Center', capacity: 16867, surface: 'Hardwood', city: 'New Orleans', state: 'Louisiana' }, // Wikipedia, 2015 revision
  { siteId: 'spectrum-center', name: 'Spectrum Center', capacity: 19077, surface: 'Hardwood', city: 'Charlotte', state: 'North Carolina' }, // NBA.com
  { siteId: 'staples-center', name: 'Staples Center', capacity: 19060, surface: 'Hardwood', city: 'Los Angeles', state: 'California' }, // 2012 table (Clippers; Lakers 18997)
  { siteId: 'state-farm-arena', name: 'State Farm Arena', capacity: 17044, surface: 'Hardwood', city: 'Atlanta', state: 'Georgia' }, // NBA.com
  { siteId: 'talking-stick-resort-arena', name: 'Talking Stick Resort Arena', capacity: 18055, surface: 'Hardwood', city: 'Phoenix', state: 'Arizona' }, // Wikipedia infobox (2014-)
  { siteId: 'target-center', name: 'Target Center', capacity: 18798, surface: 'Hardwood', city: 'Minneapolis', state: 'Minnesota' }, // list 2023
  { siteId: 'td-garden', name: 'TD Garden', capacity: 18624, surface: 'Hardwood', city: 'Boston', state: 'Massachusetts' }, // NBA.com; 2012 table
  { siteId: 'the-palace-of-auburn-hills', name: 'The Palace of Auburn Hills', capacity: 22076, surface: 'Hardwood', city: 'Auburn Hills', state: 'Michigan' }, // 2012 table
  { siteId: 'time-warner-cable-arena', name: 'Time Warner Cable Arena', capacity: 19077, surface: 'Hardwood', city: 'Charlotte', state: 'North Carolina' }, // the same building, NBA.com
  { siteId: 'toyota-center', name: 'Toyota Center', capacity: 18104, surface: 'Hardwood', city: 'Houston', state: 'Texas' }, // list 2023
  { siteId: 'united-center', name: 'United Center', capacity: 20917, surface: 'Hardwood', city: 'Chicago', state: 'Illinois' }, // 2012 table
  { siteId: 'us-airways-center', name: 'US Airways Center', capacity: 18422, surface: 'Hardwood', city: 'Phoenix', state: 'Arizona' }, // 2012 table
  { siteId: 'verizon-center', name: 'Verizon Center', capacity: 20282, surface: 'Hardwood', city: 'Washington', state: 'District of Columbia' }, // 2012 table
  { siteId: 'vivint-arena', name: 'Vivint Arena', capacity: 18306, surface: 'Hardwood', city: 'Salt Lake City', state: 'Utah' }, // Wikipedia infobox (after the 2017 renovation)
  { siteId: 'vivint-smart-home-arena', name: 'Vivint Smart Home Arena', capacity: 19911, surface: 'Hardwood', city: 'Salt Lake City', state: 'Utah' }, // Wikipedia infobox (2015-2017)
  { siteId: 'wachovia-center', name: 'Wachovia Center', capacity: 20318, surface: 'Hardwood', city: 'Philadelphia', state: 'Pennsylvania' }, // 2012 table (as Wells Fargo Center)
  { siteId: 'wells-fargo-center', name: 'Wells Fargo Center', capacity: 20318, surface: 'Hardwood', city: 'Philadelphia', state: 'Pennsylvania' }, // 2012 table
  { siteId: 'xfinity-mobile-arena', name: 'Xfinity Mobile Arena', capacity: 20318, surface: 'Hardwood', city: 'Philadelphia', state: 'Pennsylvania' }, // Wells Fargo Center renamed 2025
];
