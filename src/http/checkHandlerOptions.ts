import { clockMs, type Clock } from '../engine/internal/clock.js';
import { checkRespondOptions, type CheckedOptions } from '../engine/router/checkRespondOptions.js';
import type { RespondOptions } from '../engine/router/respond.js';

/** The options every adapter checks: the router's, a clock that may be a function, the host's wall clock and a client function. */
export interface HandlerOptionsToCheck extends Omit<RespondOptions, 'now'> {
  readonly now: Clock | (() => Clock);
  readonly wallClock?: () => number;
  readonly clientOf?: (request: never) => string | undefined;
}

/**
 * Checks the options of a handler when it is built (`createFetchHandler`, `createNodeListener`,
 * `createNodeServer`), so that a mistake throws there, naming the caller and the option, instead
 * of turning every request into a 500: the router's options (`checkRespondOptions`), the clock
 * (a fixed value is read now; a function is called once now and its value read), the wall clock
 * and the client function.
 *
 * @example
 * checkHandlerOptions('createFetchHandler', { now: '2019-09-30T12:00:00' }); // throws RangeError: createFetchHandler: now ... offset
 */
export function checkHandlerOptions(caller: string, options: HandlerOptionsToCheck): CheckedOptions {
  if (typeof options !== 'object' || options === null) throw new TypeError(`${caller}: options must be an object with at least { now }, got ${options === null ? 'null' : typeof options}`);
  const { now, wallClock, clientOf } = options;
  if (now === undefined) throw new TypeError(`${caller}: options.now (the data clock: an ISO date-time with offset, epoch milliseconds, or a function returning one) is required`);
  if (typeof now === 'function') {
    let value: unknown;
    try {
      value = now();
    } catch (error) {
      throw new TypeError(`${caller}: now() threw when called to check it: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    try {
      clockMs(caller, value as Clock);
    } catch (error) {
      const Kind = error instanceof TypeError ? TypeError : RangeError;
      throw new Kind(`${caller}: now() returned ${typeof value === 'string' ? JSON.stringify(value) : String(value)}, which is not a usable clock (${(error as Error).message.slice(caller.length + 2)})`, { cause: error });
    }
  } else {
    clockMs(caller, now);
  }
  if (wallClock !== undefined) {
    if (typeof wallClock !== 'function') throw new TypeError(`${caller}: wallClock must be a function returning epoch milliseconds (such as Date.now), got ${typeof wallClock}`);
    const at: unknown = wallClock();
    if (typeof at !== 'number' || !Number.isFinite(at)) throw new RangeError(`${caller}: wallClock() must return finite epoch milliseconds, got ${String(at)}`);
  }
  if (clientOf !== undefined && typeof clientOf !== 'function') throw new TypeError(`${caller}: clientOf must be a function returning the client's address, got ${typeof clientOf}`);
  return checkRespondOptions(caller, options);
}
