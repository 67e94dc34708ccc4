import type { DemoReview } from '../modules/code-blacklist';

/**
 * The demo's automatic blacklistings awaiting review (decision 0355), on units of the scanned run
 * still in stock at home (places 150 and 151, see demo-trail.ts), after the demo's scans: one
 * that looks like copied labels (many people on several networks), which a reviewer would
 * confirm, and one that looks forged (one phone replaying sessions), which they would lift.
 * The sessions behind them are told by the evidence only: the demo's scan history is the
 * scans module's, and stays as its dashboards count it.
 */
export const demoReviews: readonly DemoReview[] = [
  { place: 150, seen: { sessions: 7, people: 4, networks: 3, fromDaysAgo: 4, toDaysAgo: 1 } },
  { place: 151, seen: { sessions: 12, people: 1, networks: 1, fromDaysAgo: 2, toDaysAgo: 1 } },
];
