import { eq } from 'drizzle-orm';
import type { Settings } from '@veritag/domain';
import type { Db } from '../../db/database';
import type { UploadedFile } from '../../http/multipart';
import type { FilesService } from '../files';
import { companySettings } from './settings.table';

/** What a company logo is stored as; the routes register the module as its owner. */
export const companyLogoFiles = 'company-logo';

/** Per-company settings; today the company logo shown in the console's top bar. */
export function settingsService(db: Db, files: FilesService) {
  const get = async (companyId: number | null, tx: Db = db): Promise<Settings> => {
    if (companyId === null) return { companyLogo: null };
    const [row] = await tx
      .select()
      .from(companySettings)
      .where(eq(companySettings.companyId, companyId));
    return { companyLogo: row?.logoFileId ? { value: `/api/files/${row.logoFileId}` } : null };
  };
  return {
    get,
    async saveLogo(companyId: number, logo: UploadedFile): Promise<Settings> {
      const stored = await files.store(logo, companyLogoFiles, companyId);
      try {
        const { settings, cleanUp } = await db.transaction(async (tx) => {
          const [previous] = await tx
            .select()
            .from(companySettings)
            .where(eq(companySettings.companyId, companyId));
          await stored.record(tx);
          await tx
            .insert(companySettings)
            .values({ companyId, logoFileId: stored.id })
            .onConflictDoUpdate({
              target: companySettings.companyId,
              set: { logoFileId: stored.id, updatedAt: new Date() },
            });
          const cleanUp = previous?.logoFileId
            ? await files.forget(tx, previous.logoFileId)
            : async () => undefined;
          return { settings: await get(companyId, tx), cleanUp };
        });
        await cleanUp();
        return settings;
      } catch (error) {
        await stored.discard();
        throw error;
      }
    },
  };
}
export type SettingsService = ReturnType<typeof settingsService>;
