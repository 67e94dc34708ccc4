import { colorNames } from './color-names.constants';

/**
 * A colour name or hex as typed, as #rrggbb (spec 002 section 4). Case and spaces are
 * ignored ("Dark Blue" is darkblue); #rgb is widened. Undefined when it is neither.
 */
export function colorToHex(input: string): string | undefined {
  const text = input.trim().toLowerCase().replace(/\s+/g, '');
  const short = /^#?([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  const long = /^#?([0-9a-f]{6})$/.exec(text);
  if (long) return `#${long[1]}`;
  return colorNames.get(text);
}
