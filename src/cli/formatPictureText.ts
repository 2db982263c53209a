import type { PlayoffPictureLike } from '../formatting/race/formatPlayoffPicture.js';
import { conferenceName } from './conferenceName.js';
import { formatTextTable } from './formatTextTable.js';

/** Goals shown beside the postseason when the season's format has them, and their columns. */
const EXTRA_GOALS: readonly (readonly [goal: string, column: string])[] = [['bye', 'bye'], ['topSix', 'top_six'], ['playIn', 'play_in']];

/**
 * `sports-stats picture` as text: per conference a heading, a table of every team best first
 * (seed, team, division, won, lost, games left, indicator, division and postseason status, and the
 * bye, top-six and play-in status where the format has them, the published-style numbers), then each tie with the rule that decided it and the notes where the
 * published numbers and the exact answer differ.
 *
 * @example
 * formatPictureText({ sport: 'mlb', season: 2019, asOf: '2019-09-25', gamesLeft: 0, groups: [] }); // 'MLB 2019 as of 2019-09-25: no game left\n'
 */
export function formatPictureText(picture: PlayoffPictureLike): string {
  const out: string[] = [`${picture.sport.toUpperCase()} ${picture.season} as of ${picture.asOf}: ${picture.gamesLeft === 0 ? 'no game left' : `${picture.gamesLeft} games left`}\n`];
  for (const g of picture.groups) {
    const abbreviation = new Map(g.teams.map((t) => [t.teamId, t.abbreviation]));
    const short = (ids: readonly string[]) => ids.map((id) => abbreviation.get(id) ?? id).join(', ');
    const statusOf = (goals: readonly { goal: string; status: string; byTiebreak?: boolean }[], goal: string) => {
      const found = goals.find((x) => x.goal === goal);
      return found === undefined ? '' : found.byTiebreak === true ? `${found.status} (tiebreak)` : found.status;
    };
    // The format's own places beside the postseason: a bye (MLB from 2022), the top six and the play-in (NBA from 2021).
    const extra = EXTRA_GOALS.filter(([goal]) => g.teams[0]?.clinch.goals.some((x) => x.goal === goal));
    out.push(`\n${conferenceName(picture.sport, g.conference)}\n`);
    out.push(formatTextTable({
      columns: ['seed', 'team', 'division', 'w', 'l', 'left', 'flag', 'division_race', 'postseason', ...extra.map(([, column]) => column), 'magic', 'elim', 'wc_magic', 'wc_elim'],
      rows: g.teams.map((t) => ({
        seed: t.seed, team: t.abbreviation, division: t.division, w: t.won, l: t.lost, left: t.gamesLeft, flag: t.clinch.indicator,
        division_race: statusOf(t.clinch.goals, 'division'), postseason: statusOf(t.clinch.goals, 'postseason'),
        ...Object.fromEntries(extra.map(([goal, column]) => [column, statusOf(t.clinch.goals, goal)])),
        magic: t.clinch.magicNumber, elim: t.clinch.eliminationNumber, wc_magic: t.clinch.wildCardMagicNumber, wc_elim: t.clinch.wildCardEliminationNumber,
      })),
    }));
    for (const tie of g.ties) {
      out.push(`tie (${tie.stake}) among ${short(tie.among)}: ${tie.rule} placed ${short(tie.placed)} ahead${tie.detail === undefined ? '' : ` (${tie.detail})`}\n`);
    }
    for (const t of g.teams) for (const note of t.clinch.notes) out.push(`note ${t.abbreviation}: ${note}\n`);
  }
  return out.join('');
}
