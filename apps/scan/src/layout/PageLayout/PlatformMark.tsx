import { aboutPath } from '../../content/about-path';
import { usePageI18n } from '../../i18n/page-i18n';
import * as styles from './PageLayout.css';

/**
 * "Verified by Veritag" (decision 0471): the platform's own element, in the page's foot, its
 * words from the catalogue, its link the platform's fixed explainer and its colours the theme's.
 * Nothing a brand sets (texts, images, links, the accent) reaches it, and brand texts are text
 * only, so a brand's content cannot draw or move it.
 */
export function PlatformMark() {
  const { t } = usePageI18n();
  return (
    <a className={styles.mark} href={aboutPath} data-slot="platform-mark">
      {/* A shield with a tick; decoration, since the link says it in words. */}
      <svg
        className={styles.markIcon}
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M12 3l7 3v5c0 4.5-3 8.2-7 10-4-1.8-7-5.5-7-10V6z" />
        <path d="M8.8 12.2l2.2 2.2 4.2-4.4" />
      </svg>
      {t('platform.mark')}
    </a>
  );
}
