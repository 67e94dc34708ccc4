import type { ScanPageView } from '@veritag/domain';
import { PageLayout } from '../../layout/PageLayout/PageLayout';
import {
  CustomerContent,
  CustomerMessage,
  LastPageContent,
} from '../../parts/CustomerContent/CustomerContent';
import { RegisterSection, ReportSection } from '../../parts/forms/PersonSections';
import { LocationShare } from '../../parts/LocationShare/LocationShare';
import { ProductDetails } from '../../parts/ProductDetails/ProductDetails';
import { Verdict } from '../../parts/Verdict/Verdict';
import type { ScanPageActions } from '../../views/scan-pages.view';

export interface ScanPageProps {
  view: ScanPageView;
  actions: ScanPageActions;
}

/**
 * The page a printed code opens: the verdict first, then what the customer and the product
 * chose to say, in the order a person reads on a phone. A not-genuine verdict asks for a
 * report; a verdict that vouches for the product offers registration when the product
 * captures user data. Whatever the server left out is not on the page at all.
 */
export function ScanPage({ view, actions }: ScanPageProps) {
  const { product, customer, verdict } = view;
  const vouched = verdict === 'genuine' || verdict === 'alreadyVerified';
  return (
    <PageLayout code={view.code} customer={customer}>
      <Verdict view={view} />
      <CustomerMessage customer={customer} />
      {verdict === 'notGenuine' && (
        <ReportSection
          action={actions.report}
          reviewer={view.reason === 'unknown' || view.reason === 'malformed' ? 'platform' : 'brand'}
        />
      )}
      {product && <ProductDetails product={product} customer={customer} />}
      {vouched && product?.captureUserData && actions.register && (
        <RegisterSection action={actions.register} product={product} />
      )}
      <LocationShare action={actions.location} />
      <CustomerContent customer={customer} />
      <LastPageContent product={product} />
    </PageLayout>
  );
}
