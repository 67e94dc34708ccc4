import type { TokenDataFile } from '@veritag/domain';
import type { Caller } from '../../platform/access';
import type { MasterProductsService } from '../master-products';
import type { PlantsService } from '../plants';
import type { TokenDataService } from './token-data.service';

/**
 * The demo's token data: a purchase order of 6 packs of the first colour's smallest pack size
 * at the company's first plant, uploaded and generated through the service and its job like
 * any other and waited for, so the list shows a COMPLETED file with its download at first start.
 */
export async function seedDemoTokenData(
  services: {
    tokenData: TokenDataService;
    plants: PlantsService;
    masterProducts: MasterProductsService;
  },
  admin: { id: number; login: string; companyId: number },
  timeoutMs = 120_000,
): Promise<TokenDataFile> {
  const { companyId } = admin;
  const seeder: Caller = {
    id: admin.id,
    login: admin.login,
    role: 'ROLE_ADMIN',
    companyId,
    privileges: [],
  };
  const [plant] = await services.plants.names(companyId);
  const [color] = await services.masterProducts.colors(companyId);
  if (!plant || !color) throw new Error('The demo token data needs a plant and a master product');
  const [packSize] = await services.masterProducts.packSizes(companyId, color.value);
  const csv =
    [
      'pack',
      ...Array.from({ length: 6 }, (_, index) => `DEMO-PACK-${String(index + 1).padStart(3, '0')}`),
    ].join('\r\n') + '\r\n';
  const upload = {
    buffer: Buffer.from(csv),
    contentType: 'text/csv',
    extension: 'csv',
    originalName: 'demo-po-5001-packs.csv',
  };
  const uploaded = await services.tokenData.create(
    seeder,
    {
      plant: plant.id,
      poNumber: 'PO-5001',
      poDate: '2025-01-15',
      validUpto: '3 Years',
      matnr: { color: color.value, tokenType: 'Normal', packSize: packSize! },
    },
    upload,
  );
  await services.tokenData.generateFile(seeder, uploaded.id);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const file = await services.tokenData.one(companyId, uploaded.id);
    if (file.fileStatus === 'COMPLETED') return file;
    if (file.fileStatus === 'FAILED')
      throw new Error(`The demo token data failed: ${file.reason ?? 'no reason given'}`);
    if (Date.now() > deadline) throw new Error('The demo token data did not finish in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
