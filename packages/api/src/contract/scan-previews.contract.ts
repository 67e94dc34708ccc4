import { access, CustomerScanPreviewSchema, ProductScanPreviewSchema } from '@veritag/domain';
import { defineCall } from './define-call';

const ours = 'the scan page preview of the customer and product forms (decision 0473)';

/**
 * Ours (decision 0473): the scan page a shopper would see, rendered by the real renderer with a
 * form's unsaved texts laid over the saved record. Nothing is stored: no scan, no counter, no
 * cookie. Each call needs what opening its record needs, so one of another company is a 404.
 */
export const scanPreviewCalls = {
  customer: defineCall({
    method: 'POST',
    path: '/scan-previews/customer',
    access: access.company('Customer', 1),
    summary:
      'The scan page of a saved customer (and one of its products, or none) in one scan language, with the form’s unsaved texts, as a whole HTML document marked as a preview.',
    body: CustomerScanPreviewSchema,
    reply: 'html',
    ours,
  }),
  product: defineCall({
    method: 'POST',
    path: '/scan-previews/product',
    access: access.company('Product', 1),
    summary:
      'The scan page of a saved product and its customer in one scan language, with the form’s unsaved texts, as a whole HTML document marked as a preview.',
    body: ProductScanPreviewSchema,
    reply: 'html',
    ours,
  }),
} as const;
