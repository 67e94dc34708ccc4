#!/usr/bin/env node
/**
 * Finds the command-line programs that tests use to read the product's files back: zbarimg (QR
 * and linear codes), pdftoppm (rasterises PDF pages for them), dmtxread (Data Matrix), the
 * tools that judge a label PDF as a print shop's preflight would, pdffonts (every font embedded
 * as a subset) and qpdf (`--check`: the file's structure), and LibreOffice's soffice (prints an
 * XLSX report to PDF, as a person would print it). Imports
 * Node built-ins only, like chromium.mjs: .ci/run calls it before `pnpm install`.
 *
 *   node scripts/decoders.mjs           print the tools' paths, installing Debian's packages if allowed
 *   node scripts/decoders.mjs --needed  exit 0 when a tool is missing (so an install is needed)
 *   node scripts/decoders.mjs --packages  print the Debian packages of the missing tools
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Each tool and the Debian package that ships it. */
export const DECODER_PACKAGES = {
  zbarimg: 'zbar-tools',
  pdftoppm: 'poppler-utils',
  dmtxread: 'dmtx-utils',
  pdffonts: 'poppler-utils',
  qpdf: 'qpdf',
  soffice: 'libreoffice-calc-nogui',
};

/** The Debian packages of the missing tools, each once. */
const packagesOf = (tools) => [...new Set(tools.map((tool) => DECODER_PACKAGES[tool]))].join(' ');

/** The tool's path on PATH (or /usr/bin), or undefined. */
export function locateTool(name) {
  const directories = [
    ...(process.env.PATH ?? '').split(path.delimiter),
    '/usr/bin',
    '/usr/local/bin',
  ];
  return directories
    .filter((directory) => path.isAbsolute(directory))
    .map((directory) => path.join(directory, name))
    .find((candidate) => existsSync(candidate));
}

/** The tools not found. */
export function missingDecoders() {
  return Object.keys(DECODER_PACKAGES).filter((tool) => !locateTool(tool));
}

function isDebianLike() {
  try {
    return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
}

/**
 * Installs the missing tools' packages when that is possible here (Debian or Ubuntu, as root).
 * Returns the tools still missing afterwards; never throws, so tests can skip with a reason.
 */
export function ensureDecoders() {
  const missing = missingDecoders();
  if (missing.length === 0 || !isDebianLike() || process.getuid?.() !== 0) return missing;
  const packages = packagesOf(missing);
  console.error(`[decoders] ${missing.join(', ')} not found; installing ${packages} with apt-get`);
  try {
    // apt's output goes to stderr: stdout carries only the paths, for callers that capture it.
    execSync(`apt-get update && apt-get install -y ${packages}`, {
      stdio: ['ignore', 2, 2],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch (error) {
    console.error(
      `[decoders] apt-get failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return missingDecoders();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--needed')) process.exit(missingDecoders().length > 0 ? 0 : 1);
  if (process.argv.includes('--packages')) {
    console.log(packagesOf(missingDecoders()));
    process.exit(0);
  }
  const missing = ensureDecoders();
  for (const tool of Object.keys(DECODER_PACKAGES))
    console.log(`${tool}: ${locateTool(tool) ?? 'missing'}`);
  if (missing.length > 0) {
    console.error(
      `Missing decoders: ${missing.join(', ')}; install ${packagesOf(missing)} (apt-get).`,
    );
    process.exit(1);
  }
}
