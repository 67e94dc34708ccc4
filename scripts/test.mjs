#!/usr/bin/env node
/**
 * `pnpm test`: every check in order (the static checks at the same time), stopping at the first
 * failure. Each step prints a header and its duration, and a `Times:` line lists them all at the
 * end; the last line is the summary `N passed, N failed[, N skipped]` counting vitest tests (a
 * step that fails before any test ran counts as one failure, so a red run never reads
 * "0 failed"). Browser steps come from scripts/browser-steps.mjs.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { browserSteps } from './browser-steps.mjs';
import { findChromium } from './chromium.mjs';
import { ensureDecoders } from './decoders.mjs';

/**
 * `together` names a group of neighbouring steps that run at the same time, their output held
 * and printed whole as each ends: lint, typecheck and the build read the sources and write
 * nothing another reads, and each alone leaves one of two cores mostly idle.
 * @type {{ name: string, command: string[], vitest?: boolean, browser?: boolean, together?: string }[]}
 */
const steps = [
  { name: 'lint', command: ['pnpm', 'lint'], together: 'static checks' },
  { name: 'typecheck', command: ['pnpm', 'typecheck'], together: 'static checks' },
  { name: 'build (console, scan)', command: ['pnpm', 'build'], together: 'static checks' },
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

/**
 * The step's command to its end: resolves to its exit code (null when it could not start). A
 * held command's output is printed whole at its end, under `title`.
 */
function exitCodeOf(command, { env, held, title }) {
  const child = spawn(command[0], command.slice(1), {
    stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env,
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(error.message);
      resolve(null);
    });
    child.on('close', (code) => {
      if (held) process.stdout.write(`\n--- ${title}\n${Buffer.concat(output)}`);
      resolve(code);
    });
  });
}

/**
 * Runs one step (its output held until it ends when `held`); resolves to true when it passed.
 * Vitest steps also add their counts to totals.
 */
async function run(step, { held = false } = {}) {
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
  const title = `${step.name}: ${step.command.join(' ')}`;
  const ok = (await exitCodeOf(command, { env, held, title })) === 0;
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

/** The steps in the order they run: a step alone, or a group of neighbours run together. */
function batchesOf(list) {
  const batches = [];
  for (const step of list) {
    const last = batches.at(-1);
    if (step.together && last?.[0].together === step.together) last.push(step);
    else batches.push([step]);
  }
  return batches;
}

/** The steps of the batch that failed: the run stops after it. */
let failedSteps = [];
let chromium;
/** Each step's seconds by its name, for the summary, listed in the steps' order. */
const timings = new Map();
const runStarted = performance.now();
for (const batch of batchesOf(steps)) {
  // Looked up (or installed) only once a browser step is reached, so a run without browser
  // tests never needs Chromium.
  if (batch.some((step) => step.browser) && !chromium)
    process.env.CHROMIUM_PATH = chromium = findChromium();
  // The label and report tests read files back (symbols, printed pages): install the tools first when missing
  // (those tests skip with a printed reason when that is impossible).
  if (batch.some((step) => step.vitest)) ensureDecoders();
  const held = batch.length > 1;
  if (held)
    console.log(
      `\n==> ${batch[0].together}, at the same time: ${batch.map((step) => step.name).join(', ')}`,
    );
  const batchStarted = performance.now();
  const results = await Promise.all(
    batch.map(async (step) => {
      if (!held) console.log(`\n==> ${step.name}: ${step.command.join(' ')}`);
      const started = performance.now();
      const ok = await run(step, { held });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`<== ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${seconds} s`);
      timings.set(step.name, seconds);
      return ok;
    }),
  );
  if (held)
    console.log(
      `<== ${batch[0].together}: in ${((performance.now() - batchStarted) / 1000).toFixed(1)} s`,
    );
  failedSteps = batch.filter((_, index) => !results[index]);
  if (failedSteps.length > 0) break;
}
rmSync(reportDir, { recursive: true, force: true });

// A step that counts no tests counts as one failure.
totals.failed += failedSteps.filter((step) => !step.vitest && !step.playwright).length;
const ranSteps = steps
  .filter((step) => timings.has(step.name))
  .map((step) => `${step.name} ${timings.get(step.name)} s`);
for (const step of failedSteps) console.log(`\nStopped: step "${step.name}" failed.`);
console.log(
  `\nTimes: ${ranSteps.join(', ')}; in all ${((performance.now() - runStarted) / 1000).toFixed(1)} s`,
);
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0);
