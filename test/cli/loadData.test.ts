import { describe, expect, it } from 'vitest';
import { loadData } from '../../src/cli/loadData.js';
import { LAHMAN } from '../repoData.js';

describe('--data detection', () => {
  it('refuses a folder of no known kind, naming it', async () => {
    const r = await loadData([LAHMAN], () => undefined);
    expect(r.ok ? undefined : r.issues[0]?.message).toMatch(/no known kind/);
  });
});
