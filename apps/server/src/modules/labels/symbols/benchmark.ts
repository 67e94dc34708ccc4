/**
 * How many QR symbols a second symbolOperators draws on one core (the label engine's hot path):
 *   pnpm exec tsx src/modules/labels/symbols/benchmark.ts   (from apps/server)
 * Not a test: timings on a shared 2-core machine are too noisy to assert.
 */
import { symbolOperators } from './index';

const count = 20_000;
const url = (index: number) => `https://veritag.example/v/ABCD${String(index).padStart(8, '0')}`;
for (let round = 1; round <= 3; round++) {
  const started = performance.now();
  let bytes = 0;
  for (let index = 0; index < count; index++) {
    bytes += symbolOperators({
      format: 'qrcode',
      value: url(index),
      width: 72,
      height: 72,
      color: '#000000',
    }).length;
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `round ${round}: ${Math.round(count / seconds)} QR symbols/s, ${Math.round(bytes / count)} bytes of operators each`,
  );
}
