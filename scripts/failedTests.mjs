// The names of the tests that failed, from the runners' JSON reports: `npm test` prints them
// last, where a CI log's tail (often all that is kept) shows them.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const firstLine = (text = '') =>
  (
    stripVTControlCharacters(text)
      .split('\n')
      .find((line) => line.trim()) ?? ''
  ).trim();

/**
 * `file > test: first line of its error`, for each failed Vitest test; `file: first line` for a
 * file that failed with no failed test (a `beforeAll` that timed out: its tests count as skipped).
 */
export function failedVitestTests(jsonPath) {
  const report = JSON.parse(readFileSync(jsonPath, 'utf8'));
  return report.testResults.flatMap((file) => {
    const name = relative(process.cwd(), file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (failed.length === 0 && file.status === 'failed') {
      return [`${name}: ${firstLine(file.message)}`];
    }
    return failed.map(
      (test) => `${name} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
    );
  });
}

/** Vitest files that failed with no failed test: each counts as one failure in the summary. */
export function failedVitestFilesWithoutTests(report) {
  return report.testResults.filter(
    (file) =>
      file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
}

/**
 * The line of a Playwright error that names what it waited for (`Locator: getByRole(...)`), and
 * where in the spec: without them a CI log's tail says only "toBeVisible() failed".
 */
function playwrightErrorWhere(error) {
  const locator = stripVTControlCharacters(error?.message ?? '')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.startsWith('Locator: '));
  const at = error?.location
    ? `at ${relative(process.cwd(), error.location.file)}:${error.location.line}`
    : undefined;
  return [at, locator].filter(Boolean).join(', ');
}

/**
 * `[project] file > test: first line of its error (at spec:line, Locator: ...)`, for each
 * Playwright test not passed.
 */
export function failedPlaywrightTests(jsonPath) {
  const report = JSON.parse(readFileSync(jsonPath, 'utf8'));
  const failed = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'expected' || test.status === 'skipped') continue;
        const error = test.results.find((result) => result.error)?.error;
        const where = playwrightErrorWhere(error);
        failed.push(
          `[${test.projectName}] ${spec.file} > ${spec.title}: ${firstLine(error?.message)}${where ? ` (${where})` : ''}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  return failed;
}
