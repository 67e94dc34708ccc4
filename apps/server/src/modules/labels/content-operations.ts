/**
 * A PDF content stream read as operations (PDF 32000 7.8.2): each operator with its operands.
 * Only what artwork-text.ts asks is kept exact: names, strings as their bytes, and arrays of
 * those; numbers and keywords are kept as text, dictionaries as arrays. An inline image's data
 * (`BI ... ID <bytes> EI`) is skipped, not read as operators. Not pdf-lib's `parseContentStream`:
 * it never returns on a stray `)` or `}` (2.11.1), and these streams come from customers' uploads;
 * here every byte moves the reader on.
 */
export type Operand = string | OperandName | Uint8Array | Operand[];

export class OperandName {
  constructor(readonly name: string) {}
}

export interface Operation {
  operator: string;
  operands: Operand[];
}

const isWhite = (byte: number) =>
  byte === 0x20 ||
  byte === 0x0a ||
  byte === 0x0d ||
  byte === 0x09 ||
  byte === 0x0c ||
  byte === 0x00;
const isDelimiter = (byte: number) => '()<>[]{}/%'.includes(String.fromCharCode(byte));
const isRegular = (byte: number) => !isWhite(byte) && !isDelimiter(byte);
const isNumber = (token: string) => /^[+-]?(\d+\.?\d*|\.\d+)$/.test(token);

/** Calls `each` with every operation in order; false when the stream ended inside an array or dictionary (it was not read whole). */
export function readOperations(bytes: Uint8Array, each: (operation: Operation) => void): boolean {
  let at = 0;
  // Arrays (and dictionaries) being read; the outermost holds the operands so far.
  const open: Operand[][] = [[]];
  const push = (operand: Operand) => open[open.length - 1]!.push(operand);

  const regularToken = () => {
    const start = at;
    while (at < bytes.length && isRegular(bytes[at]!)) at++;
    return Buffer.from(bytes.subarray(start, at)).toString('latin1');
  };

  while (at < bytes.length) {
    const byte = bytes[at]!;
    if (isWhite(byte)) {
      at++;
    } else if (byte === 0x25 /* % */) {
      while (at < bytes.length && bytes[at] !== 0x0a && bytes[at] !== 0x0d) at++;
    } else if (byte === 0x28 /* ( */) {
      const [string, end] = literalString(bytes, at);
      push(string);
      at = end;
    } else if (byte === 0x3c /* < */ && bytes[at + 1] === 0x3c) {
      open.push([]);
      at += 2;
    } else if (byte === 0x3e /* > */ && bytes[at + 1] === 0x3e) {
      closeArray(open);
      at += 2;
    } else if (byte === 0x3c) {
      const end = bytes.indexOf(0x3e, at);
      const stop = end < 0 ? bytes.length : end;
      push(hexString(bytes.subarray(at + 1, stop)));
      at = stop + 1;
    } else if (byte === 0x5b /* [ */) {
      open.push([]);
      at++;
    } else if (byte === 0x5d /* ] */) {
      closeArray(open);
      at++;
    } else if (byte === 0x2f /* / */) {
      at++;
      push(
        new OperandName(
          regularToken().replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
            String.fromCharCode(Number.parseInt(hex, 16)),
          ),
        ),
      );
    } else if (!isRegular(byte)) {
      at++; // ')', '>', '{', '}' out of place: nothing to read
    } else {
      const token = regularToken();
      if (
        isNumber(token) ||
        token === 'true' ||
        token === 'false' ||
        token === 'null' ||
        open.length > 1
      ) {
        push(token);
        continue;
      }
      if (token === 'ID') at = endOfInlineImage(bytes, at);
      const operands = open[0]!;
      open[0] = [];
      each({ operator: token, operands });
    }
  }
  return open.length === 1;
}

function closeArray(open: Operand[][]) {
  if (open.length < 2) return;
  const array = open.pop()!;
  open[open.length - 1]!.push(array);
}

/** A `( ... )` string from `start`: its bytes, and where it ends. */
function literalString(bytes: Uint8Array, start: number): [Uint8Array, number] {
  const out: number[] = [];
  let depth = 1;
  let at = start + 1;
  while (at < bytes.length) {
    const byte = bytes[at++]!;
    if (byte === 0x5c /* \ */) {
      const next = bytes[at++];
      if (next === undefined) break;
      const escaped = { 0x6e: 0x0a, 0x72: 0x0d, 0x74: 0x09, 0x62: 0x08, 0x66: 0x0c } as Record<
        number,
        number
      >;
      if (next >= 0x30 && next <= 0x37) {
        let value = next - 0x30;
        for (let digits = 1; digits < 3 && bytes[at]! >= 0x30 && bytes[at]! <= 0x37; digits++)
          value = value * 8 + (bytes[at++]! - 0x30);
        out.push(value & 0xff);
      } else if (next === 0x0d) {
        if (bytes[at] === 0x0a) at++; // a line continuation
      } else if (next !== 0x0a) {
        out.push(escaped[next] ?? next);
      }
      continue;
    }
    if (byte === 0x28) depth++;
    if (byte === 0x29 && --depth === 0) break;
    out.push(byte);
  }
  return [Uint8Array.from(out), at];
}

function hexString(digits: Uint8Array): Uint8Array {
  const hex = Buffer.from(digits)
    .toString('latin1')
    .replace(/[^0-9A-Fa-f]/g, '');
  const padded = hex.length % 2 === 1 ? `${hex}0` : hex;
  return Uint8Array.from(padded.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
}

/** After `ID`: one white byte, the image's data, then `EI` between white bytes (or at the end). */
function endOfInlineImage(bytes: Uint8Array, at: number): number {
  for (let index = at + 1; index < bytes.length - 1; index++) {
    if (
      bytes[index] === 0x45 &&
      bytes[index + 1] === 0x49 &&
      isWhite(bytes[index - 1]!) &&
      (index + 2 >= bytes.length || isWhite(bytes[index + 2]!) || isDelimiter(bytes[index + 2]!))
    ) {
      return index + 2;
    }
  }
  return bytes.length;
}
