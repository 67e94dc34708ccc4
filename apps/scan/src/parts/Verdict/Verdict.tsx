import type { ScanPageView } from '@veritag/domain';
import { placeMapUrl } from '../../content/format';
import {
  notGenuineSentence,
  underReviewSentences,
  verdictWords,
} from '../../content/verdict-words';
import { usePageI18n } from '../../i18n/page-i18n';
import * as styles from './Verdict.css';
import { VerdictIcon } from './VerdictIcon';

/** A time in UTC words, marked up so the client script can say it in the phone's own zone. */
export function ScanTime({ iso }: { iso: string }) {
  const { dateTime } = usePageI18n();
  return (
    <time dateTime={iso} data-local-time="">
      {dateTime(iso)}
    </time>
  );
}

/**
 * The verdict, first on the page and in a status region: the page's one h1 says it in words,
 * the tone (data-tone, from the theme's status colours) says it again in colour, and the lines
 * under it say why (how often and where before, or why not genuine).
 */
export function Verdict({ view }: { view: ScanPageView }) {
  const { t } = usePageI18n();
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
      <h1 className={styles.title}>{t(title)}</h1>
      <div className={styles.details}>
        <VerdictDetails view={view} />
      </div>
    </div>
  );
}

function VerdictDetails({ view }: { view: ScanPageView }) {
  const i18n = usePageI18n();
  const { t, rich } = i18n;
  const { history } = view;
  switch (view.verdict) {
    // The product's authenticationMsg is the comparison's question, beside what to compare (decision 0470).
    case 'genuine':
      return null;
    case 'alreadyVerified':
      return history ? (
        <>
          <p className={styles.line}>{t('history.scanned', { count: history.sessions })}</p>
          <p className={styles.line}>
            {rich('history.first', { time: <ScanTime iso={history.firstAt} /> })}
          </p>
          {history.previousAt && (
            <p className={styles.line}>
              {history.previousPlace
                ? rich('history.previousNear', {
                    time: <ScanTime iso={history.previousAt} />,
                    place: (
                      <a
                        className={styles.link}
                        href={placeMapUrl(history.previousPlace)}
                        rel="noopener noreferrer"
                      >
                        {i18n.place(history.previousPlace)}
                      </a>
                    ),
                  })
                : rich('history.previous', { time: <ScanTime iso={history.previousAt} /> })}
            </p>
          )}
        </>
      ) : null;
    case 'notGenuine': {
      const sentence = notGenuineSentence(view, i18n);
      return (
        <>
          {sentence && <p className={styles.line}>{sentence}</p>}
          {view.blacklist && (
            <p className={styles.line}>
              {rich('blacklist.since', { time: <ScanTime iso={view.blacklist.since} /> })}
            </p>
          )}
        </>
      );
    }
    case 'limitReached':
      // The product's own limit message is the brand's text, shown as written.
      return <p className={styles.line}>{view.limitMessage || t('limit.default')}</p>;
    case 'underReview':
      return (
        <>
          {underReviewSentences.map((key) => (
            <p key={key} className={styles.line}>
              {t(key)}
            </p>
          ))}
          {view.blacklist && (
            <p className={styles.line}>
              {rich('review.since', { time: <ScanTime iso={view.blacklist.since} /> })}
            </p>
          )}
        </>
      );
  }
}
