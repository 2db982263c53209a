/**
 * A venue (the service's site object). `siteId` is the library's own key for it; unknown capacity or
 * surface is null (the Sydney Cricket Ground of 2014 has no surface in the service's data).
 *
 * @example
 * const fenway: Site = { siteId: 'fenway-park', name: 'Fenway Park', capacity: 33871, surface: 'Grass',
 *   city: 'Boston', state: 'Massachusetts' };
 */
export interface Site {
  readonly siteId: string;
  readonly name: string;
  readonly capacity: number | null;
  readonly surface: string | null;
  readonly city: string;
  readonly state: string;
}
