import { describe, expect, it } from 'vitest';
import { siteIdOfName } from '../../../src/importers/xmlstats/siteIdOfName.js';

describe('siteIdOfName', () => {
  it('lower case, periods, apostrophes, ampersands and accents dropped, other runs to one dash', () => {
    expect(siteIdOfName('Oriole Park at Camden Yards')).toBe('oriole-park-at-camden-yards');
    expect(siteIdOfName('U.S. Cellular Field')).toBe('us-cellular-field');
    expect(siteIdOfName('AT&T Park')).toBe('att-park');
    expect(siteIdOfName('O.co Coliseum')).toBe('oco-coliseum');
    expect(siteIdOfName('Estadio Alfredo Harp Helú')).toBe('estadio-alfredo-harp-helu');
    expect(siteIdOfName('  Oakland-Alameda  County / Coliseum ')).toBe('oakland-alameda-county-coliseum');
    expect(siteIdOfName('...')).toBe('');
  });
});
