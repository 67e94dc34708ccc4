import { productCalls } from '@veritag/api';
import {
  notices,
  type ProductScanRules,
  type ProductScanRulesForm,
  type Stripped,
} from '@veritag/domain';
import { showToast, type ServerFieldErrors } from '@veritag/ui';
import { saveForm } from '#app/app/report-failure';
import { useLoad } from '#app/app/use-load';
import { api } from '#app/session/api-client';

/**
 * A product's scan rules, loaded with the edit screen and saved on their own: the product's
 * Save returns to the list, while these stay on the screen with a toast.
 */
export function useProductScanRules(productId: number) {
  const { state } = useLoad<ProductScanRules>(() =>
    api.call(productCalls.scanRules, { params: { id: productId } }),
  );
  const save = (rules: Stripped<ProductScanRulesForm>): Promise<ServerFieldErrors | void> =>
    saveForm(
      () => api.call(productCalls.setScanRules, { params: { id: productId }, body: rules }),
      () => showToast({ tone: 'success', detail: notices.changesSaved, subject: 'scan-rules' }),
    );
  return { state, save };
}
