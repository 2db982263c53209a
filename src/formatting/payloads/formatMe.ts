import type { LeagueDate } from '../../ids/index.js';
import { formatDateTime } from '../formatDateTime.js';
import { JsonShape } from '../JsonShape.js';
import { writeJson } from '../writeJson.js';
import { flatText } from '../flatText.js';
import { keptVariant } from '../keptVariant.js';
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
  // The text names whole minutes: the last minute's text serves every second of it (D189).
  const minutes = Math.floor(s / 60);
  if (minutes === lastMinutes) return lastRemaining;
  lastMinutes = minutes;
  lastRemaining = remainingText(s);
  return lastRemaining;
}

let lastMinutes = -1;
let lastRemaining = '';

function remainingText(s: number): string {
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
  const parts = formatMeParts(payload, options);
  return parts.length === 1 ? parts[0]! : parts[0]! + parts[1]! + parts[2]!;
}

/**
 * {@link formatMe} in parts: joined, exactly its text. Three parts (D190): the account's fields
 * up to the seconds' key, kept per frozen account and style (as a team's fields are, D98); the
 * seconds, written for this call; the rest (the expiry date, the time left and the close), kept
 * for the last date, time left and style asked, since a minute's calls share it. What the writer
 * refuses (a style, a number, a field that is no string) is one part, written by the writer.
 *
 * @example
 * formatMeParts(getMe(state, { token, now })!); // ['{\n  "first_name" : "Andrew", ...', '689586', ',\n  "token_expiration_date" : ...']
 */
export function formatMeParts(payload: MePayloadLike, options: FormatOptions = {}): string[] {
  const expiresAt = payload.token.expiresAt;
  const seconds = Math.floor((expiresAt - payload.now) / 1000);
  const style = options.style ?? 'pretty';
  const timeZone = options.timeZone ?? EASTERN;
  const remaining = formatTimeRemaining(seconds);
  const account = payload.account;
  if ((style !== 'pretty' && style !== 'compact') || !Number.isSafeInteger(seconds) || typeof account.createdOn !== 'string') {
    // What the writer refuses, it refuses here too.
    return [writeJson(ME_SHAPE.record([account.firstName, account.lastName, account.emailAddress, account.createdOn, seconds, formatDateTime(expiresAt, timeZone), remaining]), style)];
  }
  return [headOf(account, style), String(seconds), clockTail(expiresAt, timeZone, remaining, style)];
}

/**
 * The text after the seconds: the expiry's date-time in the zone after its key's prefix in
 * ME_SHAPE (5, after the seconds), the time left after its own (6, after the plain date), then the
 * close after a plain field. The last one made is kept, with what it was made of (D190).
 */
function clockTail(expiresAt: number, timeZone: string, remaining: string, style: 'pretty' | 'compact'): string {
  if (expiresAt !== lastExpiresAt || timeZone !== lastZone || remaining !== lastTimeLeft || style !== lastTailStyle) {
    const p = style === 'pretty' ? ME_SHAPE.pretty(0) : ME_SHAPE.compact();
    lastTail = flatText(p.before[0][5] + formatDateTime(expiresAt, timeZone) + p.before[1][6] + remaining + p.close[1]);
    lastExpiresAt = expiresAt;
    lastZone = timeZone;
    lastTimeLeft = remaining;
    lastTailStyle = style;
  }
  return lastTail;
}

let lastExpiresAt = Number.NaN;
let lastZone = '';
let lastTimeLeft = '';
let lastTailStyle = '';
let lastTail = '';

/**
 * The account's text ({@link accountHead}) kept per frozen account and style, the last account
 * and style asked kept apart, so that the same account asking again finds it without a lookup (D190).
 */
function headOf(account: MePayloadLike['account'], style: 'pretty' | 'compact'): string {
  if (account === lastAccount && style === lastHeadStyle) return lastHead;
  const head = keptVariant(HEADS, account, style, 2, accountHead);
  // Only a frozen account's text is kept (an open one may change before the next call).
  if (Object.isFrozen(account)) {
    lastAccount = account;
    lastHeadStyle = style;
    lastHead = head;
  }
  return head;
}

let lastAccount: MePayloadLike['account'] | undefined;
let lastHeadStyle = '';
let lastHead = '';

/** The account's fields of the payload, as the whole record writes them, up to the date it was created. */
const HEAD_SHAPE = new JsonShape(['first_name', 'last_name', 'email_address', 'created_on:plain']);
const HEADS = new WeakMap<MePayloadLike['account'], Map<'pretty' | 'compact', string>>();

/**
 * The text of the record's first four fields, without the close that follows the last (a plain
 * field's quote and brace), and the seconds' key prefix in ME_SHAPE (4, after the plain created_on).
 */
function accountHead(account: MePayloadLike['account'], style: 'pretty' | 'compact'): string {
  const text = writeJson(HEAD_SHAPE.record([account.firstName, account.lastName, account.emailAddress, account.createdOn]), style);
  const close = (style === 'pretty' ? HEAD_SHAPE.pretty(0) : HEAD_SHAPE.compact()).close[1];
  const p = style === 'pretty' ? ME_SHAPE.pretty(0) : ME_SHAPE.compact();
  return flatText(text.slice(0, text.length - close.length) + p.before[1][4]);
}
