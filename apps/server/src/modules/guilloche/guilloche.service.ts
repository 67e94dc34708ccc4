import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { GuillocheImage, Page } from '@veritag/domain';
import type { Db } from '../../db/database';
import { limitOf, listFilter, listOrder, pageOf, type ListQuery } from '../../db/list-page';
import type { UploadedFile } from '../../http/multipart';
import { notFound } from '../../http/problem';
import type { FilesService } from '../files';
import { guillocheImages } from './guilloche.table';

/** What the files of guilloche images are stored as; the routes register the module as their owner. */
export const guillocheImageFiles = 'guilloche-image';

const columns = {
  id: guillocheImages.id,
  color: guillocheImages.color,
  fileId: guillocheImages.fileId,
  createdDate: guillocheImages.createdDate,
};
type Row = { id: number; color: string; fileId: string; createdDate: Date };
const optional = (condition: SQL | undefined): SQL[] => (condition ? [condition] : []);

/** Guilloche images of a company. `scope` null means every company (super admin). */
export function guillocheService(db: Db, files: FilesService) {
  const inScope = (scope: number | null, ...more: SQL[]) =>
    and(...(scope === null ? [] : [eq(guillocheImages.companyId, scope)]), ...more);
  const select = (tx: Db = db) => tx.select(columns).from(guillocheImages);

  /** Images with their files' content types, which the files module keeps. */
  const toImages = async (rows: Row[], tx: Db = db): Promise<GuillocheImage[]> => {
    const types = await files.contentTypes(
      rows.map((row) => row.fileId),
      tx,
    );
    return rows.map((row) => ({
      id: row.id,
      color: row.color,
      imageUrl: `/api/files/${row.fileId}`,
      contentType: types.get(row.fileId) ?? 'application/octet-stream',
      createdDate: row.createdDate.toISOString(),
    }));
  };

  const get = async (scope: number | null, id: number, tx: Db = db): Promise<GuillocheImage> => {
    const rows = await select(tx).where(inScope(scope, eq(guillocheImages.id, id)));
    if (rows.length === 0) throw notFound('Guilloche image');
    return (await toImages(rows, tx))[0]!;
  };

  return {
    /** A page of images, searched by color and sorted on the server. */
    async list(scope: number | null, query: ListQuery<'color'>): Promise<Page<GuillocheImage>> {
      const where = inScope(
        scope,
        ...optional(listFilter({ color: guillocheImages.color }, query)),
      );
      const order = listOrder(
        { color: guillocheImages.color, createdDate: guillocheImages.createdDate },
        query.sort,
        guillocheImages.id,
      );
      const { limit, offset } = limitOf(query);
      const [rows, [total]] = await Promise.all([
        select()
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(guillocheImages)
          .where(where),
      ]);
      return pageOf(await toImages(rows), total?.n ?? 0, query);
    },
    get,

    async create(companyId: number, color: string, file: UploadedFile): Promise<GuillocheImage> {
      const stored = await files.store(file, guillocheImageFiles, companyId);
      try {
        return await db.transaction(async (tx) => {
          await stored.record(tx);
          const [row] = await tx
            .insert(guillocheImages)
            .values({ companyId, color, fileId: stored.id })
            .returning({ id: guillocheImages.id });
          return get(companyId, row!.id, tx);
        });
      } catch (error) {
        await stored.discard();
        throw error;
      }
    },

    async update(
      scope: number | null,
      id: number,
      color: string,
      file: UploadedFile | undefined,
    ): Promise<GuillocheImage> {
      const owner = async (tx: Db) =>
        (
          await tx
            .select({ companyId: guillocheImages.companyId, fileId: guillocheImages.fileId })
            .from(guillocheImages)
            .where(inScope(scope, eq(guillocheImages.id, id)))
        )[0];
      const before = await owner(db);
      if (!before) throw notFound('Guilloche image');
      const stored = file
        ? await files.store(file, guillocheImageFiles, before.companyId)
        : undefined;
      try {
        const { image, cleanUp } = await db.transaction(async (tx) => {
          const current = await owner(tx);
          if (!current) throw notFound('Guilloche image');
          if (stored) await stored.record(tx);
          await tx
            .update(guillocheImages)
            .set({ color, ...(stored ? { fileId: stored.id } : {}) })
            .where(eq(guillocheImages.id, id));
          const cleanUp = stored ? await files.forget(tx, current.fileId) : async () => undefined;
          return { image: await get(scope, id, tx), cleanUp };
        });
        await cleanUp();
        return image;
      } catch (error) {
        await stored?.discard();
        throw error;
      }
    },

    async remove(scope: number | null, id: number): Promise<void> {
      const cleanUp = await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(guillocheImages)
          .where(inScope(scope, eq(guillocheImages.id, id)))
          .returning({ fileId: guillocheImages.fileId });
        if (!row) throw notFound('Guilloche image');
        return files.forget(tx, row.fileId);
      });
      await cleanUp();
    },
  };
}
export type GuillocheService = ReturnType<typeof guillocheService>;
