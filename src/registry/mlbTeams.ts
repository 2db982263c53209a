import type { ClubHistory } from './ClubHistory.js';

/**
 * Every MLB club of the seasons 2008-2026, in the service's own spelling: its abbreviations
 * (CHW, KC, TB, SD, SF, WAS, LAA...), first name = the place part, last name = the nickname,
 * conference `American`/`National`, division `East`/`Central`/`West`. Site name, city and state
 * of a season's team object are those of the club's home venue that season (`MLB_SITES`):
 * the service's city is the ballpark's city ("Bronx", "Flushing", "Anaheim", "Arlington").
 *
 * The seasons 2013, 2014 and 2015 reproduce the recorded teams responses field for field
 * (the registry's tests check it). For other seasons each change is dated below with its source; a change
 * during a season counts from the season in which the new name held for most of the regular
 * season.
 *
 * - Los Angeles Angels: the official name was "Los Angeles Angels of Anaheim" until 2015; the
 *   service used "Los Angeles Angels" (team id `los-angeles-angels`) and so does every season here.
 * - Florida Marlins (FLA; Retrosheet FLO) through 2011, Miami Marlins (MIA) from 2012
 *   (Retrosheet CurrentNames.csv dates the change 2011-09-28 / 2012-04-04).
 * - Houston Astros: National Central through 2012, American West from 2013 (CurrentNames.csv).
 * - Cleveland Indians through 2021, Cleveland Guardians from 2022 (Lahman Teams.csv; code CLE kept).
 * - The Athletics of 2025 on (West Sacramento, Sutter Health Park): the club dropped "Oakland"
 *   and calls itself just "Athletics", abbreviation ATH (club's brand transition guidelines,
 *   November 2024; MLB's team feed has name, teamName, franchiseName and shortName all
 *   "Athletics", abbreviation "ATH"). The team object needs a non-empty first name; the
 *   service's first name is what MLB calls the franchise name (Red Sox: "Boston", Rangers:
 *   "Texas", never the ballpark city), so first name = last name = full name = "Athletics",
 *   team id `athletics`. This is the one team whose full name is not first + " " + last.
 *   Retrosheet's code for the club from 2025 is not in the data at hand: both ATH (MLB's
 *   designation) and OAK (the franchise code Retrosheet used through 2024) resolve.
 * - Toronto Blue Jays 2020: every home game at Sahlen Field, Buffalo (Canadian border closed;
 *   Lahman Teams.csv names Sahlen Field as the 2020 park), so that is the 2020 home. In 2021 the
 *   club began in Dunedin and Buffalo and was back at Rogers Centre from July 30; Rogers Centre
 *   is the 2021 home (also Lahman's) and the other games carry their park id. Dunedin and Buffalo
 *   are the club's other homes of 2021 (`otherHomes`): its games there are home games, not
 *   neutral-site ones.
 * - Tampa Bay Rays 2025: George M. Steinbrenner Field, Tampa (Tropicana Field roof destroyed
 *   by Hurricane Milton, October 2024); back at Tropicana Field for 2026 (club, November 2025).
 *
 * @example
 * MLB_CLUBS.length; // 30
 */
export const MLB_CLUBS: readonly ClubHistory[] = [
  {
    franchise: 'ARI', last: 2026,
    identities: [{ from: 2008, abbreviation: 'ARI', firstName: 'Arizona', lastName: 'Diamondbacks', conference: 'National', division: 'West', retrosheet: ['ARI'] }],
    homes: [{ from: 2008, siteId: 'chase-field' }],
  },
  {
    franchise: 'ATL', last: 2026,
    identities: [{ from: 2008, abbreviation: 'ATL', firstName: 'Atlanta', lastName: 'Braves', conference: 'National', division: 'East', retrosheet: ['ATL'] }],
    // SunTrust Park opened 2017-04-14; renamed Truist Park in January 2020.
    homes: [{ from: 2008, siteId: 'turner-field' }, { from: 2017, siteId: 'suntrust-park' }, { from: 2020, siteId: 'truist-park' }],
  },
  {
    franchise: 'BAL', last: 2026,
    identities: [{ from: 2008, abbreviation: 'BAL', firstName: 'Baltimore', lastName: 'Orioles', conference: 'American', division: 'East', retrosheet: ['BAL'] }],
    homes: [{ from: 2008, siteId: 'oriole-park-at-camden-yards' }],
  },
  {
    franchise: 'BOS', last: 2026,
    identities: [{ from: 2008, abbreviation: 'BOS', firstName: 'Boston', lastName: 'Red Sox', conference: 'American', division: 'East', retrosheet: ['BOS'] }],
    homes: [{ from: 2008, siteId: 'fenway-park' }],
  },
  {
    franchise: 'CHC', last: 2026,
    identities: [{ from: 2008, abbreviation: 'CHC', firstName: 'Chicago', lastName: 'Cubs', conference: 'National', division: 'Central', retrosheet: ['CHN'] }],
    homes: [{ from: 2008, siteId: 'wrigley-field' }],
  },
  {
    franchise: 'CHW', last: 2026,
    identities: [{ from: 2008, abbreviation: 'CHW', firstName: 'Chicago', lastName: 'White Sox', conference: 'American', division: 'Central', retrosheet: ['CHA'] }],
    // Guaranteed Rate Field from the 2017 season (announced October 2016); Rate Field from 2025 (announced December 2024).
    homes: [{ from: 2008, siteId: 'us-cellular-field' }, { from: 2017, siteId: 'guaranteed-rate-field' }, { from: 2025, siteId: 'rate-field' }],
  },
  {
    franchise: 'CIN', last: 2026,
    identities: [{ from: 2008, abbreviation: 'CIN', firstName: 'Cincinnati', lastName: 'Reds', conference: 'National', division: 'Central', retrosheet: ['CIN'] }],
    homes: [{ from: 2008, siteId: 'great-american-ball-park' }],
  },
  {
    franchise: 'CLE', last: 2026,
    identities: [
      { from: 2008, abbreviation: 'CLE', firstName: 'Cleveland', lastName: 'Indians', conference: 'American', division: 'Central', retrosheet: ['CLE'] },
      { from: 2022, abbreviation: 'CLE', firstName: 'Cleveland', lastName: 'Guardians', conference: 'American', division: 'Central', retrosheet: ['CLE'] },
    ],
    // Jacobs Field became Progressive Field in January 2008.
    homes: [{ from: 2008, siteId: 'progressive-field' }],
  },
  {
    franchise: 'COL', last: 2026,
    identities: [{ from: 2008, abbreviation: 'COL', firstName: 'Colorado', lastName: 'Rockies', conference: 'National', division: 'West', retrosheet: ['COL'] }],
    homes: [{ from: 2008, siteId: 'coors-field' }],
  },
  {
    franchise: 'DET', last: 2026,
    identities: [{ from: 2008, abbreviation: 'DET', firstName: 'Detroit', lastName: 'Tigers', conference: 'American', division: 'Central', retrosheet: ['DET'] }],
    homes: [{ from: 2008, siteId: 'comerica-park' }],
  },
  {
    franchise: 'HOU', last: 2026,
    identities: [
      { from: 2008, abbreviation: 'HOU', firstName: 'Houston', lastName: 'Astros', conference: 'National', division: 'Central', retrosheet: ['HOU'] },
      { from: 2013, abbreviation: 'HOU', firstName: 'Houston', lastName: 'Astros', conference: 'American', division: 'West', retrosheet: ['HOU'] },
    ],
    // Daikin Park from 2025 (naming deal announced 2024-11-18).
    homes: [{ from: 2008, siteId: 'minute-maid-park' }, { from: 2025, siteId: 'daikin-park' }],
  },
  {
    franchise: 'KC', last: 2026,
    identities: [{ from: 2008, abbreviation: 'KC', firstName: 'Kansas City', lastName: 'Royals', conference: 'American', division: 'Central', retrosheet: ['KCA'] }],
    homes: [{ from: 2008, siteId: 'kauffman-stadium' }],
  },
  {
    franchise: 'LAA', last: 2026,
    identities: [{ from: 2008, abbreviation: 'LAA', firstName: 'Los Angeles', lastName: 'Angels', conference: 'American', division: 'West', retrosheet: ['ANA'] }],
    homes: [{ from: 2008, siteId: 'angel-stadium-of-anaheim' }],
  },
  {
    franchise: 'LAD', last: 2026,
    identities: [{ from: 2008, abbreviation: 'LAD', firstName: 'Los Angeles', lastName: 'Dodgers', conference: 'National', division: 'West', retrosheet: ['LAN'] }],
    homes: [{ from: 2008, siteId: 'dodger-stadium' }],
  },
  {
    franchise: 'MIA', last: 2026,
    identities: [
      { from: 2008, abbreviation: 'FLA', firstName: 'Florida', lastName: 'Marlins', conference: 'National', division: 'East', retrosheet: ['FLO'] },
      { from: 2012, abbreviation: 'MIA', firstName: 'Miami', lastName: 'Marlins', conference: 'National', division: 'East', retrosheet: ['MIA'] },
    ],
    // Dolphin Stadium 2008; Land Shark Stadium from May 2009; Sun Life Stadium from January 2010;
    // Marlins Park opened 2012-04-04; renamed loanDepot park in March 2021.
    homes: [
      { from: 2008, siteId: 'dolphin-stadium' }, { from: 2009, siteId: 'land-shark-stadium' }, { from: 2010, siteId: 'sun-life-stadium' },
      { from: 2012, siteId: 'marlins-park' }, { from: 2021, siteId: 'loandepot-park' },
    ],
  },
  {
    franchise: 'MIL', last: 2026,
    identities: [{ from: 2008, abbreviation: 'MIL', firstName: 'Milwaukee', lastName: 'Brewers', conference: 'National', division: 'Central', retrosheet: ['MIL'] }],
    // American Family Field from January 2021.
    homes: [{ from: 2008, siteId: 'miller-park' }, { from: 2021, siteId: 'american-family-field' }],
  },
  {
    franchise: 'MIN', last: 2026,
    identities: [{ from: 2008, abbreviation: 'MIN', firstName: 'Minnesota', lastName: 'Twins', conference: 'American', division: 'Central', retrosheet: ['MIN'] }],
    // Target Field opened 2010.
    homes: [{ from: 2008, siteId: 'hubert-h-humphrey-metrodome' }, { from: 2010, siteId: 'target-field' }],
  },
  {
    franchise: 'NYM', last: 2026,
    identities: [{ from: 2008, abbreviation: 'NYM', firstName: 'New York', lastName: 'Mets', conference: 'National', division: 'East', retrosheet: ['NYN'] }],
    homes: [{ from: 2008, siteId: 'shea-stadium' }, { from: 2009, siteId: 'citi-field' }],
  },
  {
    franchise: 'NYY', last: 2026,
    identities: [{ from: 2008, abbreviation: 'NYY', firstName: 'New York', lastName: 'Yankees', conference: 'American', division: 'East', retrosheet: ['NYA'] }],
    homes: [{ from: 2008, siteId: 'yankee-stadium-1923' }, { from: 2009, siteId: 'yankee-stadium' }],
  },
  {
    franchise: 'OAK', last: 2026,
    identities: [
      { from: 2008, abbreviation: 'OAK', firstName: 'Oakland', lastName: 'Athletics', conference: 'American', division: 'West', retrosheet: ['OAK'] },
      { from: 2025, abbreviation: 'ATH', firstName: 'Athletics', lastName: 'Athletics', fullName: 'Athletics', conference: 'American', division: 'West', retrosheet: ['ATH', 'OAK'] },
    ],
    // McAfee Coliseum until September 2008; Oakland-Alameda County Coliseum until April 2011;
    // Overstock.com Coliseum from 2011-04-29, O.co Coliseum from June 2011 (most of 2011) until
    // 2016; Oakland-Alameda County Coliseum 2016 to May 2019 (the service still printed O.co
    // Coliseum on 2016-05-16, both as the team's site name and as the game's venue, and it is the
    // first authority: 2016 keeps O.co, D45); RingCentral Coliseum from
    // 2019-05-31 (most of 2019) to 2023; MLB's "Oakland Coliseum" for 2023-2024.
    homes: [
      { from: 2008, siteId: 'mcafee-coliseum' }, { from: 2009, siteId: 'oakland-alameda-county-coliseum' }, { from: 2011, siteId: 'oco-coliseum' },
      { from: 2017, siteId: 'oakland-alameda-county-coliseum' }, { from: 2019, siteId: 'ringcentral-coliseum' }, { from: 2023, siteId: 'oakland-coliseum' },
      { from: 2025, siteId: 'sutter-health-park' },
    ],
  },
  {
    franchise: 'PHI', last: 2026,
    identities: [{ from: 2008, abbreviation: 'PHI', firstName: 'Philadelphia', lastName: 'Phillies', conference: 'National', division: 'East', retrosheet: ['PHI'] }],
    homes: [{ from: 2008, siteId: 'citizens-bank-park' }],
  },
  {
    franchise: 'PIT', last: 2026,
    identities: [{ from: 2008, abbreviation: 'PIT', firstName: 'Pittsburgh', lastName: 'Pirates', conference: 'National', division: 'Central', retrosheet: ['PIT'] }],
    homes: [{ from: 2008, siteId: 'pnc-park' }],
  },
  {
    franchise: 'SD', last: 2026,
    identities: [{ from: 2008, abbreviation: 'SD', firstName: 'San Diego', lastName: 'Padres', conference: 'National', division: 'West', retrosheet: ['SDN'] }],
    // "PETCO Park" as the service wrote it, every season (the club later wrote "Petco Park").
    homes: [{ from: 2008, siteId: 'petco-park' }],
  },
  {
    franchise: 'SEA', last: 2026,
    identities: [{ from: 2008, abbreviation: 'SEA', firstName: 'Seattle', lastName: 'Mariners', conference: 'American', division: 'West', retrosheet: ['SEA'] }],
    // T-Mobile Park from January 2019.
    homes: [{ from: 2008, siteId: 'safeco-field' }, { from: 2019, siteId: 't-mobile-park' }],
  },
  {
    franchise: 'SF', last: 2026,
    identities: [{ from: 2008, abbreviation: 'SF', firstName: 'San Francisco', lastName: 'Giants', conference: 'National', division: 'West', retrosheet: ['SFN'] }],
    // Oracle Park from January 2019.
    homes: [{ from: 2008, siteId: 'att-park' }, { from: 2019, siteId: 'oracle-park' }],
  },
  {
    franchise: 'STL', last: 2026,
    identities: [{ from: 2008, abbreviation: 'STL', firstName: 'St. Louis', lastName: 'Cardinals', conference: 'National', division: 'Central', retrosheet: ['SLN'] }],
    homes: [{ from: 2008, siteId: 'busch-stadium' }],
  },
  {
    franchise: 'TB', last: 2026,
    identities: [{ from: 2008, abbreviation: 'TB', firstName: 'Tampa Bay', lastName: 'Rays', conference: 'American', division: 'East', retrosheet: ['TBA'] }],
    homes: [{ from: 2008, siteId: 'tropicana-field' }, { from: 2025, siteId: 'george-m-steinbrenner-field' }, { from: 2026, siteId: 'tropicana-field' }],
  },
  {
    franchise: 'TEX', last: 2026,
    identities: [{ from: 2008, abbreviation: 'TEX', firstName: 'Texas', lastName: 'Rangers', conference: 'American', division: 'West', retrosheet: ['TEX'] }],
    // Globe Life Park in Arlington from February 2014; Globe Life Field opened 2020.
    homes: [{ from: 2008, siteId: 'rangers-ballpark-in-arlington' }, { from: 2014, siteId: 'globe-life-park-in-arlington' }, { from: 2020, siteId: 'globe-life-field' }],
  },
  {
    franchise: 'TOR', last: 2026,
    identities: [{ from: 2008, abbreviation: 'TOR', firstName: 'Toronto', lastName: 'Blue Jays', conference: 'American', division: 'East', retrosheet: ['TOR'] }],
    // 2021: home games at TD Ballpark, Dunedin (April 8 - May 24, Retrosheet ballparks.csv DUN01) and
    // Sahlen Field, Buffalo (June to late July), then Rogers Centre from July 30: all three were home.
    homes: [
      { from: 2008, siteId: 'rogers-centre' }, { from: 2020, siteId: 'sahlen-field' },
      { from: 2021, siteId: 'rogers-centre', otherHomes: ['td-ballpark', 'sahlen-field'] }, { from: 2022, siteId: 'rogers-centre' },
    ],
  },
  {
    franchise: 'WAS', last: 2026,
    identities: [{ from: 2008, abbreviation: 'WAS', firstName: 'Washington', lastName: 'Nationals', conference: 'National', division: 'East', retrosheet: ['WAS'] }],
    homes: [{ from: 2008, siteId: 'nationals-park' }],
  },
];
