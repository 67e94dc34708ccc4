import type { TokenBatch } from '@veritag/domain';
import type { Caller } from '../../platform/access';
import type { TemplateHistoriesService } from './template-histories.service';

/**
 * The demo's token batch: 50 labels of the demo template, generated through the service and
 * its job like any other, and waited for, so the token list shows a COMPLETED batch with its
 * downloads at first start. The company's admin is recorded as its maker.
 */
export async function seedDemoBatch(
  batches: TemplateHistoriesService,
  admin: { id: number; login: string; companyId: number },
  templateId: number,
  timeoutMs = 120_000,
): Promise<TokenBatch> {
  const { companyId } = admin;
  const seeder: Caller = {
    id: admin.id,
    login: admin.login,
    role: 'ROLE_ADMIN',
    companyId,
    privileges: [],
  };
  const started = await batches.generate(
    seeder,
    {
      templateId,
      quantity: 50,
      expirationDate: 24,
      poNumber: 'PO-1001',
      productDescription: 'Demo product',
    },
    undefined,
  );
  const deadline = Date.now() + timeoutMs;
  for (let batch = started; ; batch = await batches.one(companyId, started.id)) {
    if (batch.status === 'COMPLETED') return batch;
    if (batch.status === 'FAILED')
      throw new Error(`The demo token batch failed: ${batch.reason ?? 'no reason given'}`);
    if (Date.now() > deadline) throw new Error('The demo token batch did not finish in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
