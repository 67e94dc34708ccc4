import type { ScanPageView } from '@veritag/domain';
import type { PublicClients } from '../public-limits';
import { scansService, type ScansServiceOptions } from './scans.service';

/** A scan as it happened: which code, from which device and address, when, and where when the person shared it. */
export interface PastScan {
  raw: string;
  device: { id: string; address: string };
  at: Date;
  place?: { lat: number; lng: number };
}

/** History is not a visitor: its scans spend no one's budget today. */
const unlimited: ScansServiceOptions['lookups'] = {
  begin: async () => ({ known: async () => undefined, unknown: async () => undefined }),
  countsNewSession: async () => true,
};

/**
 * Replays scans at the times they happened, through the very scan path a phone takes (verdict,
 * sessions, evidence, rules, shared place): the demo seed builds its scan history with it, so
 * the dashboards open on figures the platform itself decided. Only the clock and the budget
 * differ, and they are this replayer's own: the live service is untouched.
 */
export function pastScans(options: ScansServiceOptions, clientOf: PublicClients) {
  let now = new Date(0);
  const replay = scansService({ ...options, clock: () => now, lookups: unlimited });
  return async (scan: PastScan): Promise<ScanPageView> => {
    now = scan.at;
    const view = await replay.scan({
      raw: scan.raw,
      device: scan.device.id,
      client: clientOf({ ip: scan.device.address, protocol: 'http' }),
    });
    if (scan.place && view.scanId !== undefined)
      await replay.locate(options.tokens.action(view.scanId), scan.place);
    return view;
  };
}
export type PastScans = ReturnType<typeof pastScans>;
