import { datePartsOf, monthNames, type DateZone } from '../dates/date-format.rules';
import type { BlacklistEvidence } from './blacklist.schema';

const counted = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * Two days as a reader says them, the shared month and year said once: "5 Nov 2026",
 * "2–5 Nov 2026", "30 Oct – 2 Nov 2026", "28 Dec 2026 – 2 Jan 2027".
 */
export function formatDayRange(from: Date, to: Date, zone: DateZone = 'local'): string {
  const a = datePartsOf(from, zone);
  const b = datePartsOf(to, zone);
  const month = (p: typeof a) => monthNames[p.month - 1];
  if (a.year !== b.year) return `${a.day} ${month(a)} ${a.year} – ${b.day} ${month(b)} ${b.year}`;
  if (a.month !== b.month) return `${a.day} ${month(a)} – ${b.day} ${month(b)} ${b.year}`;
  if (a.day !== b.day) return `${a.day}–${b.day} ${month(b)} ${b.year}`;
  return `${b.day} ${month(b)} ${b.year}`;
}

/**
 * What the platform saw, in words for the person reviewing it (decision 0354): "4 people on 3
 * networks, 7 sessions, 2–5 Nov 2026". People first: it is what tells copied labels (many
 * people) from a forger replaying one phone (many sessions, one person).
 */
export function describeBlacklistEvidence(
  evidence: BlacklistEvidence,
  zone: DateZone = 'local',
): string {
  const who = `${counted(evidence.people, 'person', 'people')} on ${counted(evidence.networks, 'network', 'networks')}`;
  const when = formatDayRange(new Date(evidence.firstAt), new Date(evidence.lastAt), zone);
  return `${who}, ${counted(evidence.sessions, 'session', 'sessions')}, ${when}`;
}
