import type { z } from 'zod';
import type { PlayerBio } from '../../aggregates/PlayerBio.js';
import { issue, parseLeagueDate, toPlayerId, type Issue } from '../../ids/index.js';
import type { playerBioInputSchema } from '../BatchInput.js';

type BioInput = z.output<typeof playerBioInputSchema>;

/**
 * A player's biographical facts from the wire shape: the birth date checked and written
 * `yyyy-MM-dd`, the display name and player id defaulted. Issues name the path; undefined then.
 *
 * @example
 * readPlayerBio(input, ['rosters', 0, 'players', 3], issues)?.playerId; // 'david-ortiz'
 */
export function readPlayerBio(p: BioInput, path: readonly (string | number)[], issues: Issue[]): PlayerBio | undefined {
  const birthdate = parseLeagueDate(p.birthdate);
  if (!birthdate.ok) {
    issues.push(issue('invalid_date', [...path, 'birthdate'], `birthdate "${p.birthdate}" is not a valid date (yyyy-MM-dd)`));
    return undefined;
  }
  const displayName = p.display_name ?? `${p.first_name} ${p.last_name}`.trim();
  const playerId = p.player_id ?? toPlayerId(displayName);
  if (playerId === '') {
    issues.push(issue('invalid_input', [...path, 'display_name'], `cannot build a player id from the display name "${displayName}"`));
    return undefined;
  }
  return {
    playerId, lastName: p.last_name, firstName: p.first_name, displayName, birthdate: birthdate.value, birthplace: p.birthplace,
    heightIn: p.height_in, weightLb: p.weight_lb, position: p.position,
  };
}
