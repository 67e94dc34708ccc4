import type {
  CustomerPreviewDraft,
  CustomerScanPreview,
  ProductPreviewDraft,
  ProductScanPreview,
  ScanPageView,
} from '@veritag/domain';
import type { Db } from '../../db/database';
import { notFound } from '../../http/problem';
import type { Scope } from '../../platform/access';
import { customerRefs, scanPageCustomer, type ScanPageCustomerSource } from '../customers';
import { productRefs, publishedProduct, type PublishedProduct } from '../products';
import { customerIn, productIn } from './brand-texts';

/** The code a preview's page shows: plainly not one that was printed. */
export const previewCode = 'PREVIEW';

/** A form's text as the page shows it: a blank one is none, as a save would store it. */
const shownText = (draft: string | undefined, saved: string | undefined) =>
  draft === undefined ? saved : draft.trim() ? draft : undefined;

/** The saved product with the product form's unsaved texts laid over it (decision 0473). */
function productWith(product: PublishedProduct, draft: ProductPreviewDraft = {}): PublishedProduct {
  const { page } = product;
  const texts = page.customTexts;
  return {
    ...product,
    limitMessage: shownText(draft.msgAfterScanExceded, product.limitMessage),
    // As on a save: given, it replaces the saved texts in other languages whole.
    messagesByLanguage: draft.messagesByLanguage ?? product.messagesByLanguage,
    page: {
      ...page,
      authenticationMsg: shownText(draft.authenticationMsg, page.authenticationMsg),
      customTexts: {
        postScan: shownText(draft.customTextPostScan, texts.postScan),
        onIdentification: shownText(draft.customTextOnIdentification, texts.onIdentification),
        forRegistration: shownText(draft.customTextForRegistration, texts.forRegistration),
        onLastPage: shownText(draft.customTextOnLastPage, texts.onLastPage),
      },
    },
  };
}

/** The saved customer with the customer form's unsaved texts laid over it (decision 0473). */
function customerWith(
  customer: ScanPageCustomerSource,
  draft: CustomerPreviewDraft = {},
): ScanPageCustomerSource {
  return {
    page: {
      ...customer.page,
      messageOnScan: shownText(draft.messageOnScan, customer.page.messageOnScan),
      textForMicrosite: shownText(draft.textForMicrosite, customer.page.textForMicrosite),
    },
    messagesByLanguage: draft.messagesByLanguage ?? customer.messagesByLanguage,
  };
}

/**
 * The scan page a shopper would see of a saved record, with a form's unsaved texts (decision
 * 0473): read from the records as the scan reads them (publishedProduct, scanPageCustomer) and
 * put in the page's language by the scan's own brand-texts, with a genuine first scan's
 * verdict. Reads only: no scan is stored, no budget or counter spent. A record out of the
 * caller's scope is a 404, as its own calls answer.
 */
export function scanPreviews(db: Db, fileUrl: (fileId: string) => string, clock: () => Date) {
  const genuine = (
    languages: readonly string[],
    product?: PublishedProduct,
    customer?: ScanPageCustomerSource,
  ): ScanPageView => {
    const view: ScanPageView = {
      code: previewCode,
      verdict: 'genuine',
      history: { sessions: 1, firstAt: clock().toISOString() },
    };
    if (product) view.product = productIn(product, languages).page;
    if (customer) view.customer = customerIn(customer, languages);
    return view;
  };
  const product = async (scope: Scope, id: number) => {
    await productRefs.find(db, scope, id);
    const found = await publishedProduct(db, id, fileUrl);
    if (!found) throw notFound('Product');
    return found;
  };
  const customer = async (id: number) => {
    const found = await scanPageCustomer(db, id, fileUrl);
    if (!found) throw notFound('Customer');
    return found;
  };

  return {
    /** The product's page with its customer's saved texts. */
    async product(scope: Scope, { productId, lang, draft }: ProductScanPreview) {
      const shown = productWith(await product(scope, productId), draft);
      return genuine([lang], shown, await customer(shown.customerId));
    },

    /**
     * The customer's page with one of its products (saved texts), or none. `partner` is asked
     * of a business partner, whose calls need more than the customers' (customers.routes.ts).
     */
    async customer(
      scope: Scope,
      { customerId, productId, lang, draft }: CustomerScanPreview,
      partner: () => void,
    ) {
      const ref = await customerRefs.find(db, scope, customerId);
      if (ref.companyType === 'Business Partner') partner();
      const shown = customerWith(await customer(customerId), draft);
      if (productId === undefined) return genuine([lang], undefined, shown);
      const chosen = await product(scope, productId);
      // Another customer's product is not this customer's page: not found here.
      if (chosen.customerId !== customerId) throw notFound('Product');
      return genuine([lang], chosen, shown);
    },
  };
}
export type ScanPreviews = ReturnType<typeof scanPreviews>;
