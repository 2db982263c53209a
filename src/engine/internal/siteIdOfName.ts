import { toSiteId } from '../../ids/toSiteId.js';

/**
 * The default site id of a venue name, by the registry's rule (`AT&T Park` -> `att-park`), or
 * undefined for a name without a letter or digit.
 */
export function siteIdOfName(name: string): string | undefined {
  try {
    return toSiteId(name);
  } catch {
    return undefined;
  }
}
