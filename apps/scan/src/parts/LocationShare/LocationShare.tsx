import { Button } from '@veritag/ui';
import * as content from '../content.css';

/**
 * 'Share my location': hidden in the HTML and shown by the client script only where the
 * browser has geolocation, since it cannot work without both. The browser is asked only when
 * the person presses the button (their consent); the scan is stored without a place otherwise.
 */
export function LocationShare({ action }: { action: string }) {
  return (
    <section
      hidden
      aria-label="Share your location"
      className={content.stack}
      data-slot="location"
      data-location-action={action}
    >
      <p className={content.prose}>
        Sharing where you scanned this code helps the brand find counterfeits. It is asked only when
        you press.
      </p>
      <Button type="button" variant="secondary" data-share-location="">
        Share my location
      </Button>
      <p role="status" className={content.prose} data-location-status="" />
    </section>
  );
}
