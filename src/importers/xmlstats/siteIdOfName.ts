import { toSiteId } from '../../ids/toSiteId.js';

/**
 * The site id the importers give a venue known by its name only: the registry's rule
 * (`toSiteId`), so that a site of a recorded response and the registry's site of the same name
 * are one site. Empty when the name has no letter or digit.
 *
 * @example
 * siteIdOfName('Oriole Park at Camden Yards'); // 'oriole-park-at-camden-yards'
 * siteIdOfName('AT&T Park'); // 'att-park'
 */
export function siteIdOfName(name: string): string {
  try {
    return toSiteId(name);
  } catch {
    return '';
  }
}
