import type { Reporter, TestCase, TestModule } from 'vitest/node';

interface A11yReport {
  readonly type: string;
  readonly result?: { readonly violations?: readonly unknown[]; readonly error?: unknown };
}

/** axe's failure message names each offending element once, with this phrase. */
const VIOLATION = /to have no violations/g;

/** Axe violations of one story: from its stored a11y report, or, when axe failed it, from the failure. */
function violationsOf(test: TestCase): { checked: boolean; violations: number } {
  const messages = (test.result().errors ?? []).map((error) => error.message ?? '').join('\n');
  const fromFailure = messages.match(VIOLATION)?.length ?? 0;
  if (fromFailure > 0) return { checked: true, violations: fromFailure };
  // @storybook/addon-vitest stores the reports on the test only when the story ran to its end.
  const reports = ((test.meta() as { reports?: readonly A11yReport[] }).reports ?? []).filter(
    (r) => r.type === 'a11y',
  );
  const violations = reports.reduce(
    (sum, r) => sum + (r.result?.violations?.length ?? (r.result?.error ? 1 : 0)),
    0,
  );
  return { checked: reports.length > 0, violations };
}

/**
 * Prints one line after the story tests: how many stories ran and passed, how many had their
 * axe check, and how many axe violations were found (each fails its story).
 */
export default class StorySummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const totals = { run: 0, passed: 0, checked: 0, violations: 0 };
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'skipped' || state === 'pending') continue;
        totals.run += 1;
        if (state === 'passed') totals.passed += 1;
        const { checked, violations } = violationsOf(test);
        if (checked) totals.checked += 1;
        totals.violations += violations;
      }
    }
    const { run, passed, checked, violations } = totals;
    console.log(
      `\nStories: ${run} run, ${passed} passed, ${run - passed} failed; axe: ${checked} checked, ${violations} violations`,
    );
  }
}
