import { writeXml, type XmlElement } from '../writeXml.js';

/** What {@link formatRaceChartSvg} draws: one line per team over the same dates (structural: the engine's `RaceChart` fits). */
export interface RaceChartLike {
  readonly season: number;
  readonly sport: string;
  readonly group: { readonly name: string };
  readonly measure: 'games-back';
  /** League days `yyyy-MM-dd`, ascending. */
  readonly dates: readonly string[];
  readonly series: readonly {
    readonly teamId: string;
    readonly fullName: string;
    readonly abbreviation: string;
    /** Games back on each date, in half games (0: leading). */
    readonly halvesBack: readonly number[];
  }[];
}

const WIDTH = 760;
const HEIGHT = 420;
const LEFT = 56;
const RIGHT = 560;
const TOP = 48;
const BOTTOM = 370;
const LEGEND_X = 580;
/** Fifteen distinguishable colours (a conference has fifteen teams), in legend order. */
const PALETTE = [
  '#1f77b4', '#d62728', '#2ca02c', '#ff7f0e', '#9467bd', '#8c564b', '#e377c2', '#7f7f7f',
  '#bcbd22', '#17becf', '#393b79', '#ad494a', '#637939', '#8c6d31', '#7b4173',
];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A race chart as an SVG document: one line per team (games back of the group's leader by date;
 * the leader's line runs along the top, 0), the dates on the x axis at their calendar positions
 * with a tick at the first of each month, games back on the y axis, a legend in the order of the
 * last date with each team's final games back, and an accessible `<title>` and `<desc>`
 * (`role="img"`). Self-contained (no script, no external font or style: the generic
 * `sans-serif`), and deterministic: the same chart gives the same bytes (coordinates with one
 * decimal). Each team's line is one `<path>` with a `data-team` attribute and its own
 * `<title>`. A chart without dates draws the axes and the legend only.
 *
 * @example
 * const svg = formatRaceChartSvg({ sport: 'mlb', season: 2019, group: { name: 'AL East' }, measure: 'games-back',
 *   dates: ['2019-03-28', '2019-03-29'], series: [{ teamId: 'new-york-yankees', fullName: 'New York Yankees', abbreviation: 'NYY', halvesBack: [0, 0] }] });
 * svg.startsWith('<?xml'); // true
 */
export function formatRaceChartSvg(chart: RaceChartLike): string {
  const days = chart.dates.map(dayNumberOf);
  const first = days[0] ?? 0;
  const last = days.at(-1) ?? first;
  const span = Math.max(1, last - first);
  const x = (day: number) => LEFT + ((day - first) / span) * (RIGHT - LEFT);
  const maxHalves = Math.max(0, ...chart.series.flatMap((s) => s.halvesBack));
  const step = tickStep(maxHalves / 2);
  const top = Math.max(step, Math.ceil(maxHalves / 2 / step) * step);
  const y = (halves: number) => TOP + (halves / 2 / top) * (BOTTOM - TOP);
  const title = `${chart.season} ${chart.group.name}: games back by date`;
  const finals = chart.series.map((s) => `${s.abbreviation} ${gamesBackText(s.halvesBack.at(-1) ?? 0)}`);
  const desc = chart.dates.length === 0
    ? `No games of the ${chart.season} ${chart.group.name} have been played.`
    : `Games back of the leader of the ${chart.group.name} after each day from ${chart.dates[0]!} to ${chart.dates.at(-1)!}, one line per team. Last day: ${finals.join(', ')}.`;

  const children: (XmlElement | string)[] = [
    { name: 'title', attributes: [['id', 'race-title']], children: [title] },
    { name: 'desc', attributes: [['id', 'race-desc']], children: [desc] },
    { name: 'rect', attributes: [['width', String(WIDTH)], ['height', String(HEIGHT)], ['fill', '#ffffff']] },
    text(LEFT, 28, title, [['font-size', '16'], ['font-weight', 'bold']]),
  ];
  // The y axis: a grid line and label at every step of games back.
  const yAxis: XmlElement[] = [];
  for (let g = 0; g <= top; g += step) {
    const py = num(y(g * 2));
    yAxis.push({ name: 'line', attributes: [['x1', String(LEFT)], ['y1', py], ['x2', String(RIGHT)], ['y2', py], ['stroke', g === 0 ? '#888888' : '#e5e5e5']] });
    yAxis.push(text(LEFT - 6, y(g * 2) + 4, String(g), [['text-anchor', 'end']]));
  }
  yAxis.push(text(16, (TOP + BOTTOM) / 2, 'Games back', [['text-anchor', 'middle'], ['transform', `rotate(-90 16 ${num((TOP + BOTTOM) / 2)})`]]));
  children.push({ name: 'g', attributes: [['class', 'y-axis']], children: yAxis });
  // The x axis: a tick and the month's name at the first of every month in the span.
  const xAxis: XmlElement[] = [{ name: 'line', attributes: [['x1', String(LEFT)], ['y1', String(BOTTOM)], ['x2', String(RIGHT)], ['y2', String(BOTTOM)], ['stroke', '#888888']] }];
  for (const month of monthStarts(chart.dates[0], chart.dates.at(-1))) {
    const px = x(month.day);
    xAxis.push({ name: 'line', attributes: [['x1', num(px)], ['y1', String(BOTTOM)], ['x2', num(px)], ['y2', String(BOTTOM + 5)], ['stroke', '#888888']] });
    xAxis.push(text(px, BOTTOM + 18, month.label, [['text-anchor', 'middle']]));
  }
  children.push({ name: 'g', attributes: [['class', 'x-axis']], children: xAxis });
  // One path per team, drawn last-placed first so that the leaders' lines lie on top.
  const lines: XmlElement[] = chart.series.map((s, i) => ({
    name: 'path',
    attributes: [
      ['data-team', s.teamId],
      ['d', pathData(days, s.halvesBack, x, y)],
      ['fill', 'none'],
      ['stroke', PALETTE[i % PALETTE.length]!],
      ['stroke-width', '2'],
      ['stroke-linejoin', 'round'],
    ],
    children: [{ name: 'title', children: [`${s.fullName}: ${gamesBackText(s.halvesBack.at(-1) ?? 0)} games back on ${chart.dates.at(-1) ?? 'no date'}`] }],
  }));
  children.push({ name: 'g', attributes: [['class', 'lines']], children: lines.reverse() });
  // The legend, in the order of the last date.
  const legend: XmlElement[] = chart.series.flatMap((s, i) => {
    const ly = TOP + 8 + i * 20;
    return [
      { name: 'line', attributes: [['x1', String(LEGEND_X)], ['y1', num(ly)], ['x2', String(LEGEND_X + 18)], ['y2', num(ly)], ['stroke', PALETTE[i % PALETTE.length]!], ['stroke-width', '3']] },
      text(LEGEND_X + 24, ly + 4, `${s.abbreviation}  ${gamesBackText(s.halvesBack.at(-1) ?? 0)}`, []),
    ];
  });
  children.push({ name: 'g', attributes: [['class', 'legend']], children: legend });

  return writeXml(
    {
      name: 'svg',
      attributes: [
        ['xmlns', 'http://www.w3.org/2000/svg'],
        ['width', String(WIDTH)],
        ['height', String(HEIGHT)],
        ['viewBox', `0 0 ${WIDTH} ${HEIGHT}`],
        ['role', 'img'],
        ['aria-labelledby', 'race-title race-desc'],
        ['font-family', 'sans-serif'],
        ['font-size', '12'],
      ],
      children,
    },
    'pretty',
  );
}

function text(px: number, py: number, content: string, attributes: readonly (readonly [string, string])[]): XmlElement {
  return { name: 'text', attributes: [['x', num(px)], ['y', num(py)], ...attributes], children: [content] };
}

/** `M x,y L x,y ...` through the points of a line (an empty string for no point). */
function pathData(days: readonly number[], halves: readonly number[], x: (day: number) => number, y: (halves: number) => number): string {
  return days.map((d, i) => `${i === 0 ? 'M' : 'L'}${num(x(d))},${num(y(halves[i] ?? 0))}`).join(' ');
}

/** A coordinate with one decimal, without a trailing `.0` (deterministic: `toFixed` is exact). */
function num(value: number): string {
  const t = value.toFixed(1);
  return t.endsWith('.0') ? t.slice(0, -2) : t;
}

/** Games back as people write it: `0`, `3`, `7.5`. */
function gamesBackText(halves: number): string {
  return halves % 2 === 0 ? String(halves / 2) : `${(halves - 1) / 2}.5`;
}

/** The grid step: 1, 2, 5, 10, 20, ... games, so that the axis has at most 8 steps. */
function tickStep(games: number): number {
  for (const base of [1, 2, 5, 10, 20, 50, 100]) if (games / base <= 8) return base;
  return Math.ceil(games / 8);
}

/** Days since 1970-01-01 of a `yyyy-MM-dd` date (pure arithmetic: `Date.UTC`). */
function dayNumberOf(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;
}

/** The first day of each month after `from` through `to` (inclusive), with the month's short name. */
function monthStarts(from: string | undefined, to: string | undefined): { day: number; label: string }[] {
  if (from === undefined || to === undefined) return [];
  const out: { day: number; label: string }[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7)); // the month after `from`'s, zero-based
  const end = dayNumberOf(to);
  for (;;) {
    if (month === 12) {
      month = 0;
      year++;
    }
    const day = Date.UTC(year, month, 1) / 86_400_000;
    if (day > end) return out;
    out.push({ day, label: MONTHS[month]! });
    month++;
  }
}
