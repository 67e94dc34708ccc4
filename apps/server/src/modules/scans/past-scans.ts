import type { ScanPageView } from '@veritag/domain';
import { scansService, type ScanDevice, type ScansServiceOptions } from './scans.service';

/** A scan as it happened: which code, from which device, when, and where when the person shared it. */
export interface PastScan {
  raw: string;
  device: ScanDevice;
  at: Date;
  place?: { lat: number; lng: number };
}

/**
 * Replays scans at the times they happened, through the very scan path a phone takes (verdict,
 * sessions, limits, rules, shared place): the demo seed builds its scan history with it, so the
 * dashboards open on figures the platform itself decided. Only the clock differs, and it is
 * this replayer's own: the live service's clock is untouched.
 */
export function pastScans(options: ScansServiceOptions) {
  let now = new Date(0);
  const replay = scansService({ ...options, clock: () => now });
  return async (scan: PastScan): Promise<ScanPageView> => {
    now = scan.at;
    const view = await replay.scan({ raw: scan.raw, device: replay.deviceOf(scan.device) });
    if (scan.place && view.scanId !== undefined) await replay.locate(options.tokens.action(view.scanId), scan.place);
    return view;
  };
}
export type PastScans = ReturnType<typeof pastScans>;
