// Node tests. Under tests/component/ only *.node.test.ts run here; the other
// tests there run in Chromium (web-test-runner.config.mjs).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/component/**/!(*.node).test.ts'],
    environment: 'node',
    // a ceiling for a test that hangs, not a speed check: the machine the suite runs on may be shared
    testTimeout: 60_000,
  },
});
