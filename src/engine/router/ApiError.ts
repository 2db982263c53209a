/**
 * A request the router refuses, with the HTTP status and a description naming the problem.
 * Thrown inside endpoint handlers and turned into the error object by `respond`; it never
 * leaves the router.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
  ) {
    super(description);
  }
}
