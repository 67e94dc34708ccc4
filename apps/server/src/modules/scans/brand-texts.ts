import { brandMessage, type ScanPageCustomer, type ScanPageProduct } from '@veritag/domain';
import type { ScanPageCustomerSource } from '../customers';
import type { PublishedProduct } from '../products';

/**
 * Decision 0469: a text the page shows is the brand's text in the first of the shopper's
 * `languages` the brand gave, else its default. Only a shown text is replaced: a text the
 * product's switches hide (or that has no default) stays out in every language.
 */
const shown = (
  text: string | undefined,
  perLanguage: Parameters<typeof brandMessage>[1],
  languages: readonly string[],
) => (text === undefined ? undefined : brandMessage(text, perLanguage, languages));

/** The product's page and limit message in the shopper's languages. */
export function productIn(
  product: PublishedProduct,
  languages: readonly string[],
): { page: ScanPageProduct; limitMessage?: string } {
  const messages = product.messagesByLanguage;
  const { page } = product;
  const texts = page.customTexts;
  return {
    page: {
      ...page,
      authenticationMsg: shown(page.authenticationMsg, messages.authenticationMsg, languages),
      customTexts: {
        postScan: shown(texts.postScan, messages.customTextPostScan, languages),
        onIdentification: shown(
          texts.onIdentification,
          messages.customTextOnIdentification,
          languages,
        ),
        forRegistration: shown(
          texts.forRegistration,
          messages.customTextForRegistration,
          languages,
        ),
        onLastPage: shown(texts.onLastPage, messages.customTextOnLastPage, languages),
      },
    },
    limitMessage: shown(product.limitMessage, messages.msgAfterScanExceded, languages),
  };
}

/** The customer's page part in the shopper's languages. */
export function customerIn(
  customer: ScanPageCustomerSource,
  languages: readonly string[],
): ScanPageCustomer {
  const { page, messagesByLanguage: messages } = customer;
  return {
    ...page,
    messageOnScan: shown(page.messageOnScan, messages.messageOnScan, languages),
    textForMicrosite: shown(page.textForMicrosite, messages.textForMicrosite, languages),
  };
}
