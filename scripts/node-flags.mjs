/**
 * V8 flags every platform process runs with (`pnpm start`, `pnpm worker`, and the benchmarks'
 * children that stand for them). A young generation of at most 8 MB a semi-space instead of
 * V8's 16: the platform streams (reports, print files, imports) and allocates many short-lived
 * rows, and the larger young generation only held more garbage between scavenges. Measured on
 * the 1,000,000-row XLSX of `pnpm bench reports`: peak RSS 149 MB at 16 MB, 130 MB at 8 MB, with
 * the same CPU time (6.1 s, 5.9 s); 4 MB saved more memory but cost about 5% of the time.
 */
export const platformNodeFlags = ['--max-semi-space-size=8'];
