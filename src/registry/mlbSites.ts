import type { SiteRow } from './SiteRow.js';

/**
 * Every MLB venue the registry knows: the home park of every club of 2008-2026 and every special
 * or neutral-site venue of 2008-2026 with a Retrosheet park id (`RETROSHEET_PARKS`): Lake Buena
 * Vista 2008, San Juan 2010 and 2018, Tokyo 2008, 2012, 2019 and 2025, Sydney 2014, Fort Bragg
 * 2016, Williamsport from 2017, Monterrey 2018-2019, London 2019, 2023 and 2024, Omaha 2019,
 * Dunedin and Buffalo 2020-2021, Field of Dreams 2021-2022, Mexico City 2023, 2024 and 2026,
 * Seoul 2024, Rickwood Field 2024, Bristol 2025; the Athletics' and the Rays' homes of 2025.
 * Games moved to another club's park (Houston at Tropicana Field and Tampa Bay at Citi Field in
 * 2017, Houston at Miller Park in 2008) are at a home park the table already has. Sorted by site id.
 *
 * Sources, in order of authority:
 * 1. The service's own values. The 31 venues of the recorded 2014 results
 *    responses (read when this table was written: name,
 *    capacity, surface, city, state exactly as recorded, including the two `surface: null`s of
 *    Globe Life Park in Arlington and the Sydney Cricket Ground), and Rangers Ballpark in
 *    Arlington from the events recorded on 2013-08-30.
 *    The 14 venues that appear in both the 2013 events and the 2014 results carry the same
 *    capacity in both: the service kept one capacity per site, not per season.
 * 2. A park that was only renamed keeps the service's capacity and surface of its previous name
 *    (Guaranteed Rate Field and Rate Field = U.S. Cellular Field, Oracle Park = AT&T Park,
 *    T-Mobile Park = Safeco Field, American Family Field = Miller Park, Daikin Park = Minute
 *    Maid Park, loanDepot park = Marlins Park, every name of the Oakland Coliseum = O.co
 *    Coliseum). The building did not change; only the service could have changed the figure.
 * 3. Other venues: a documented public figure (the club's or the venue's published capacity,
 *    as quoted by Wikipedia and the press), noted on the row. Surface is "Grass" or, for any
 *    artificial turf, "Field Turf" (the service's word for the turf of Rogers Centre and
 *    Tropicana Field, neither of which is FieldTurf-brand); null where the service gave null.
 *
 * City is the ballpark's postal city with "Saint" spelled out and the state or province spelled
 * out, as the service wrote them ("Bronx", "Flushing", "Saint Petersburg", "District of
 * Columbia"); foreign venues follow its Sydney row (city, then the state-level region).
 *
 * @example
 * MLB_SITES.find((s) => s.siteId === 'fenway-park')?.capacity; // 33871
 */
export const MLB_SITES: readonly SiteRow[] = [
  // Seasons 2014 (service, 2014 results files) unless noted.
  { siteId: 'american-family-field', name: 'American Family Field', capacity: 43000, surface: 'Grass', city: 'Milwaukee', state: 'Wisconsin' }, // Miller Park renamed 2021
  { siteId: 'angel-stadium-of-anaheim', name: 'Angel Stadium of Anaheim', capacity: 45050, surface: 'Grass', city: 'Anaheim', state: 'California' },
  { siteId: 'att-park', name: 'AT&T Park', capacity: 41915, surface: 'Grass', city: 'San Francisco', state: 'California' },
  // BB&T Ballpark at Historic Bowman Field (2016-2021 name), Little League Classic 2017-2021; 2,366 seats (Wikipedia); grass.
  { siteId: 'bbt-ballpark-at-historic-bowman-field', name: 'BB&T Ballpark at Historic Bowman Field', capacity: 2366, surface: 'Grass', city: 'Williamsport', state: 'Pennsylvania' },
  // MLB Speedway Classic 2025-08-02/03, Reds "home" vs Braves (Retrosheet BST01). No seated capacity of
  // the baseball layout was published (91,032 attended; the track seats 146,000 for racing, AP 2025-08-03),
  // so it is unknown; synthetic turf laid for the game (AP, 2025-06-24).
  { siteId: 'bristol-motor-speedway', name: 'Bristol Motor Speedway', capacity: null, surface: 'Field Turf', city: 'Bristol', state: 'Tennessee' },
  { siteId: 'busch-stadium', name: 'Busch Stadium', capacity: 50345, surface: 'Grass', city: 'Saint Louis', state: 'Missouri' },
  // Rays "home" series vs Toronto 2008-04-22/24 (Retrosheet LBV01, "TBA 2007-2008"); named Champion Stadium from
  // 2007-11-01; 9,500 with the berm (Wikipedia); grass; Walt Disney World, Lake Buena Vista.
  { siteId: 'champion-stadium', name: 'Champion Stadium', capacity: 9500, surface: 'Grass', city: 'Lake Buena Vista', state: 'Florida' },
  { siteId: 'chase-field', name: 'Chase Field', capacity: 49033, surface: 'Grass', city: 'Phoenix', state: 'Arizona' },
  // Synthetic grass (Shaw Sports B1K) from Opening Day 2019 (Diamondbacks announcement, azcentral 2018-10-12).
  { siteId: 'chase-field', from: 2019, name: 'Chase Field', capacity: 49033, surface: 'Field Turf', city: 'Phoenix', state: 'Arizona' },
  { siteId: 'citi-field', name: 'Citi Field', capacity: 41922, surface: 'Grass', city: 'Flushing', state: 'New York' },
  { siteId: 'citizens-bank-park', name: 'Citizens Bank Park', capacity: 43500, surface: 'Grass', city: 'Philadelphia', state: 'Pennsylvania' },
  { siteId: 'comerica-park', name: 'Comerica Park', capacity: 41255, surface: 'Grass', city: 'Detroit', state: 'Michigan' },
  { siteId: 'coors-field', name: 'Coors Field', capacity: 50445, surface: 'Grass', city: 'Denver', state: 'Colorado' },
  { siteId: 'daikin-park', name: 'Daikin Park', capacity: 40950, surface: 'Grass', city: 'Houston', state: 'Texas' }, // Minute Maid Park renamed for 2025
  { siteId: 'dodger-stadium', name: 'Dodger Stadium', capacity: 56000, surface: 'Grass', city: 'Los Angeles', state: 'California' },
  // Florida Marlins 2008; 38,560 for baseball (Marlins figure, as of 2008); 347 Don Shula Drive, Miami Gardens.
  { siteId: 'dolphin-stadium', name: 'Dolphin Stadium', capacity: 38560, surface: 'Grass', city: 'Miami Gardens', state: 'Florida' },
  // Padres "home" games 2023 (MEX02); MLB venue name; 20,576 (Padres FAQ, 2023); artificial turf.
  { siteId: 'estadio-alfredo-harp-helu', name: 'Estadio Alfredo Harp Helu', capacity: 20576, surface: 'Field Turf', city: 'Mexico City', state: 'Mexico City' },
  // Mexico Series 2018-2019 (MNT01); MLB venue name; 22,061 after the 2018 renovation that laid artificial turf (ESPN 2018).
  { siteId: 'estadio-de-beisbol-monterrey', name: 'Estadio de Beisbol Monterrey', capacity: 22061, surface: 'Field Turf', city: 'Monterrey', state: 'Nuevo Leon' },
  { siteId: 'fenway-park', name: 'Fenway Park', capacity: 33871, surface: 'Grass', city: 'Boston', state: 'Massachusetts' },
  // White Sox "home" game 2021 (DYE01); 8,000 seats (MLB); bluegrass.
  { siteId: 'field-of-dreams', name: 'Field of Dreams', capacity: 8000, surface: 'Grass', city: 'Dyersville', state: 'Iowa' },
  // Braves "home" game 2016-07-03 (FTB01); 12,500 (MLB); Bermuda grass sod.
  { siteId: 'fort-bragg-field', name: 'Fort Bragg Field', capacity: 12500, surface: 'Grass', city: 'Fort Bragg', state: 'North Carolina' },
  // Rays 2025 (Tropicana Field roof destroyed by Hurricane Milton; Retrosheet TAM02, whose list says St. Petersburg);
  // 11,026 (listed capacity); grass; Tampa.
  { siteId: 'george-m-steinbrenner-field', name: 'George M. Steinbrenner Field', capacity: 11026, surface: 'Grass', city: 'Tampa', state: 'Florida' },
  // Rangers 2020+; 40,300 (Wikipedia); Shaw Sports B1K synthetic grass.
  { siteId: 'globe-life-field', name: 'Globe Life Field', capacity: 40300, surface: 'Field Turf', city: 'Arlington', state: 'Texas' },
  { siteId: 'globe-life-park-in-arlington', name: 'Globe Life Park in Arlington', capacity: 48114, surface: null, city: 'Arlington', state: 'Texas' },
  // Seoul Series 2024-03-20/21, Dodgers v Padres (Retrosheet SEO01); 16,744 for baseball (Wikipedia); artificial
  // turf relaid for the games (The Stadium Business, 2024-03-13); Seoul is a special city: city and region alike (as Tokyo).
  { siteId: 'gocheok-sky-dome', name: 'Gocheok Sky Dome', capacity: 16744, surface: 'Field Turf', city: 'Seoul', state: 'Seoul' },
  { siteId: 'great-american-ball-park', name: 'Great American Ball Park', capacity: 42319, surface: 'Grass', city: 'Cincinnati', state: 'Ohio' },
  { siteId: 'guaranteed-rate-field', name: 'Guaranteed Rate Field', capacity: 40615, surface: 'Grass', city: 'Chicago', state: 'Illinois' }, // 2017-2024
  // Twins "home" games 2018 (SJU01), Marlins 2010; MLB venue name; 18,264 for baseball; artificial turf since 1995.
  { siteId: 'hiram-bithorn-stadium', name: 'Hiram Bithorn Stadium', capacity: 18264, surface: 'Field Turf', city: 'San Juan', state: 'Puerto Rico' },
  // Twins 2008-2009; 46,564 (Twins figure, Target Field comparison); FieldTurf since 2004.
  { siteId: 'hubert-h-humphrey-metrodome', name: 'Hubert H. Humphrey Metrodome', capacity: 46564, surface: 'Field Turf', city: 'Minneapolis', state: 'Minnesota' },
  // Little League Classic from 2024 under the Journey Bank name (Wikipedia: Muncy Bank 2021-2023; Retrosheet WIL02).
  { siteId: 'journey-bank-ballpark-at-historic-bowman-field', name: 'Journey Bank Ballpark at Historic Bowman Field', capacity: 2366, surface: 'Grass', city: 'Williamsport', state: 'Pennsylvania' },
  { siteId: 'kauffman-stadium', name: 'Kauffman Stadium', capacity: 40793, surface: 'Grass', city: 'Kansas City', state: 'Missouri' },
  // Marlins 2009 ("Land Shark Stadium" from May 2009 through January 2010; most of the 2009 season).
  { siteId: 'land-shark-stadium', name: 'Land Shark Stadium', capacity: 38560, surface: 'Grass', city: 'Miami Gardens', state: 'Florida' },
  { siteId: 'loandepot-park', name: 'loanDepot park', capacity: 37442, surface: 'Field Turf', city: 'Miami', state: 'Florida' }, // Marlins Park renamed 2021; spelled as the club and MLB spell it
  // London Series 2019 (Red Sox home) and 2023 (Cardinals home), LON01; MLB configuration up to 60,000; FieldTurf laid for the games.
  { siteId: 'london-stadium', name: 'London Stadium', capacity: 60000, surface: 'Field Turf', city: 'London', state: 'England' },
  { siteId: 'marlins-park', name: 'Marlins Park', capacity: 37442, surface: 'Grass', city: 'Miami', state: 'Florida' },
  // Shaw Sports B1K synthetic grass from 2020 (Marlins announcement, December 2019).
  { siteId: 'marlins-park', from: 2020, name: 'Marlins Park', capacity: 37442, surface: 'Field Turf', city: 'Miami', state: 'Florida' },
  { siteId: 'mcafee-coliseum', name: 'McAfee Coliseum', capacity: 35067, surface: 'Grass', city: 'Oakland', state: 'California' }, // 2004-2008
  { siteId: 'miller-park', name: 'Miller Park', capacity: 43000, surface: 'Grass', city: 'Milwaukee', state: 'Wisconsin' },
  { siteId: 'minute-maid-park', name: 'Minute Maid Park', capacity: 40950, surface: 'Grass', city: 'Houston', state: 'Texas' },
  // Little League Classic 2022-2023 under the Muncy Bank name (Wikipedia: 2021-2023; the 2021 game is kept under BB&T).
  { siteId: 'muncy-bank-ballpark-at-historic-bowman-field', name: 'Muncy Bank Ballpark at Historic Bowman Field', capacity: 2366, surface: 'Grass', city: 'Williamsport', state: 'Pennsylvania' },
  { siteId: 'nationals-park', name: 'Nationals Park', capacity: 41487, surface: 'Grass', city: 'Washington', state: 'District of Columbia' },
  { siteId: 'oakland-alameda-county-coliseum', name: 'Oakland-Alameda County Coliseum', capacity: 35067, surface: 'Grass', city: 'Oakland', state: 'California' }, // 2009-2010, 2017-2018
  { siteId: 'oakland-coliseum', name: 'Oakland Coliseum', capacity: 35067, surface: 'Grass', city: 'Oakland', state: 'California' }, // 2023-2024, MLB's venue name after RingCentral
  { siteId: 'oco-coliseum', name: 'O.co Coliseum', capacity: 35067, surface: 'Grass', city: 'Oakland', state: 'California' }, // 2011-2016 (the service, 2016-05-16 events)
  { siteId: 'oracle-park', name: 'Oracle Park', capacity: 41915, surface: 'Grass', city: 'San Francisco', state: 'California' }, // AT&T Park renamed 2019
  { siteId: 'oriole-park-at-camden-yards', name: 'Oriole Park at Camden Yards', capacity: 48876, surface: 'Grass', city: 'Baltimore', state: 'Maryland' },
  { siteId: 'petco-park', name: 'PETCO Park', capacity: 42445, surface: 'Grass', city: 'San Diego', state: 'California' },
  { siteId: 'pnc-park', name: 'PNC Park', capacity: 38496, surface: 'Grass', city: 'Pittsburgh', state: 'Pennsylvania' },
  { siteId: 'progressive-field', name: 'Progressive Field', capacity: 43429, surface: 'Grass', city: 'Cleveland', state: 'Ohio' },
  // Service, 2013 events recording (the name 2007-2013).
  { siteId: 'rangers-ballpark-in-arlington', name: 'Rangers Ballpark in Arlington', capacity: 49115, surface: 'Grass', city: 'Arlington', state: 'Texas' },
  { siteId: 'rate-field', name: 'Rate Field', capacity: 40615, surface: 'Grass', city: 'Chicago', state: 'Illinois' }, // Guaranteed Rate Field renamed for 2025
  // MLB at Rickwood Field 2024-06-20, Cardinals "home" vs Giants (Retrosheet BIR01); 8,300 seats (AL.com, May 2024;
  // 8,332 attended); grass.
  { siteId: 'rickwood-field', name: 'Rickwood Field', capacity: 8300, surface: 'Grass', city: 'Birmingham', state: 'Alabama' },
  { siteId: 'ringcentral-coliseum', name: 'RingCentral Coliseum', capacity: 35067, surface: 'Grass', city: 'Oakland', state: 'California' }, // June 2019-2022
  { siteId: 'rogers-centre', name: 'Rogers Centre', capacity: 49230, surface: 'Field Turf', city: 'Toronto', state: 'Ontario' },
  { siteId: 'safeco-field', name: 'Safeco Field', capacity: 47116, surface: 'Grass', city: 'Seattle', state: 'Washington' },
  // Blue Jays 2020 (all home games) and June-July 2021 (BUF05); 16,600 (Bisons figure); grass.
  { siteId: 'sahlen-field', name: 'Sahlen Field', capacity: 16600, surface: 'Grass', city: 'Buffalo', state: 'New York' },
  // Mets 2008; 57,333 for baseball (Wikipedia); grass.
  { siteId: 'shea-stadium', name: 'Shea Stadium', capacity: 57333, surface: 'Grass', city: 'Flushing', state: 'New York' },
  // Marlins 2010-2011 (name from January 2010).
  { siteId: 'sun-life-stadium', name: 'Sun Life Stadium', capacity: 38560, surface: 'Grass', city: 'Miami Gardens', state: 'Florida' },
  // Braves 2017-2019; 41,149 in 2017 (Wikipedia); Seashore Paspalum grass. Postal address Atlanta.
  { siteId: 'suntrust-park', name: 'SunTrust Park', capacity: 41149, surface: 'Grass', city: 'Atlanta', state: 'Georgia' },
  // Athletics 2025+ (Retrosheet SAC01); 14,014 including lawn and standing room (Wikipedia); natural grass; 400 Ballpark Drive, West Sacramento.
  { siteId: 'sutter-health-park', name: 'Sutter Health Park', capacity: 14014, surface: 'Grass', city: 'West Sacramento', state: 'California' },
  { siteId: 'sydney-cricket-ground', name: 'Sydney Cricket Ground', capacity: 48000, surface: null, city: 'Sydney', state: 'New South Wales' },
  { siteId: 't-mobile-park', name: 'T-Mobile Park', capacity: 47116, surface: 'Grass', city: 'Seattle', state: 'Washington' }, // Safeco Field renamed 2019
  { siteId: 'target-field', name: 'Target Field', capacity: 39504, surface: 'Grass', city: 'Minneapolis', state: 'Minnesota' },
  // Royals "home" game 2019 (OMA01); 24,505 (Wikipedia); Kentucky bluegrass.
  { siteId: 'td-ameritrade-park', name: 'TD Ameritrade Park', capacity: 24505, surface: 'Grass', city: 'Omaha', state: 'Nebraska' },
  // Blue Jays April-May 2021 (DUN01); 8,500 after the 2020 renovation (Wikipedia); grass.
  { siteId: 'td-ballpark', name: 'TD Ballpark', capacity: 8500, surface: 'Grass', city: 'Dunedin', state: 'Florida' },
  // Opening series 2008, 2012, 2019 (TOK01); 42,000 seated (Wikipedia); FieldTurf since 2002.
  { siteId: 'tokyo-dome', name: 'Tokyo Dome', capacity: 42000, surface: 'Field Turf', city: 'Tokyo', state: 'Tokyo' },
  { siteId: 'tropicana-field', name: 'Tropicana Field', capacity: 42735, surface: 'Field Turf', city: 'Saint Petersburg', state: 'Florida' },
  // Braves 2020+ (SunTrust Park renamed after the SunTrust/BB&T merger); 41,084 from 2018 (Wikipedia).
  { siteId: 'truist-park', name: 'Truist Park', capacity: 41084, surface: 'Grass', city: 'Atlanta', state: 'Georgia' },
  { siteId: 'turner-field', name: 'Turner Field', capacity: 50096, surface: 'Grass', city: 'Atlanta', state: 'Georgia' },
  { siteId: 'us-cellular-field', name: 'U.S. Cellular Field', capacity: 40615, surface: 'Grass', city: 'Chicago', state: 'Illinois' },
  { siteId: 'wrigley-field', name: 'Wrigley Field', capacity: 39538, surface: 'Grass', city: 'Chicago', state: 'Illinois' },
  { siteId: 'yankee-stadium', name: 'Yankee Stadium', capacity: 50291, surface: 'Grass', city: 'Bronx', state: 'New York' },
  // The 1923 Yankee Stadium, Yankees 2008. Same name as its successor, so its key carries the
  // opening year (the one site id that is not the slug of its name). 57,545 at closing (Wikipedia).
  { siteId: 'yankee-stadium-1923', name: 'Yankee Stadium', capacity: 57545, surface: 'Grass', city: 'Bronx', state: 'New York' },
];
