import type { ScanPageView } from '@veritag/domain';
import { PageLayout } from '../../layout/PageLayout/PageLayout';
import {
  CustomerContent,
  CustomerMessage,
  LastPageContent,
} from '../../parts/CustomerContent/CustomerContent';
import { RegisterSection, ReportSection } from '../../parts/forms/PersonSections';
import { LocationShare } from '../../parts/LocationShare/LocationShare';
import { ProductComparison } from '../../parts/ProductComparison/ProductComparison';
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
 * captures user data. Whatever the server left out is not on the page at all. A verdict that
 * vouches for the product is followed at once by what to compare the pack with (decision 0470);
 * the product's colour is the page's accent, the verdict keeping the theme's own colours; the
 * platform's mark sits at the foot (decision 0471).
 */
export function ScanPage({ view, actions }: ScanPageProps) {
  const { product, customer, verdict } = view;
  const vouched = verdict === 'genuine' || verdict === 'alreadyVerified';
  const compared = vouched ? product : undefined;
  return (
    <PageLayout code={view.code} customer={customer} accent={product?.accent} mark>
      <Verdict view={view} />
      {compared && <ProductComparison product={compared} batch={view.batch} />}
      <CustomerMessage customer={customer} />
      {verdict === 'notGenuine' && (
        <ReportSection
          action={actions.report}
          reviewer={view.reason === 'unknown' || view.reason === 'malformed' ? 'platform' : 'brand'}
        />
      )}
      {product && (
        <ProductDetails product={product} customer={customer} compared={Boolean(compared)} />
      )}
      {vouched && product?.captureUserData && actions.register && (
        <RegisterSection action={actions.register} product={product} />
      )}
      <LocationShare action={actions.location} />
      <CustomerContent customer={customer} />
      <LastPageContent product={product} />
    </PageLayout>
  );
}
