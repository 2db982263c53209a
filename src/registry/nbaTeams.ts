import type { ClubHistory } from './ClubHistory.js';

/**
 * Every NBA club of the seasons 2012-2026, in the service's own spelling: its abbreviations
 * (NY, GS, SA, NO, PHO, UTA, BKN, NJ...), first name = the place part, last name = the
 * nickname, conference `East`/`West`, divisions spelled out. Site name, city and state of a
 * season's team object are those of the club's home arena that season (`NBA_SITES`). NBA
 * seasons are named by the year they end: 2013 is 2012-13, 2012 the lockout season 2011-12.
 *
 * Conferences and divisions have not changed since the 2004-05 realignment: the recording of
 * 2013, the xmlstats-derived Kaggle files of 2016-17 and 2017-18 and NBA.com's standings of
 * 2017-18 and 2018-19 agree club for club (the registry's tests check it).
 *
 * Season 2013 is the recorded teams response of 2013-08-10,
 * field for field. That recording was made in the off-season and shows the table the service
 * served then, not the names the clubs carried during 2012-13:
 * - New Orleans: the Hornets became the Pelicans on 2013-04-18, the day after their last game
 *   of 2012-13, and the recording already says Pelicans. The standings recorded the same day
 *   (as of 2013-04-18) still say "New Orleans
 *   Hornets" for 2012-13. The registry keeps the teams recording: New Orleans Hornets (NO)
 *   in 2012 only, New Orleans Pelicans (NO, team id `new-orleans-pelicans`) from 2013.
 * - Two stale arena names: Wachovia Center (Wells Fargo Center since 2010) and Power Balance
 *   Pavilion (Sleep Train Arena since October 2012). They are kept for 2012 and 2013 (the
 *   service carried Wachovia Center since before 2012; Power Balance Pavilion was right in
 *   2012) and replaced by the real names from 2014, the first season after the recording.
 *
 * Every other change is dated below. A change during a season counts from the season in which
 * the new name held for most of the regular season (the rule of `MLB_CLUBS`); an off-season
 * change counts from the next season. Sources: basketball-reference season tables
 * (its team summaries, arena per season) and the press
 * releases and reports named on each club.
 * - New Jersey Nets (NJ) at the Prudential Center, Newark, in 2012; Brooklyn Nets (BKN) at the
 *   Barclays Center from 2013 (renamed 2012-04-30, after the 2011-12 regular season).
 * - Charlotte Bobcats (CHA) through 2014; Charlotte Hornets from 2015 (renamed 2014-05-20). The
 *   service's abbreviation stayed CHA (Kaggle 2016-17 and 2017-18 files).
 *
 * @example
 * NBA_CLUBS.length; // 30
 */
export const NBA_CLUBS: readonly ClubHistory[] = [
  {
    franchise: 'ATL', last: 2026,
    identities: [{ from: 2012, abbreviation: 'ATL', firstName: 'Atlanta', lastName: 'Hawks', conference: 'East', division: 'Southeast' }],
    // Philips Arena renamed State Farm Arena in 2018, before the 2018-19 season.
    homes: [{ from: 2012, siteId: 'philips-arena' }, { from: 2019, siteId: 'state-farm-arena' }],
  },
  {
    franchise: 'BOS', last: 2026,
    identities: [{ from: 2012, abbreviation: 'BOS', firstName: 'Boston', lastName: 'Celtics', conference: 'East', division: 'Atlantic' }],
    homes: [{ from: 2012, siteId: 'td-garden' }],
  },
  {
    franchise: 'BKN', last: 2026,
    identities: [
      { from: 2012, abbreviation: 'NJ', firstName: 'New Jersey', lastName: 'Nets', conference: 'East', division: 'Atlantic' },
      { from: 2013, abbreviation: 'BKN', firstName: 'Brooklyn', lastName: 'Nets', conference: 'East', division: 'Atlantic' },
    ],
    homes: [{ from: 2012, siteId: 'prudential-center' }, { from: 2013, siteId: 'barclays-center' }],
  },
  {
    franchise: 'CHA', last: 2026,
    identities: [
      { from: 2012, abbreviation: 'CHA', firstName: 'Charlotte', lastName: 'Bobcats', conference: 'East', division: 'Southeast' },
      { from: 2015, abbreviation: 'CHA', firstName: 'Charlotte', lastName: 'Hornets', conference: 'East', division: 'Southeast' },
    ],
    // Time Warner Cable Arena renamed Spectrum Center in August 2016.
    homes: [{ from: 2012, siteId: 'time-warner-cable-arena' }, { from: 2017, siteId: 'spectrum-center' }],
  },
  {
    franchise: 'CHI', last: 2026,
    identities: [{ from: 2012, abbreviation: 'CHI', firstName: 'Chicago', lastName: 'Bulls', conference: 'East', division: 'Central' }],
    homes: [{ from: 2012, siteId: 'united-center' }],
  },
  {
    franchise: 'CLE', last: 2026,
    identities: [{ from: 2012, abbreviation: 'CLE', firstName: 'Cleveland', lastName: 'Cavaliers', conference: 'East', division: 'Central' }],
    // Rocket Mortgage FieldHouse from 2019-04-09 (after the 2018-19 regular season); Rocket
    // Arena from 2025-02-18, late in 2024-25, so from 2026.
    homes: [{ from: 2012, siteId: 'quicken-loans-arena' }, { from: 2020, siteId: 'rocket-mortgage-fieldhouse' }, { from: 2026, siteId: 'rocket-arena' }],
  },
  {
    franchise: 'DAL', last: 2026,
    identities: [{ from: 2012, abbreviation: 'DAL', firstName: 'Dallas', lastName: 'Mavericks', conference: 'West', division: 'Southwest' }],
    homes: [{ from: 2012, siteId: 'american-airlines-center' }],
  },
  {
    franchise: 'DEN', last: 2026,
    identities: [{ from: 2012, abbreviation: 'DEN', firstName: 'Denver', lastName: 'Nuggets', conference: 'West', division: 'Northwest' }],
    // Pepsi Center renamed Ball Arena in October 2020, before the 2020-21 season.
    homes: [{ from: 2012, siteId: 'pepsi-center' }, { from: 2021, siteId: 'ball-arena' }],
  },
  {
    franchise: 'DET', last: 2026,
    identities: [{ from: 2012, abbreviation: 'DET', firstName: 'Detroit', lastName: 'Pistons', conference: 'East', division: 'Central' }],
    // Little Caesars Arena, Detroit, opened September 2017.
    homes: [{ from: 2012, siteId: 'the-palace-of-auburn-hills' }, { from: 2018, siteId: 'little-caesars-arena' }],
  },
  {
    franchise: 'GS', last: 2026,
    identities: [{ from: 2012, abbreviation: 'GS', firstName: 'Golden State', lastName: 'Warriors', conference: 'West', division: 'Pacific' }],
    // Chase Center, San Francisco, opened September 2019.
    homes: [{ from: 2012, siteId: 'oracle-arena' }, { from: 2020, siteId: 'chase-center' }],
  },
  {
    franchise: 'HOU', last: 2026,
    identities: [{ from: 2012, abbreviation: 'HOU', firstName: 'Houston', lastName: 'Rockets', conference: 'West', division: 'Southwest' }],
    homes: [{ from: 2012, siteId: 'toyota-center' }],
  },
  {
    franchise: 'IND', last: 2026,
    identities: [{ from: 2012, abbreviation: 'IND', firstName: 'Indiana', lastName: 'Pacers', conference: 'East', division: 'Central' }],
    // Conseco Fieldhouse became Bankers Life Fieldhouse in December 2011, before the 2011-12
    // season; Gainbridge Fieldhouse from 2021-09-27 (WFYI).
    homes: [{ from: 2012, siteId: 'bankers-life-fieldhouse' }, { from: 2022, siteId: 'gainbridge-fieldhouse' }],
  },
  {
    franchise: 'LAC', last: 2026,
    identities: [{ from: 2012, abbreviation: 'LAC', firstName: 'Los Angeles', lastName: 'Clippers', conference: 'West', division: 'Pacific' }],
    // Staples Center renamed Crypto.com Arena on 2021-12-25, early in 2021-22; Intuit Dome,
    // Inglewood, opened August 2024.
    homes: [{ from: 2012, siteId: 'staples-center' }, { from: 2022, siteId: 'cryptocom-arena' }, { from: 2025, siteId: 'intuit-dome' }],
  },
  {
    franchise: 'LAL', last: 2026,
    identities: [{ from: 2012, abbreviation: 'LAL', firstName: 'Los Angeles', lastName: 'Lakers', conference: 'West', division: 'Pacific' }],
    homes: [{ from: 2012, siteId: 'staples-center' }, { from: 2022, siteId: 'cryptocom-arena' }],
  },
  {
    franchise: 'MEM', last: 2026,
    identities: [{ from: 2012, abbreviation: 'MEM', firstName: 'Memphis', lastName: 'Grizzlies', conference: 'West', division: 'Southwest' }],
    homes: [{ from: 2012, siteId: 'fedex-forum' }],
  },
  {
    franchise: 'MIA', last: 2026,
    identities: [{ from: 2012, abbreviation: 'MIA', firstName: 'Miami', lastName: 'Heat', conference: 'East', division: 'Southeast' }],
    // FTX Arena from June 2021. In 2022-23 the arena was FTX Arena until 2023-01-13 (about 20 of
    // the 41 home games), Miami-Dade Arena until the Kaseya Center deal of April 2023 (about 19)
    // and Kaseya Center for the last few: FTX Arena held longest, so 2023 is FTX Arena and the
    // interim name is never a season's home. Kaseya Center from 2024.
    homes: [{ from: 2012, siteId: 'americanairlines-arena' }, { from: 2022, siteId: 'ftx-arena' }, { from: 2024, siteId: 'kaseya-center' }],
  },
  {
    franchise: 'MIL', last: 2026,
    identities: [{ from: 2012, abbreviation: 'MIL', firstName: 'Milwaukee', lastName: 'Bucks', conference: 'East', division: 'Central' }],
    // BMO Harris Bradley Center from 2012-05-21, after the 2011-12 regular season; Fiserv Forum
    // opened August 2018.
    homes: [{ from: 2012, siteId: 'bradley-center' }, { from: 2013, siteId: 'bmo-harris-bradley-center' }, { from: 2019, siteId: 'fiserv-forum' }],
  },
  {
    franchise: 'MIN', last: 2026,
    identities: [{ from: 2012, abbreviation: 'MIN', firstName: 'Minnesota', lastName: 'Timberwolves', conference: 'West', division: 'Northwest' }],
    homes: [{ from: 2012, siteId: 'target-center' }],
  },
  {
    franchise: 'NO', last: 2026,
    identities: [
      { from: 2012, abbreviation: 'NO', firstName: 'New Orleans', lastName: 'Hornets', conference: 'West', division: 'Southwest' },
      // 2013 as recorded on 2013-08-10 (see above).
      { from: 2013, abbreviation: 'NO', firstName: 'New Orleans', lastName: 'Pelicans', conference: 'West', division: 'Southwest' },
    ],
    // New Orleans Arena became the Smoothie King Center on 2014-02-06 (Sports Business Daily),
    // after 100 of the 170 days of 2013-14: New Orleans Arena for 2014, Smoothie King Center
    // from 2015.
    homes: [{ from: 2012, siteId: 'new-orleans-arena' }, { from: 2015, siteId: 'smoothie-king-center' }],
  },
  {
    franchise: 'NY', last: 2026,
    identities: [{ from: 2012, abbreviation: 'NY', firstName: 'New York', lastName: 'Knicks', conference: 'East', division: 'Atlantic' }],
    homes: [{ from: 2012, siteId: 'madison-square-garden' }],
  },
  {
    franchise: 'OKC', last: 2026,
    identities: [{ from: 2012, abbreviation: 'OKC', firstName: 'Oklahoma City', lastName: 'Thunder', conference: 'West', division: 'Northwest' }],
    // Chesapeake Energy Arena renamed Paycom Center in July 2021.
    homes: [{ from: 2012, siteId: 'chesapeake-energy-arena' }, { from: 2022, siteId: 'paycom-center' }],
  },
  {
    franchise: 'ORL', last: 2026,
    identities: [{ from: 2012, abbreviation: 'ORL', firstName: 'Orlando', lastName: 'Magic', conference: 'East', division: 'Southeast' }],
    // Amway Center renamed Kia Center on 2023-12-20, early in 2023-24.
    homes: [{ from: 2012, siteId: 'amway-center' }, { from: 2024, siteId: 'kia-center' }],
  },
  {
    franchise: 'PHI', last: 2026,
    identities: [{ from: 2012, abbreviation: 'PHI', firstName: 'Philadelphia', lastName: '76ers', conference: 'East', division: 'Atlantic' }],
    // Wachovia Center as the service printed it through 2013 (see above); Xfinity Mobile Arena
    // from 2025-09-01.
    homes: [{ from: 2012, siteId: 'wachovia-center' }, { from: 2014, siteId: 'wells-fargo-center' }, { from: 2026, siteId: 'xfinity-mobile-arena' }],
  },
  {
    franchise: 'PHO', last: 2026,
    identities: [{ from: 2012, abbreviation: 'PHO', firstName: 'Phoenix', lastName: 'Suns', conference: 'West', division: 'Pacific' }],
    // Talking Stick Resort Arena from 2015-10-07 (azcentral); that deal ended 2020-11-06 and the
    // arena opened 2020-21 (in December 2020) as Phoenix Suns Arena; Footprint Center from
    // 2021-07-16; PHX Arena from 2025-02-18, late in 2024-25, until Mortgage Matchup Center on
    // 2025-10-02, before 2025-26. PHX Arena is never a season's home.
    homes: [
      { from: 2012, siteId: 'us-airways-center' }, { from: 2016, siteId: 'talking-stick-resort-arena' }, { from: 2021, siteId: 'phoenix-suns-arena' },
      { from: 2022, siteId: 'footprint-center' }, { from: 2026, siteId: 'mortgage-matchup-center' },
    ],
  },
  {
    franchise: 'POR', last: 2026,
    identities: [{ from: 2012, abbreviation: 'POR', firstName: 'Portland', lastName: 'Trail Blazers', conference: 'West', division: 'Northwest' }],
    // Rose Garden renamed Moda Center on 2013-08-13, three days after the 2013 recording.
    homes: [{ from: 2012, siteId: 'rose-garden' }, { from: 2014, siteId: 'moda-center' }],
  },
  {
    franchise: 'SAC', last: 2026,
    identities: [{ from: 2012, abbreviation: 'SAC', firstName: 'Sacramento', lastName: 'Kings', conference: 'West', division: 'Pacific' }],
    // Power Balance Pavilion as the service printed it through 2013 (see above); Golden 1
    // Center opened October 2016.
    homes: [{ from: 2012, siteId: 'power-balance-pavilion' }, { from: 2014, siteId: 'sleep-train-arena' }, { from: 2017, siteId: 'golden-1-center' }],
  },
  {
    franchise: 'SA', last: 2026,
    identities: [{ from: 2012, abbreviation: 'SA', firstName: 'San Antonio', lastName: 'Spurs', conference: 'West', division: 'Southwest' }],
    // AT&T Center renamed Frost Bank Center in July 2023.
    homes: [{ from: 2012, siteId: 'att-center' }, { from: 2024, siteId: 'frost-bank-center' }],
  },
  {
    franchise: 'TOR', last: 2026,
    identities: [{ from: 2012, abbreviation: 'TOR', firstName: 'Toronto', lastName: 'Raptors', conference: 'East', division: 'Atlantic' }],
    // Air Canada Centre renamed Scotiabank Arena in July 2018. The whole 2020-21 home season was
    // played at Amalie Arena, Tampa (Canadian border closed), as the Blue Jays' 2020 in Buffalo.
    homes: [
      { from: 2012, siteId: 'air-canada-centre' }, { from: 2019, siteId: 'scotiabank-arena' }, { from: 2021, siteId: 'amalie-arena' },
      { from: 2022, siteId: 'scotiabank-arena' },
    ],
  },
  {
    franchise: 'UTA', last: 2026,
    identities: [{ from: 2012, abbreviation: 'UTA', firstName: 'Utah', lastName: 'Jazz', conference: 'West', division: 'Northwest' }],
    // Vivint Smart Home Arena from the 2015-11-04 home opener; shortened to Vivint Arena in 2020,
    // before 2020-21 (Deseret News, 2023-01-14); Delta Center from 2023-07-01.
    homes: [
      { from: 2012, siteId: 'energysolutions-arena' }, { from: 2016, siteId: 'vivint-smart-home-arena' }, { from: 2021, siteId: 'vivint-arena' },
      { from: 2024, siteId: 'delta-center' },
    ],
  },
  {
    franchise: 'WAS', last: 2026,
    identities: [{ from: 2012, abbreviation: 'WAS', firstName: 'Washington', lastName: 'Wizards', conference: 'East', division: 'Southeast' }],
    // Verizon Center renamed Capital One Arena in August 2017.
    homes: [{ from: 2012, siteId: 'verizon-center' }, { from: 2018, siteId: 'capital-one-arena' }],
  },
];
