#!/usr/bin/env node
/**
 * `pnpm test`: every check in order, stopping at the first failure. Each step prints a header
 * and its duration, and a `Times:` line lists them all at the end; the last line is the
 * summary `N passed, N failed[, N skipped]` counting vitest tests (a step that fails before any
 * test ran counts as one failure, so a red run never reads "0 failed"). Browser steps come from
 * scripts/browser-steps.mjs.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { browserSteps } from './browser-steps.mjs';
import { findChromium } from './chromium.mjs';
import { ensureDecoders } from './decoders.mjs';

/** @type {{ name: string, command: string[], vitest?: boolean, browser?: boolean }[]} */
const steps = [
  { name: 'lint', command: ['pnpm', 'lint'] },
  { name: 'typecheck', command: ['pnpm', 'typecheck'] },
  { name: 'build (console, scan)', command: ['pnpm', 'build'] },
  // The domain's rules with their line coverage (held at 95% by vitest.config.ts), apart from the
  // rest: V8's coverage counters, started in every worker, cost the server's tests about a
  // third more CPU for a report that covers packages/domain alone.
  {
    name: 'domain rules and their coverage (vitest)',
    command: ['pnpm', 'exec', 'vitest', 'run', '--project=domain'],
    vitest: true,
  },
  {
    name: 'unit and integration tests (vitest)',
    command: ['pnpm', 'exec', 'vitest', 'run', '--project=!domain', '--coverage.enabled=false'],
    vitest: true,
    // The scan pages' look test (scripts/scan-page-css.test.ts) draws them in Chromium.
    browser: true,
  },
  ...browserSteps.map((step) => ({ ...step, browser: true })),
];

const totals = { passed: 0, failed: 0, skipped: 0 };
const reportDir = mkdtempSync(path.join(tmpdir(), 'veritag-test-'));

/** Runs one step; returns true when it passed. Vitest steps also add their counts to totals. */
function run(step) {
  let command = step.command;
  const reportFile = path.join(reportDir, `${step.name.replace(/\W+/g, '-')}.json`);
  // Two reporters: the usual console output, and a JSON file we can count from reliably.
  if (step.vitest)
    command = [
      ...command,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportFile}`,
    ];
  const env = step.playwright
    ? { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile }
    : process.env;
  const result = spawnSync(command[0], command.slice(1), { stdio: 'inherit', env });
  if (result.error) console.error(result.error.message);
  const ok = result.status === 0;
  if (step.playwright) return countPlaywright(reportFile, ok);
  if (!step.vitest) return ok;
  try {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    // A suite that fails to load has no failed test in it, but must still count as a failure.
    if (!ok && report.numFailedTests === 0) totals.failed += 1;
  } catch {
    if (!ok) totals.failed += 1; // vitest died before writing its report (e.g. a config error)
  }
  return ok;
}

/** Adds a Playwright JSON report's counts (flaky tests passed on retry and count as passed). */
function countPlaywright(reportFile, ok) {
  try {
    const { stats } = JSON.parse(readFileSync(reportFile, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
    if (!ok && stats.unexpected === 0) totals.failed += 1;
  } catch {
    if (!ok) totals.failed += 1; // Playwright stopped before writing its report
  }
  return ok;
}

let failedStep;
let chromium;
/** Each step's seconds, for the summary: the whole command must stay under ten minutes. */
const timings = [];
const runStarted = performance.now();
for (const step of steps) {
  // Looked up (or installed) only once a browser step is reached, so a run without browser
  // tests never needs Chromium.
  if (step.browser && !chromium) process.env.CHROMIUM_PATH = chromium = findChromium();
  // The label and report tests read files back (symbols, printed pages): install the tools first when missing
  // (those tests skip with a printed reason when that is impossible).
  if (step.vitest) ensureDecoders();
  console.log(`\n==> ${step.name}: ${step.command.join(' ')}`);
  const started = performance.now();
  const ok = run(step);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`<== ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${seconds} s`);
  timings.push(`${step.name} ${seconds} s`);
  if (!ok) {
    failedStep = step;
    break;
  }
}
rmSync(reportDir, { recursive: true, force: true });

if (failedStep && !failedStep.vitest && !failedStep.playwright) totals.failed += 1;
if (failedStep) console.log(`\nStopped: step "${failedStep.name}" failed.`);
console.log(
  `\nTimes: ${timings.join(', ')}; in all ${((performance.now() - runStarted) / 1000).toFixed(1)} s`,
);
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(failedStep || totals.failed > 0 ? 1 : 0);
