import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../../http/problem';

/** Per hour: codes one scan's page may ask for, and codes one mobile may receive from one company. */
export const codeSendLimits = { perScan: 3, perMobile: 5 } as const;
const windowSeconds = 60 * 60;

/**
 * Each registration form sends an SMS, and the form needs no sign-in: without a limit, one
 * page could send codes to any number, any number of times. Counted in this process (the
 * scan pages' requests carry no account to share a budget with across processes, and a
 * restart forgetting the counts costs at most one more hour's budget).
 */
export function codeSendLimiter() {
  const perScan = new RateLimiterMemory({ keyPrefix: 'code-scan', points: codeSendLimits.perScan, duration: windowSeconds });
  const perMobile = new RateLimiterMemory({ keyPrefix: 'code-mobile', points: codeSendLimits.perMobile, duration: windowSeconds });
  return {
    /** Takes one send from both budgets, or throws 429 with when to try again. */
    async take(scanId: number, companyId: number, mobile: string): Promise<void> {
      try {
        await perScan.consume(String(scanId));
        await perMobile.consume(`${companyId}:${mobile}`);
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) throw tooManyRequests(Math.ceil(refusal.msBeforeNext / 1000));
        throw refusal;
      }
    },
  };
}
