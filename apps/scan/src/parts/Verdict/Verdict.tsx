import type { ScanPageView } from '@veritag/domain';
import { formatPlace, formatScanTime, placeMapUrl } from '../../content/format';
import {
  defaultLimitMessage,
  notGenuineSentence,
  underReviewSentences,
  verdictWords,
} from '../../content/verdict-words';
import * as styles from './Verdict.css';
import { VerdictIcon } from './VerdictIcon';

/** A time in UTC words, marked up so the client script can say it in the phone's own zone. */
export function ScanTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} data-local-time="">
      {formatScanTime(iso)}
    </time>
  );
}

/**
 * The verdict, first on the page and in a status region: the page's one h1 says it in words,
 * the tone (data-tone, from the theme's status colours) says it again in colour, and the lines
 * under it say why (how often and where before, or why not genuine).
 */
export function Verdict({ view }: { view: ScanPageView }) {
  const { title, tone } = verdictWords[view.verdict];
  return (
    <div
      role="status"
      className={`${styles.root} ${styles.tone[tone]}`}
      data-slot="verdict"
      data-verdict={view.verdict}
      data-tone={tone}
    >
      <VerdictIcon verdict={view.verdict} className={styles.icon} />
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.details}>
        <VerdictDetails view={view} />
      </div>
    </div>
  );
}

function VerdictDetails({ view }: { view: ScanPageView }) {
  const { history } = view;
  switch (view.verdict) {
    case 'genuine':
      return view.product?.authenticationMsg ? (
        <p className={styles.line}>{view.product.authenticationMsg}</p>
      ) : null;
    case 'alreadyVerified':
      return history ? (
        <>
          <p className={styles.line}>
            Scanned {history.sessions === 1 ? 'once' : `${history.sessions} times`}
          </p>
          <p className={styles.line}>
            First verified <ScanTime iso={history.firstAt} />
          </p>
          {history.previousAt && (
            <p className={styles.line}>
              Last verified before this <ScanTime iso={history.previousAt} />
              {history.previousPlace && (
                <>
                  {' '}
                  near{' '}
                  <a
                    className={styles.link}
                    href={placeMapUrl(history.previousPlace)}
                    rel="noopener noreferrer"
                  >
                    {formatPlace(history.previousPlace)}
                  </a>
                </>
              )}
            </p>
          )}
          {view.product?.authenticationMsg && (
            <p className={styles.line}>{view.product.authenticationMsg}</p>
          )}
        </>
      ) : null;
    case 'notGenuine': {
      const sentence = notGenuineSentence(view);
      return (
        <>
          {sentence && <p className={styles.line}>{sentence}</p>}
          {view.blacklist && (
            <p className={styles.line}>
              Since <ScanTime iso={view.blacklist.since} />
            </p>
          )}
        </>
      );
    }
    case 'limitReached':
      return <p className={styles.line}>{view.limitMessage || defaultLimitMessage}</p>;
    case 'underReview':
      return (
        <>
          {underReviewSentences.map((sentence) => (
            <p key={sentence} className={styles.line}>
              {sentence}
            </p>
          ))}
          {view.blacklist && (
            <p className={styles.line}>
              Under review since <ScanTime iso={view.blacklist.since} />
            </p>
          )}
        </>
      );
  }
}
