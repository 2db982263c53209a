import type { z } from 'zod';
import { issue, type Issue } from '../../ids/index.js';

/** Translates zod's issues into the library's own; ZodError never crosses the public API. */
export function toIssues(error: z.ZodError, prefix: readonly (string | number)[] = []): Issue[] {
  return error.issues.map((i) =>
    issue('invalid_input', [...prefix, ...i.path.map((p) => (typeof p === 'symbol' ? String(p) : p))], i.message),
  );
}
