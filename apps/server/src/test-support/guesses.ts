import { randomBytes } from 'node:crypto';
import { checkCharacterOf, codeAlphabets } from '@veritag/domain';
import { visit } from './public-pages';
import type { TestApp } from './test-app';

/** A code a guesser makes up: 12 alphanumeric characters with a right check character, never issued (1 in 10^16 that it is). */
export function madeUpCode(): string {
  const alphabet = codeAlphabets.Alphanumeric;
  const payload = [...randomBytes(11)].map((byte) => alphabet[byte % 32]).join('');
  return payload + checkCharacterOf(payload, 'Alphanumeric');
}

/**
 * A GET from a client at `address`, as the app sees it behind a proxy (the app must be built
 * with `trustProxy: true`): no cookie unless given, JSON unless `accept` says otherwise.
 */
export function fromAddress(
  t: Pick<TestApp, 'app'>,
  address: string,
  url: string,
  headers: Record<string, string> = {},
) {
  return visit(t, url, {
    headers: { 'x-forwarded-for': address, accept: 'application/json', ...headers },
  });
}

/** Guesses at `/v/` from `address` until one is refused (429) or `most` were answered; how many were answered. */
export async function guessUntilRefused(
  t: TestApp,
  address: string,
  most = 1_000,
): Promise<{
  answered: number;
  refusal?: { status: number; retryAfter: string | undefined; title: string };
}> {
  for (let answered = 0; answered < most; answered++) {
    const reply = await fromAddress(t, address, `/v/${madeUpCode()}`);
    if (reply.statusCode === 429)
      return {
        answered,
        refusal: {
          status: 429,
          retryAfter: reply.headers['retry-after'] as string | undefined,
          title: reply.json().title,
        },
      };
    if (reply.statusCode !== 200 || reply.json().verdict !== 'notGenuine')
      throw new Error(`A guess was answered ${reply.statusCode}: ${reply.body.slice(0, 200)}`);
  }
  return { answered: most };
}
