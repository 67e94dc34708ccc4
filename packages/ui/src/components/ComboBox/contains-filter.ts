// Printable ASCII needs no accent folding; anything else (tabs included) takes the full path.
const nonAscii = /[^\x20-\x7e]/;
const combiningMarks = /\p{M}/gu;

/** Lower case without accents ("Società" -> "societa"); ASCII text skips the costly normalize. */
function fold(text: string): string {
  return (
    nonAscii.test(text) ? text.normalize('NFD').replace(combiningMarks, '') : text
  ).toLowerCase();
}

/**
 * Whether `text` contains `typed`, ignoring case and accents: what react-aria's default filter
 * (a collator with base sensitivity) matches for Latin text, but with one native `includes`
 * per option instead of a collator comparison at every offset: over 10,000 customer names,
 * about 3 ms per keystroke instead of about 30 (V8, 2 cores; see `pnpm bench dropdowns`).
 */
export function containsIgnoringCase(text: string, typed: string): boolean {
  return typed === '' || fold(text).includes(fold(typed));
}
