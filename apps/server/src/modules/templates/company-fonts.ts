import { buffer } from 'node:stream/consumers';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  fileRules,
  fontNames,
  resolveComponents,
  type CompanyFont,
  type DesignSave,
  type FontAdd,
  type FontFormat,
} from '@veritag/domain';
import { pgErrorCode, uniqueViolation, type Db } from '../../db/database';
import type { UploadedFile } from '../../http/multipart';
import { ApiProblem, conflict, notFound } from '../../http/problem';
import type { FilesService } from '../files';
import { companyFonts, templateRevisions, templates } from './templates.table';

/** What uploaded fonts are stored as; the routes register the module as their owner. */
export const companyFontFiles = 'company-font';

const isStandard = (name: string) => (fontNames as readonly string[]).includes(name);

/** Components drawn without text: their font setting prints nothing. */
const drawnWithoutFont: readonly string[] = ['QR_CODE', 'DataMatrix', 'Guilloche'];

/** The uploaded fonts a design prints text with (the three design fonts come with the label engine). */
export const uploadedFontsOf = (design: DesignSave): string[] => [
  ...new Set(
    resolveComponents(design)
      .filter((c) => !drawnWithoutFont.includes(c.type))
      .map((c) => c.fontName)
      .filter((name) => !isStandard(name)),
  ),
];

/**
 * Whether the label engine's font reader can use the file: the upload rule checked its
 * header and table directory; this reads its glyph count and character map, as printing will.
 */
async function refuseUnusableFont(bytes: Buffer): Promise<void> {
  // Loaded on the first upload: the reader is about 27 MB a process need not carry otherwise.
  const fontkit = (await import('@cantoo/fontkit')).default;
  let usable = false;
  try {
    const font = fontkit.create(bytes) as { numGlyphs?: number; characterSet?: number[] };
    usable = (font.numGlyphs ?? 0) > 0 && (font.characterSet?.length ?? 0) > 0;
  } catch {
    usable = false;
  }
  if (!usable)
    throw new ApiProblem(415, `The file must be ${fileRules.companyFont.acceptLabel}`, {
      detail: 'The font file is damaged',
    });
}

/**
 * Fonts a company uploads to print labels with (ours: the spec only lists `fontList`). The
 * label engine embeds the glyphs a label uses; a design names a font by its name here.
 */
export function companyFontsService(db: Db, files: FilesService) {
  const sameName = (companyId: number, name: string) =>
    and(eq(companyFonts.companyId, companyId), sql`lower(${companyFonts.name}) = lower(${name})`);

  return {
    /** `fontList`: the standard fonts first, then the company's by name (none for a caller without a company). */
    async names(companyId: number | null): Promise<string[]> {
      if (companyId === null) return [...fontNames];
      const rows = await db
        .select({ name: companyFonts.name })
        .from(companyFonts)
        .where(eq(companyFonts.companyId, companyId))
        .orderBy(asc(companyFonts.name));
      return [...fontNames, ...rows.map((row) => row.name)];
    },

    /** Adds a font; a name the company already has (in any case) is a 409 and stores nothing. */
    async add(companyId: number, form: FontAdd, file: UploadedFile): Promise<CompanyFont> {
      const [taken] = await db
        .select({ id: companyFonts.id })
        .from(companyFonts)
        .where(sameName(companyId, form.name));
      if (taken) throw conflict(`A font named "${form.name}" already exists`);
      await refuseUnusableFont(file.buffer);
      const format = file.extension as FontFormat;
      const stored = await files.store(file, companyFontFiles, companyId);
      try {
        const [row] = await db.transaction(async (tx) => {
          await stored.record(tx);
          return tx
            .insert(companyFonts)
            .values({ companyId, name: form.name, fileId: stored.id, format })
            .returning();
        });
        return {
          name: row!.name,
          format,
          bytes: file.buffer.length,
          createdDate: row!.createdDate.toISOString(),
        };
      } catch (error) {
        await stored.discard();
        if (pgErrorCode(error) === uniqueViolation)
          throw conflict(`A font named "${form.name}" already exists`);
        throw error;
      }
    },

    /**
     * Removes a font and its file. Refused while the latest design of one of the company's
     * templates prints with it, since its next batch could not be made.
     */
    async remove(companyId: number, name: string): Promise<void> {
      const designs = await db
        .select({ description: templates.description, design: templateRevisions.design })
        .from(templates)
        .innerJoin(templateRevisions, eq(templateRevisions.id, templates.revisionId))
        .where(and(eq(templates.companyId, companyId), isNotNull(templates.revisionId)));
      const user = designs.find((row) =>
        uploadedFontsOf(row.design).some((font) => font.toLowerCase() === name.toLowerCase()),
      );
      if (user)
        throw conflict(
          `The template "${user.description}" prints with the font "${name}": change its design first`,
        );
      const cleanUp = await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(companyFonts)
          .where(sameName(companyId, name))
          .returning({ fileId: companyFonts.fileId });
        if (!row) throw notFound('Font');
        return files.forget(tx, row.fileId);
      });
      await cleanUp();
    },

    /** The bytes of the company's fonts with these names, for the label engine; a name it lacks is left out. */
    async bytesOf(companyId: number, names: readonly string[]): Promise<Map<string, Uint8Array>> {
      if (names.length === 0) return new Map();
      const rows = await db
        .select({ name: companyFonts.name, fileId: companyFonts.fileId })
        .from(companyFonts)
        .where(and(eq(companyFonts.companyId, companyId), inArray(companyFonts.name, [...names])));
      const fonts = new Map<string, Uint8Array>();
      for (const row of rows)
        fonts.set(row.name, new Uint8Array(await buffer((await files.read(row.fileId)).stream)));
      return fonts;
    },
  };
}
export type CompanyFontsService = ReturnType<typeof companyFontsService>;
