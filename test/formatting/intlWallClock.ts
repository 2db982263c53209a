const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * `yyyy-MM-ddTHH:mm:ss` of an instant on a zone's wall clock, read with Intl: an oracle
 * independent of the date-time code under test (formatDateTime, startOfHourIn).
 */
export function intlWallClock(epochMs: number, zone: string): string {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(epochMs)).map((x) => [x.type, x.value]));
  return `${p['year']}-${p['month']}-${p['day']}T${p['hour']}:${p['minute']}:${p['second']}`;
}
