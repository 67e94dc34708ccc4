import * as v from 'valibot';
import { requiredText } from '../text/text.schema';
import { DesignSaveSchema } from './design.schema';
import { fontNames } from './template.constants';

/** What a font's uploaded file is, read from its first bytes. */
export const fontFormats = ['ttf', 'otf'] as const;
export type FontFormat = (typeof fontFormats)[number];

/**
 * A company font's name (ours: the spec only lists names from `fontList`): what the designer's
 * Font tab shows and a design saves, so plain words only, and never one of the three
 * standard fonts, which every label may use without a file.
 */
export const FontAddSchema = v.object({
  name: v.pipe(
    requiredText(100),
    v.regex(
      /^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u,
      'Use letters, digits, spaces, dots, dashes and underscores',
    ),
    v.check(
      (name) =>
        !(fontNames as readonly string[]).some(
          (standard) => standard.toLowerCase() === name.toLowerCase(),
        ),
      'This is a standard font: choose another name',
    ),
  ),
});
export type FontAdd = v.InferOutput<typeof FontAddSchema>;

/** A company's uploaded font as the font upload answers it. */
export const CompanyFontSchema = v.object({
  name: v.string(),
  format: v.picklist(fontFormats),
  bytes: v.number(),
  createdDate: v.string(),
});
export type CompanyFont = v.InferOutput<typeof CompanyFontSchema>;

/** A template's latest saved design (ours: the designer loads it to carry on where it was left). */
export const TemplateDesignSchema = v.object({
  templateId: v.number(),
  revision: v.number(),
  createdDate: v.string(),
  design: DesignSaveSchema,
});
export type TemplateDesign = v.InferOutput<typeof TemplateDesignSchema>;
