/**
 * `pnpm bench labels`: the label engine against @pdfme/generator on the same design (a
 * 60 x 40 mm artwork with a QR code of the code's address, the code and a fixed text).
 * Ours renders 10,000 labels (best of three runs; the highest peak), pdfme 1,000 (it takes
 * over a minute for those); each side runs in its own child process (bench/support/labels-run.ts) so their peak memory does not mix.
 * Then a 100,000-label file is streamed to disk, and a 100,000-label token batch runs through
 * the platform's job (bench/support/labels-job-run.ts; LABELS_BIG=0 skips both), and 50 pages picked
 * at random from our 10,000-label file are read back with zbarimg: each must carry exactly
 * its code's address.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { urlOf } from '../apps/server/src/modules/labels/test-support/label-fixtures';
import { decodePdf } from '../apps/server/src/test-support/decode-symbols';
import { reportResults, type Target } from './support/results';

const oursCount = Number(process.env.LABELS_COUNT ?? 10_000);
const pdfmeCount = Number(process.env.LABELS_PDFME_COUNT ?? 1_000);
const bigCount = process.env.LABELS_BIG === '0' ? 0 : 100_000;
const sampled = 50;

interface Run {
  labels: number;
  seconds: number;
  bytes: number;
  peakMb: number;
}

const work = mkdtempSync(path.join(tmpdir(), 'bench-labels-'));
const runSide = (
  side: 'ours' | 'pdfme',
  count: number,
  name: string,
): Run & { pdf: string; codes: string } => {
  const pdf = path.join(work, `${name}.pdf`);
  const codes = path.join(work, `${name}.json`);
  const runner = path.resolve(import.meta.dirname, 'support', 'labels-run.ts');
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', runner, side, String(count), pdf, codes],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  const run = JSON.parse(output.trim().split('\n').at(-1)!) as Run;
  console.log(
    `${name}: ${run.labels} labels in ${run.seconds.toFixed(2)} s (${(run.labels / run.seconds).toFixed(0)}/s), ${(run.bytes / run.labels).toFixed(0)} bytes a label, peak ${run.peakMb.toFixed(0)} MB`,
  );
  return { ...run, pdf, codes };
};

try {
  // Best of three for the short run: the machine is shared and a 2-second run feels every stall.
  const oursRuns = [1, 2, 3].map((run) => runSide('ours', oursCount, `ours-${run}`));
  const ours = {
    ...oursRuns.reduce((best, run) => (run.seconds < best.seconds ? run : best)),
    peakMb: Math.max(...oursRuns.map((run) => run.peakMb)),
  };
  const pdfme = runSide('pdfme', pdfmeCount, 'pdfme');
  const figures: Record<string, number> = {
    ours_labels_per_second: ours.labels / ours.seconds,
    pdfme_labels_per_second: pdfme.labels / pdfme.seconds,
    speed_ratio: ours.labels / ours.seconds / (pdfme.labels / pdfme.seconds),
    ours_peak_mb: ours.peakMb,
    pdfme_peak_mb: pdfme.peakMb,
    ours_bytes_per_label: ours.bytes / ours.labels,
    pdfme_bytes_per_label: pdfme.bytes / pdfme.labels,
    bytes_ratio: ours.bytes / ours.labels / (pdfme.bytes / pdfme.labels),
  };
  const targets: Record<string, Target> = {
    speed_ratio: ['>=', 100],
    ours_peak_mb: ['<=', 300],
    bytes_ratio: ['<=', 0.25],
    decodedExact: ['>=', sampled],
  };
  if (bigCount > 0) {
    const big = runSide('ours', bigCount, 'ours-100k');
    rmSync(big.pdf);
    figures.big_labels_per_second = big.labels / big.seconds;
    figures.big_peak_mb = big.peakMb;
    targets.big_peak_mb = ['<=', 300];
    // The same 100,000 labels as a token batch through the platform: codes, files, manifest.
    const jobRunner = path.resolve(import.meta.dirname, 'support', 'labels-job-run.ts');
    const jobOutput = execFileSync(
      process.execPath,
      ['--import', 'tsx', jobRunner, String(bigCount)],
      { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
    );
    const job = JSON.parse(jobOutput.trim().split('\n').at(-1)!) as {
      labels: number;
      seconds: number;
      peakMb: number;
      baselineMb: number;
      pdfMb: number;
      database: string;
    };
    console.log(
      `job of ${job.labels} labels on ${job.database}: ${job.seconds.toFixed(1)} s (${(job.labels / job.seconds).toFixed(0)}/s), peak RSS ${job.peakMb.toFixed(0)} MB (before it ${job.baselineMb.toFixed(0)} MB), PDF ${job.pdfMb.toFixed(1)} MB`,
    );
    figures[`job_${job.database}_labels_per_second`] = job.labels / job.seconds;
    figures[`job_${job.database}_peak_mb`] = job.peakMb;
    figures[`job_${job.database}_rss_before_mb`] = job.baselineMb;
  }
  const codes = JSON.parse(readFileSync(ours.codes, 'utf8')) as string[];
  const pages = new Set<number>();
  while (pages.size < Math.min(sampled, codes.length))
    pages.add(1 + Math.floor(Math.random() * codes.length));
  const decoded = await decodePdf(readFileSync(ours.pdf), { pages: [...pages], dpi: 200 });
  // A page counts when it carries exactly one symbol, its own code's address.
  figures.decodedExact = decoded.filter(
    ({ page, symbols }) => symbols.length === 1 && symbols[0]!.data === urlOf(codes[page - 1]!),
  ).length;
  const met = reportResults('labels', figures, targets);
  process.exitCode = met ? 0 : 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
