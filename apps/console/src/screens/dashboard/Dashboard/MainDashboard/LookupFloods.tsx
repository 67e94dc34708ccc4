import { formatListDateTime, type LookupFlood } from '@veritag/domain';
import { Badge, Card } from '@veritag/ui';
import type { Loaded } from '#app/app/use-load';
import * as styles from './MainDashboard.css';

const countFormat = new Intl.NumberFormat('en');

/** Whose codes were guessed at, in words. */
const scopeOf = (flood: LookupFlood) =>
  flood.scope === 'platform'
    ? 'Codes of any company (scan page)'
    : `Digital Links of ${flood.companyName ?? 'a company'}`;

/**
 * Floods of guessed codes of the last week (decision 0339): shown only when there were any, since a
 * quiet week needs no card. While one lasts, every guess costs more (docs/abuse.md); the card
 * says so, and that genuine scans are not affected.
 */
export function LookupFloods({ state }: { state: Loaded<LookupFlood[]> }) {
  if (state.status !== 'ready' || state.data.length === 0) return null;
  const ongoing = state.data.some((flood) => flood.active);
  return (
    <Card
      title="Floods of unknown codes"
      headingLevel={3}
      data-state={ongoing ? 'ongoing' : 'past'}
    >
      <p className={styles.muted}>
        {ongoing
          ? 'Someone is guessing codes. Until it stops, every unknown code costs each network more of its daily checks; scans of genuine codes are not affected.'
          : 'Guessing stopped; the limits are back to normal.'}
      </p>
      <ul aria-label="Floods of unknown codes" className={styles.topList}>
        {state.data.map((flood) => (
          <li key={`${flood.scope}-${flood.companyName}-${flood.startedAt}`}>
            <span className={styles.topName}>
              {`${scopeOf(flood)}: from ${formatListDateTime(new Date(flood.startedAt))} to ${formatListDateTime(new Date(flood.lastSeenAt))}`}
            </span>
            <span className={styles.topCount}>
              {`up to ${countFormat.format(flood.peakLookups)} unknown codes in 10 minutes `}
              <Badge tone={flood.active ? 'danger' : 'neutral'}>
                {flood.active ? 'Ongoing' : 'Over'}
              </Badge>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
