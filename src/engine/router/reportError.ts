import type { ApiRequest } from './ApiRequest.js';

/**
 * Hands a server fault to the `onError` hook, if one is given, and contains whatever the hook
 * does wrong: a throw is ignored, and so is a rejection of the promise an async hook returns (it
 * would otherwise be an unhandled rejection, which ends a Node process). The 500 is answered
 * either way.
 *
 * @example
 * reportError((e, r) => console.error(r.url, e), new Error('boom'), { method: 'GET', url: '/mlb/teams.json', headers: {} });
 */
export function reportError(onError: ((error: unknown, request: ApiRequest) => void) | undefined, error: unknown, request: ApiRequest): void {
  if (onError === undefined) return;
  try {
    const returned: unknown = onError(error, request);
    if (typeof returned === 'object' && returned !== null && typeof (returned as { then?: unknown }).then === 'function') {
      (returned as PromiseLike<unknown>).then(undefined, () => {});
    }
  } catch {
    // The hook's own failure must not turn the 500 into a crash.
  }
}
