/**
 * A client's file name is kept only to show it back, so it is made harmless first: no NUL
 * or other control character (a NUL cuts strings short in C libraries and in PostgreSQL
 * text), no bidirectional override (it can show "gpj.exe" as "exe.jpg"), no path separator,
 * at most 255 characters.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const unsafeCharacters = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069/\\]/g;

export function sanitizeFileName(name: string): string {
  return Array.from(name.replace(unsafeCharacters, '').trim()).slice(0, 255).join('');
}
