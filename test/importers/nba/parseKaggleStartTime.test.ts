import { describe, expect, it } from 'vitest';
import { parseDateTime } from '../../../src/ids/dateTime.js';
import { leagueDate } from '../../../src/ids/LeagueDate.js';
import { parseKaggleStartTime } from '../../../src/importers/nba/parseKaggleStartTime.js';

const at = (date: string, time: string) => {
  const r = parseKaggleStartTime(leagueDate(date), time);
  return r.ok ? r.value : r.issues[0]?.code;
};

describe('parseKaggleStartTime: gmTime is US Eastern on a 12-hour clock without am/pm', () => {
  it('reads published tip-offs (opening night 2016, Christmas 2016, the London game 2017)', () => {
    expect(at('2016-10-25', '08:00')).toBe('2016-10-25T20:00:00-04:00'); // Knicks at Cavaliers, TNT 8 pm ET
    expect(at('2016-10-25', '10:30')).toBe('2016-10-25T22:30:00-04:00'); // Spurs at Warriors, 9:30 pm Central
    expect(at('2016-12-25', '12:00')).toBe('2016-12-25T12:00:00-05:00'); // Celtics at Knicks, noon
    expect(at('2016-12-25', '02:30')).toBe('2016-12-25T14:30:00-05:00'); // Warriors at Cavaliers
    expect(at('2017-01-12', '03:00')).toBe('2017-01-12T15:00:00-05:00'); // Pacers v Nuggets in London, 8 pm GMT
    expect(at('2018-01-15', '12:30')).toBe('2018-01-15T12:30:00-05:00');
  });

  it('uses the offset in force on the date (daylight time ends 2016-11-06, starts 2017-03-12)', () => {
    expect(at('2016-11-05', '07:30')).toBe('2016-11-05T19:30:00-04:00');
    expect(at('2016-11-06', '07:30')).toBe('2016-11-06T19:30:00-05:00');
    expect(at('2017-03-12', '06:00')).toBe('2017-03-12T18:00:00-04:00');
    const t = parseDateTime(at('2016-11-06', '07:30') ?? '');
    expect(t.ok && t.value).toBe(Date.UTC(2016, 10, 7, 0, 30));
  });

  it('gives null (unknown) for the 24-hour-clock rows, whose zone differs from row to row', () => {
    expect(at('2017-01-08', '18:00')).toBeNull(); // Pistons at Trail Blazers: 6 pm Pacific, 9 pm ET
    expect(at('2017-04-03', '19:00')).toBeNull(); // Trail Blazers at Timberwolves: 7 pm ET
  });

  it('rejects anything else', () => {
    for (const bad of ['00:30', '7:30', '24:00', '08:60', '08:00 PM', '', '0800']) expect(at('2017-01-01', bad), bad).toBe('malformed_line');
  });
});
