/**
 * The generic detail page (/view, spec 000 section 2.10 and 002 section 2): each property
 * is a label and a value, and a dotted name reads a nested value.
 */
export function valueAtPath(record: unknown, path: string): unknown {
  let value: unknown = record;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The static QR's PNG download is named after the record id. */
export const qrDownloadName = (id: number | string): string => `${id}.png`;
