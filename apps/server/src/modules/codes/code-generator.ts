import { randomBytes } from 'node:crypto';
import { checkIndexOf, codeAlphabets, type CodeSettings } from '@veritag/domain';

/** Where random bytes come from: node:crypto, or a stub in tests that forces a collision. */
export type RandomSource = (size: number) => Uint8Array;
export const cryptoRandom: RandomSource = (size) => randomBytes(size);

/**
 * `count` codes of `settings`, each symbol drawn uniformly from a cryptographic source: a
 * byte is used only when below the largest multiple of the alphabet's size (rejection
 * sampling), so `byte % size` favours no symbol. With 32 symbols every byte is used; with 10,
 * 250 of 256. The last character is the check character.
 */
export function generateCodes(
  count: number,
  settings: CodeSettings,
  random: RandomSource = cryptoRandom,
): string[] {
  const alphabet = codeAlphabets[settings.type];
  const size = alphabet.length;
  const usable = 256 - (256 % size);
  const payloadLength = settings.length - 1;
  const indexes = new Uint8Array(payloadLength);
  const codes: string[] = new Array<string>(count);
  // A little more than needed on average; topped up when rejections use it up.
  let pool = random(Math.ceil((count * payloadLength * 256) / usable) + 16);
  let at = 0;
  for (let n = 0; n < count; n++) {
    let code = '';
    for (let i = 0; i < payloadLength; i++) {
      let byte: number;
      do {
        if (at >= pool.length) {
          pool = random(Math.max(64, (count - n) * payloadLength));
          at = 0;
        }
        byte = pool[at++]!;
      } while (byte >= usable);
      indexes[i] = byte % size;
      code += alphabet[indexes[i]!];
    }
    codes[n] = code + alphabet[checkIndexOf(indexes, size)];
  }
  return codes;
}
