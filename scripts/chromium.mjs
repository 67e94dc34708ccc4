#!/usr/bin/env node
/**
 * Finds a Chromium for browser tests: nothing downloads a browser on this network, so we use
 * the system's (Playwright gets `executablePath`). Imports Node built-ins only: .ci/run calls
 * it before `pnpm install`.
 *
 *   node scripts/chromium.mjs           print the path, installing Debian's chromium if allowed
 *   node scripts/chromium.mjs --needed  exit 0 when browser tests exist and no Chromium is found
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { browserSteps } from './browser-steps.mjs';

export const browserTestsExist = browserSteps.length > 0;

/**
 * The flags the browser tests and benches launch Chromium with: headless on a shared host, no
 * sandbox (CI runs as root), nothing fetched or synced in the background. The console's
 * journeys (apps/console/playwright.config.ts, which imports nothing from scripts/) list the same.
 */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/snap/bin/chromium',
];

/** The first Chromium found, or undefined. CHROMIUM_PATH wins when it points at a file. */
export function locateChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (fromEnv)
    console.error(`[chromium] CHROMIUM_PATH=${fromEnv} does not exist; looking elsewhere`);
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

function isDebianLike() {
  try {
    return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
}

/** A Chromium path; installs Debian's package when run as root there, otherwise exits with one line. */
export function findChromium() {
  const found = locateChromium();
  if (found) return found;
  if (isDebianLike() && process.getuid?.() === 0) {
    console.error('[chromium] not found; installing Debian chromium with apt-get (about 40 s)');
    // apt's output goes to stderr: stdout carries only the path, for callers that capture it.
    execSync('apt-get update && apt-get install -y chromium', {
      stdio: ['ignore', 2, 2],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error(
    'No Chromium found: set CHROMIUM_PATH to a Chromium or Chrome binary, or install chromium (apt-get install chromium).',
  );
  process.exit(1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--needed'))
    process.exit(browserTestsExist && !locateChromium() ? 0 : 1);
  console.log(findChromium());
}
