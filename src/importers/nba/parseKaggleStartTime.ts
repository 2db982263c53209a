import { easternOffsetMinutes, easternWallTime } from '../../ids/easternTime.js';
import { issue, type Result } from '../../ids/Issue.js';
import type { LeagueDate } from '../../ids/LeagueDate.js';

const TIME = /^(\d{2}):(\d{2})$/;

/**
 * The start date-time of a game of the Kaggle xmlstats-derived team box scores from its `gmDate`
 * and `gmTime` (`08:00`), as ISO with the US Eastern offset (`2016-10-25T20:00:00-04:00`).
 *
 * `gmTime` is US Eastern time on a 12-hour clock without am/pm (the look of `strftime('%I:%M')`
 * applied to the xmlstats start time): `01:00`..`11:30` are afternoon and evening times
 * (no NBA game of 2016-18 starts before noon) and `12:00`/`12:30` are noon. Checked against
 * published tip-off times: Knicks at Cavaliers on 2016-10-25, `08:00` = 8 pm ET (TNT); Spurs at
 * Warriors the same night, `10:30` = 10:30 pm ET (9:30 pm "Spurs time"); Christmas 2016 Celtics
 * at Knicks `12:00` (noon ET), Warriors at Cavaliers `02:30`, Bulls at Spurs `05:00`; the London
 * game Pacers "at" Nuggets on 2017-01-12, `03:00` = 3 pm ET (8 pm in London). Read as the home
 * team's local time, `10:30` at Golden State would be 1:30 am ET.
 *
 * Four rows of 2016-18 (all makeup dates of postponed games) are written on a 24-hour clock,
 * and not in one zone: Pistons at Trail Blazers 2017-01-08 `18:00` was played at 6 pm Pacific
 * (9 pm ET), Trail Blazers at Timberwolves 2017-04-03 `19:00` at 7 pm ET (6 pm Central), Kings
 * at 76ers 2017-01-30 `18:00` at 6 pm ET, Pacers at Pelicans 2018-03-21 `19:00` unverified.
 * Since no single reading is right for all of them, an hour from 13 to 23 gives `null`: the
 * start time is unknown (the service prints its placeholder time), rather than a guess.
 *
 * Anything else (`00:15`, `7:30`, `24:00`, `08:60`) is a `malformed_line` issue with an empty path.
 *
 * @example
 * parseKaggleStartTime('2016-10-25' as LeagueDate, '08:00'); // { ok: true, value: '2016-10-25T20:00:00-04:00' }
 * parseKaggleStartTime('2016-12-25' as LeagueDate, '12:00'); // { ok: true, value: '2016-12-25T12:00:00-05:00' }
 * parseKaggleStartTime('2017-01-08' as LeagueDate, '18:00'); // { ok: true, value: null }
 */
export function parseKaggleStartTime(date: LeagueDate, gmTime: string): Result<string | null> {
  const m = TIME.exec(gmTime);
  const hours = Number(m?.[1]);
  const minutes = Number(m?.[2]);
  if (!m || hours < 1 || hours > 23 || minutes > 59) {
    return { ok: false, issues: [issue('malformed_line', [], `gmTime "${gmTime}" is not a time hh:mm from 01:00 to 12:59 (or 13:00 to 23:59)`)] };
  }
  if (hours > 12) return { ok: true, value: null };
  const h24 = hours === 12 ? 12 : hours + 12;
  const offset = easternOffsetMinutes(easternWallTime(date, h24, minutes, 0));
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return { ok: true, value: `${date}T${pad(h24)}:${pad(minutes)}:00${sign}${pad(Math.trunc(abs / 60))}:${pad(abs % 60)}` };
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
