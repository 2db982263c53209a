import type { ClinchNumbers } from './computeClinchNumbers.js';
import type { GoalClinch } from './computeClinch.js';

/**
 * Where the published-style numbers and the exact answer differ, in words: eliminated or
 * clinched by the remaining schedule while the number is still positive, or a 0 the exact
 * answer does not confirm (a tie, an unequal schedule).
 *
 * @example
 * clinchNotesOf(new Map([['division', { goal: 'division', status: 'eliminated' as const }], ['postseason', { goal: 'postseason', status: 'alive' as const }]]),
 *   { magicNumber: null, eliminationNumber: 1, wildCardMagicNumber: null, wildCardEliminationNumber: 5 });
 * // ['eliminated from the division by the remaining schedule while the elimination number is still 1']
 */
export function clinchNotesOf(g: ReadonlyMap<string, GoalClinch>, n: ClinchNumbers): string[] {
  const notes: string[] = [];
  const division = g.get('division')!.status;
  const postseason = g.get('postseason')!.status;
  if (n.magicNumber !== null && n.magicNumber > 0 && division === 'clinched') notes.push(`division clinched by the remaining schedule while the magic number is still ${n.magicNumber}`);
  if (n.magicNumber === 0 && division !== 'clinched') notes.push('magic number 0 but the division is not clinched (a tie or an unequal schedule)');
  if (n.eliminationNumber !== null && n.eliminationNumber > 0 && division === 'eliminated') notes.push(`eliminated from the division by the remaining schedule while the elimination number is still ${n.eliminationNumber}`);
  if (n.eliminationNumber === 0 && division !== 'eliminated') notes.push('elimination number 0 but not eliminated from the division (a tie or an unequal schedule)');
  if (n.wildCardEliminationNumber !== null && n.wildCardEliminationNumber > 0 && postseason === 'eliminated') notes.push(`eliminated from the postseason while the wild card elimination number is still ${n.wildCardEliminationNumber}`);
  if (n.wildCardMagicNumber !== null && n.wildCardMagicNumber > 0 && postseason === 'clinched') notes.push(`postseason clinched while the wild card magic number is still ${n.wildCardMagicNumber}`);
  return notes;
}
