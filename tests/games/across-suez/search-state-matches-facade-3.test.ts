// The search state and the facade run the same rules: random games 1,001–1,500
// of the differential test (differential.ts; the files split the seeds so
// Vitest runs them on every core).
import { describe, expect, it } from 'vitest';
import { playBoth } from './differential.js';

describe('the search state against the facade', () => {
  it('random games 1001–1500: the same state after every action, the same legal actions, the same end', async () => {
    expect(await playBoth(1001, 1500)).toBeGreaterThan(50_000);
  }, 120_000);
});
