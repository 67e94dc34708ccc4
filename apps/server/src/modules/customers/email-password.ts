import { textSeal } from '../../platform/sealed-text';

/**
 * A customer's 2FA mail password, sealed (platform/sealed-text.ts) under its own key, with the
 * customer's company as the associated data. It is opened only where mail is sent on the
 * customer's behalf, never to answer a call.
 */
export function emailPasswordSeal(secret: string) {
  const sealer = textSeal(secret, 'customerMailPassword');
  const aad = (companyId: number) => `company:${companyId}`;
  return {
    seal: (companyId: number, password: string): string => sealer.seal(aad(companyId), password),
    open: (companyId: number, sealed: string): string => sealer.open(aad(companyId), sealed),
  };
}
export type EmailPasswordSeal = ReturnType<typeof emailPasswordSeal>;
