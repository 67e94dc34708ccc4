/** A scan session's start as evidence: the device that began it, its client's network, when. */
export interface SessionStart {
  device: string;
  network: string | null;
  at: Date;
}

/** What a code's scan sessions prove about how many people scanned it (decision 0342). */
export interface ScanEvidence {
  sessions: number;
  /** Distinct scanners as the platform can tell them apart: sessions linked by a device or a network are one. */
  people: number;
  networks: number;
  firstAt: Date;
  lastAt: Date;
}

/**
 * How many people a code's sessions stand for. A client can mint devices (drop its cookie) and
 * can change its address within its network, but not both at once from one place: sessions
 * that share a device or a network are grouped as one person (the groups are the connected
 * components of sessions linked by either). So one client, however many devices it makes up,
 * is one person; a phone that scanned at home and on the road is one person too. Only
 * different devices on different networks add people, which is what the scan limit and the
 * auto-blacklist decide on. A session without a network (scans kept from before networks were
 * recorded) is linked by its device only.
 */
export function scanEvidence(starts: readonly SessionStart[]): ScanEvidence | undefined {
  if (starts.length === 0) return undefined;
  const parent = starts.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  const firstBy = new Map<string, number>();
  const link = (label: string, i: number) => {
    const seen = firstBy.get(label);
    if (seen === undefined) firstBy.set(label, i);
    else parent[root(i)] = root(seen);
  };
  starts.forEach((start, i) => {
    link(`d:${start.device}`, i);
    if (start.network) link(`n:${start.network}`, i);
  });
  const people = new Set(starts.map((_, i) => root(i))).size;
  const networks = new Set(starts.flatMap((start) => (start.network ? [start.network] : []))).size;
  const times = starts.map((start) => start.at.getTime());
  return {
    sessions: starts.length,
    people,
    networks,
    firstAt: new Date(Math.min(...times)),
    lastAt: new Date(Math.max(...times)),
  };
}
