import type { LeagueDate } from '../../ids/index.js';
import { formatDateTime } from '../formatDateTime.js';
import { JsonShape } from '../JsonShape.js';
import { writeJson } from '../writeJson.js';
import { EASTERN, type FormatOptions } from './FormatOptions.js';

/** What {@link formatMe} prints. */
export interface MePayloadLike {
  readonly account: { readonly firstName: string; readonly lastName: string; readonly emailAddress: string; readonly createdOn: LeagueDate };
  readonly token: { readonly expiresAt: number };
  readonly now: number;
}

const ME_SHAPE = new JsonShape([
  'first_name', 'last_name', 'email_address', 'created_on:plain', 'token_expiration_seconds', 'token_expiration_date:plain', 'token_time_remaining:plain',
]);

/**
 * Remaining time as the service wrote it: `N days, N hours, N minutes`, whole units rounded
 * down, singular when 1.
 *
 * @example
 * formatTimeRemaining(689586); // '7 days, 23 hours, 33 minutes'
 * formatTimeRemaining(90061); // '1 day, 1 hour, 1 minute'
 */
export function formatTimeRemaining(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3_600);
  const minutes = Math.floor((s % 3_600) / 60);
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${unit(days, 'day')}, ${unit(hours, 'hour')}, ${unit(minutes, 'minute')}`;
}

/**
 * The account payload of `/me.json`: `first_name, last_name,
 * email_address, created_on, token_expiration_seconds, token_expiration_date,
 * token_time_remaining`, measured from the clock.
 *
 * @example
 * formatMe(getMe(state, { token, now })!); // '{\n  "first_name" : "Andrew", ...'
 */
export function formatMe(payload: MePayloadLike, options: FormatOptions = {}): string {
  const seconds = Math.floor((payload.token.expiresAt - payload.now) / 1000);
  return writeJson(
    ME_SHAPE.record([
      payload.account.firstName,
      payload.account.lastName,
      payload.account.emailAddress,
      payload.account.createdOn,
      seconds,
      formatDateTime(payload.token.expiresAt, options.timeZone ?? EASTERN),
      formatTimeRemaining(seconds),
    ]),
    options.style ?? 'pretty',
  );
}
