import { relative } from 'node:path';

// A web-test-runner reporter that repeats every failure after the run's last line.
// CI keeps only the tail of a long log, and the default reporter prints a file's
// failures when that file finishes, so a failure early in the run scrolls out of sight.

/** Each failed test of a suite tree, as "suite > test". */
function failedTests(suite, path = []) {
  const here = suite.name ? [...path, suite.name] : path;
  const tests = suite.tests
    .filter((t) => !t.passed && !t.skipped)
    .map((t) => ({ name: [...here, t.name].join(' > '), error: t.error }));
  return [...tests, ...suite.suites.flatMap((s) => failedTests(s, here))];
}

function describeError(error) {
  if (!error) return '';
  const detail =
    error.expected !== undefined ? `\n      expected: ${error.expected}\n      actual:   ${error.actual}` : '';
  const stack = (error.stack ?? '').split('\n').slice(0, 4).join('\n      ');
  return `\n      ${error.message}${detail}${stack ? `\n      ${stack}` : ''}`;
}

/** @returns {import('@web/test-runner').Reporter} */
export function failuresAtEndReporter() {
  return {
    stop({ sessions }) {
      const lines = [];
      for (const session of sessions) {
        if (session.passed) continue;
        const tests = session.testResults ? failedTests(session.testResults) : [];
        lines.push(`✗ ${relative(process.cwd(), session.testFile)} (${session.browser.name})`);
        for (const test of tests) lines.push(`    ✗ ${test.name}${describeError(test.error)}`);
        for (const error of session.errors) lines.push(`    ✗ file error${describeError(error)}`);
      }
      if (lines.length === 0) return;
      // at exit, after the default reporter's own last lines (writes to files and pipes are synchronous there)
      process.once('exit', () => process.stdout.write(`\nFailed browser tests (repeated):\n${lines.join('\n')}\n`));
    },
  };
}
