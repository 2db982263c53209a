import type { Season } from '../ids/index.js';

/**
 * One Retrosheet park id (game-log field 17) and the site it stands for from season `from` on
 * (until the next row of the same park). A park renamed under one Retrosheet id has one row per
 * name, dated like the home eras of `MLB_CLUBS`.
 *
 * @example
 * const row: RetrosheetPark = { parkId: 'SEA03', from: 2019, siteId: 't-mobile-park' };
 */
export interface RetrosheetPark {
  readonly parkId: string;
  readonly from?: Season;
  readonly siteId: string;
}

/**
 * Every park id of the Retrosheet game logs GL2013-GL2023, plus the ids Lahman's
 * Parks.csv (the Retrosheet park list) gives for the other home parks and special venues of
 * 2008-2024, plus the ids of Retrosheet's own list (`reference/ballparks.csv` of the Chadwick
 * Bureau's retrosheet repository, commit 01dc2cd) for the venues Lahman's copy lacks: BIR01
 * Rickwood Field and SEO01 Gocheok Sky Dome (2024), BST01 Bristol Motor Speedway, SAC01 Sutter
 * Health Park and TAM02 George M. Steinbrenner Field (2025), LBV01 the Disney ballpark of the
 * Rays' 2008 games. Lahman names ARL03 "Field of Dreams" by mistake: the game logs put every
 * Rangers home game of 2021 and 2023 there, so it is Globe Life Field. A park id the table does
 * not know never blocks a game log: `parseGameLog` keeps the game at a site named by the id.
 *
 * @example
 * RETROSHEET_PARKS.filter((p) => p.parkId === 'CHI12').map((p) => p.siteId);
 * // ['us-cellular-field', 'guaranteed-rate-field', 'rate-field']
 */
export const RETROSHEET_PARKS: readonly RetrosheetPark[] = [
  { parkId: 'ANA01', siteId: 'angel-stadium-of-anaheim' },
  { parkId: 'ARL02', siteId: 'rangers-ballpark-in-arlington' },
  { parkId: 'ARL02', from: 2014, siteId: 'globe-life-park-in-arlington' },
  { parkId: 'ARL03', siteId: 'globe-life-field' },
  { parkId: 'ATL02', siteId: 'turner-field' },
  { parkId: 'ATL03', siteId: 'suntrust-park' },
  { parkId: 'ATL03', from: 2020, siteId: 'truist-park' },
  { parkId: 'BAL12', siteId: 'oriole-park-at-camden-yards' },
  { parkId: 'BIR01', siteId: 'rickwood-field' },
  { parkId: 'BOS07', siteId: 'fenway-park' },
  { parkId: 'BST01', siteId: 'bristol-motor-speedway' },
  { parkId: 'BUF05', siteId: 'sahlen-field' },
  { parkId: 'CHI11', siteId: 'wrigley-field' },
  { parkId: 'CHI12', siteId: 'us-cellular-field' },
  { parkId: 'CHI12', from: 2017, siteId: 'guaranteed-rate-field' },
  { parkId: 'CHI12', from: 2025, siteId: 'rate-field' },
  { parkId: 'CIN09', siteId: 'great-american-ball-park' },
  { parkId: 'CLE08', siteId: 'progressive-field' },
  { parkId: 'DEN02', siteId: 'coors-field' },
  { parkId: 'DET05', siteId: 'comerica-park' },
  { parkId: 'DUN01', siteId: 'td-ballpark' },
  { parkId: 'DYE01', siteId: 'field-of-dreams' },
  { parkId: 'FTB01', siteId: 'fort-bragg-field' },
  { parkId: 'HOU03', siteId: 'minute-maid-park' },
  { parkId: 'HOU03', from: 2025, siteId: 'daikin-park' },
  { parkId: 'KAN06', siteId: 'kauffman-stadium' },
  { parkId: 'LBV01', siteId: 'champion-stadium' },
  { parkId: 'LON01', siteId: 'london-stadium' },
  { parkId: 'LOS03', siteId: 'dodger-stadium' },
  { parkId: 'MEX02', siteId: 'estadio-alfredo-harp-helu' },
  { parkId: 'MIA01', siteId: 'dolphin-stadium' },
  { parkId: 'MIA01', from: 2009, siteId: 'land-shark-stadium' },
  { parkId: 'MIA01', from: 2010, siteId: 'sun-life-stadium' },
  { parkId: 'MIA02', siteId: 'marlins-park' },
  { parkId: 'MIA02', from: 2021, siteId: 'loandepot-park' },
  { parkId: 'MIL06', siteId: 'miller-park' },
  { parkId: 'MIL06', from: 2021, siteId: 'american-family-field' },
  { parkId: 'MIN03', siteId: 'hubert-h-humphrey-metrodome' },
  { parkId: 'MIN04', siteId: 'target-field' },
  { parkId: 'MNT01', siteId: 'estadio-de-beisbol-monterrey' },
  { parkId: 'NYC16', siteId: 'yankee-stadium-1923' },
  { parkId: 'NYC17', siteId: 'shea-stadium' },
  { parkId: 'NYC20', siteId: 'citi-field' },
  { parkId: 'NYC21', siteId: 'yankee-stadium' },
  { parkId: 'OAK01', siteId: 'mcafee-coliseum' },
  { parkId: 'OAK01', from: 2009, siteId: 'oakland-alameda-county-coliseum' },
  { parkId: 'OAK01', from: 2011, siteId: 'oco-coliseum' },
  { parkId: 'OAK01', from: 2017, siteId: 'oakland-alameda-county-coliseum' }, // O.co through 2016, as the service printed it (D45)
  { parkId: 'OAK01', from: 2019, siteId: 'ringcentral-coliseum' },
  { parkId: 'OAK01', from: 2023, siteId: 'oakland-coliseum' },
  { parkId: 'OMA01', siteId: 'td-ameritrade-park' },
  { parkId: 'PHI13', siteId: 'citizens-bank-park' },
  { parkId: 'PHO01', siteId: 'chase-field' },
  { parkId: 'PIT08', siteId: 'pnc-park' },
  { parkId: 'SAC01', siteId: 'sutter-health-park' },
  { parkId: 'SAN02', siteId: 'petco-park' },
  { parkId: 'SEA03', siteId: 'safeco-field' },
  { parkId: 'SEA03', from: 2019, siteId: 't-mobile-park' },
  { parkId: 'SEO01', siteId: 'gocheok-sky-dome' },
  { parkId: 'SFO03', siteId: 'att-park' },
  { parkId: 'SFO03', from: 2019, siteId: 'oracle-park' },
  { parkId: 'SJU01', siteId: 'hiram-bithorn-stadium' },
  { parkId: 'STL10', siteId: 'busch-stadium' },
  { parkId: 'STP01', siteId: 'tropicana-field' },
  { parkId: 'SYD01', siteId: 'sydney-cricket-ground' },
  { parkId: 'TAM02', siteId: 'george-m-steinbrenner-field' },
  { parkId: 'TOK01', siteId: 'tokyo-dome' },
  { parkId: 'TOR02', siteId: 'rogers-centre' },
  { parkId: 'WAS11', siteId: 'nationals-park' },
  { parkId: 'WIL02', siteId: 'bbt-ballpark-at-historic-bowman-field' },
  { parkId: 'WIL02', from: 2022, siteId: 'muncy-bank-ballpark-at-historic-bowman-field' },
  { parkId: 'WIL02', from: 2024, siteId: 'journey-bank-ballpark-at-historic-bowman-field' },
];
