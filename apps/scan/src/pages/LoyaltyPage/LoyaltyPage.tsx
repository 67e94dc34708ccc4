import { Card } from '@veritag/ui';
import { PageLayout } from '../../layout/PageLayout/PageLayout';
import { LastPageContent } from '../../parts/CustomerContent/CustomerContent';
import { RedeemSection } from '../../parts/forms/FollowUpSections';
import { Notice } from '../../parts/forms/ScanForm';
import { ScanTime } from '../../parts/Verdict/Verdict';
import type { LoyaltyPageView, PointsEntryKind } from '../../views/scan-pages.view';
import { pageTitle } from '../page-title.css';
import * as styles from './LoyaltyPage.css';

const kindWords: Record<PointsEntryKind, string> = {
  earned: 'Earned',
  redeemRequested: 'Redemption asked',
  redeemed: 'Redeemed',
  refused: 'Redemption refused',
};

const points = (count: number) => `${count} ${Math.abs(count) === 1 ? 'point' : 'points'}`;

/** A registered person's balance, its history and a redemption request; the flow's last page. */
export function LoyaltyPage({ view, action }: { view: LoyaltyPageView; action: string }) {
  return (
    <PageLayout code={view.code} customer={view.customer}>
      <h1 className={pageTitle}>Your points</h1>
      <Notice text={view.notice} />
      <p className={styles.balance} data-slot="balance">
        {points(view.balance)}
      </p>
      {view.history && view.history.length > 0 && (
        <Card title="History" data-slot="history">
          <ul className={styles.history}>
            {view.history.map((entry, index) => (
              <li key={`${entry.at} ${index}`} className={styles.entry}>
                <span>
                  {kindWords[entry.kind]}: {points(entry.points)}
                </span>
                <span className={styles.muted}>
                  <ScanTime iso={entry.at} />
                </span>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {(view.balance > 0 || view.problem) && <RedeemSection action={action} state={view} />}
      <LastPageContent product={view.product} />
    </PageLayout>
  );
}
