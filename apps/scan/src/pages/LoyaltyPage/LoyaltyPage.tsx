import { Card } from '@veritag/ui';
import { usePageI18n } from '../../i18n/page-i18n';
import type { MessageKey } from '../../i18n/messages/en';
import { PageLayout } from '../../layout/PageLayout/PageLayout';
import { LastPageContent } from '../../parts/CustomerContent/CustomerContent';
import { RedeemSection } from '../../parts/forms/FollowUpSections';
import { Notice } from '../../parts/forms/ScanForm';
import { ScanTime } from '../../parts/Verdict/Verdict';
import type { LoyaltyPageView, PointsEntryKind } from '../../views/scan-pages.view';
import { pageTitle } from '../page-title.css';
import * as styles from './LoyaltyPage.css';

const kindWords: Record<PointsEntryKind, MessageKey> = {
  earned: 'points.earned',
  redeemRequested: 'points.redeemRequested',
  redeemed: 'points.redeemed',
  refused: 'points.refused',
};

/** A registered person's balance, its history and a redemption request; the flow's last page. */
export function LoyaltyPage({ view, action }: { view: LoyaltyPageView; action: string }) {
  const { t } = usePageI18n();
  const points = (count: number) => t('points.count', { count });
  return (
    <PageLayout code={view.code} customer={view.customer}>
      <h1 className={pageTitle}>{t('points.title')}</h1>
      <Notice notice={view.notice} />
      <p className={styles.balance} data-slot="balance">
        {points(view.balance)}
      </p>
      {view.history && view.history.length > 0 && (
        <Card title={t('points.history')} data-slot="history">
          <ul className={styles.history}>
            {view.history.map((entry, index) => (
              <li key={`${entry.at} ${index}`} className={styles.entry}>
                <span>
                  {t('points.entry', {
                    kind: t(kindWords[entry.kind]),
                    points: points(entry.points),
                  })}
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
