import type { ScanVerdict } from '@veritag/domain';

// One stroke path per verdict: a tick, an exclamation, a cross, a magnifier. Drawn inline, because an icon
// library or a request per icon would cost a phone more than these few bytes.
const paths: Record<ScanVerdict, string> = {
  genuine: 'M7 12.5l3.5 3.5L17 9',
  alreadyVerified: 'M12 7v6M12 16.5v.5',
  notGenuine: 'M8.5 8.5l7 7M15.5 8.5l-7 7',
  limitReached: 'M8.5 8.5l7 7M15.5 8.5l-7 7',
  // A magnifier's handle and lens: being looked into.
  underReview: 'M10.5 8a2.5 2.5 0 1 0 .01 0M12.3 12.3l3.2 3.2',
};

/** The verdict's mark; decoration, since the heading beside it says the verdict in words. */
export function VerdictIcon({ verdict, className }: { verdict: ScanVerdict; className: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-slot="verdict-icon"
    >
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d={paths[verdict]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.25"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
