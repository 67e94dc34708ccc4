import { Button } from '@veritag/ui';
import { usePageI18n } from '../../i18n/page-i18n';
import * as content from '../content.css';

/**
 * 'Share my location': hidden in the HTML and shown by the client script only where the
 * browser has geolocation, since it cannot work without both. The browser is asked only when
 * the person presses the button (their consent); the scan is stored without a place otherwise.
 */
export function LocationShare({ action }: { action: string }) {
  const { t } = usePageI18n();
  return (
    <section
      hidden
      aria-label={t('location.label')}
      className={content.stack}
      data-slot="location"
      data-location-action={action}
      // What the script says while it shares, in the page's language (decision 0472).
      data-asking={t('location.asking')}
      data-shared={t('location.shared')}
      data-failed={t('location.failed')}
      data-not-shared={t('location.notShared')}
    >
      <p className={content.prose}>{t('location.why')}</p>
      <Button type="button" variant="secondary" data-share-location="">
        {t('location.share')}
      </Button>
      <p role="status" className={content.prose} data-location-status="" />
    </section>
  );
}
