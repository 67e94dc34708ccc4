import { scanVerdicts } from '@veritag/domain';
import { verdictWords } from '../../content/verdict-words';
import { usePageI18n } from '../../i18n/page-i18n';
import type { MessageKey } from '../../i18n/messages/en';
import { PageLayout } from '../../layout/PageLayout/PageLayout';
import * as content from '../../parts/content.css';
import { pageTitle } from '../page-title.css';
import * as styles from './AboutPage.css';

/** What each verdict means, in plain words. */
const verdictMeanings = {
  genuine: 'about.genuine',
  alreadyVerified: 'about.alreadyVerified',
  notGenuine: 'about.notGenuine',
  limitReached: 'about.limitReached',
  underReview: 'about.underReview',
} as const satisfies Record<(typeof scanVerdicts)[number], MessageKey>;

const howChecked = ['about.unique', 'about.records', 'about.counted', 'about.reports'] as const;

/**
 * The platform's explainer (GET /scan/about, decision 0471), where the scan page's "Verified by
 * Veritag" mark leads: what each verdict means, how codes are checked, and what is done with a
 * shared place. The platform's words only, in the page's language; no brand, so no brand header.
 */
export function AboutPage() {
  const { t } = usePageI18n();
  return (
    <PageLayout code="">
      <h1 className={pageTitle}>{t('about.title')}</h1>
      <p className={content.prose}>{t('about.intro')}</p>
      <section className={styles.section} data-slot="verdicts">
        <h2 className={styles.heading}>{t('about.verdicts')}</h2>
        <dl className={styles.meanings}>
          {scanVerdicts.map((verdict) => (
            <div key={verdict} className={styles.meaning} data-verdict={verdict}>
              <dt className={styles.term}>{t(verdictWords[verdict].title)}</dt>
              <dd className={styles.description}>{t(verdictMeanings[verdict])}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={styles.section} data-slot="checks">
        <h2 className={styles.heading}>{t('about.how')}</h2>
        <ul className={styles.list}>
          {howChecked.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </section>
      <section className={styles.section} data-slot="place">
        <h2 className={styles.heading}>{t('about.place')}</h2>
        <p className={content.prose}>{t('about.placeText', { button: t('location.share') })}</p>
      </section>
    </PageLayout>
  );
}
