import { randomInt } from 'node:crypto';
import { PDFDocument, rgb, StandardFonts } from '@cantoo/pdf-lib';
import {
  checkCharacterOf,
  codeAlphabets,
  DesignSaveSchema,
  mmToPt,
  type DesignSave,
} from '@veritag/domain';
import * as v from 'valibot';
import { printReadyArtwork } from '../artwork';
import type { LabelInput, LabelSetup } from '../labels.types';

/**
 * Shared by the engine's tests and `pnpm bench labels`: an artwork made with pdf-lib, the
 * benchmark's design (a QR code and two texts) and a stream of well-formed codes.
 */

type ArtworkKind = 'art' | 'blank' | 'filled';

/**
 * A one-page artwork `widthMm` x `heightMm` as a template stores it after its upload
 * (decision 0409: the standard font of its title embedded, artwork.ts `printReadyArtwork`).
 */
export async function makeArtwork(
  widthMm = 60,
  heightMm = 40,
  kind: ArtworkKind = 'art',
): Promise<Uint8Array> {
  return (await printReadyArtwork(await exportedArtwork(widthMm, heightMm, kind))).pdf;
}

/**
 * The artwork as a design tool exports it, before its upload: with a border, a title in
 * Helvetica-Bold that is not embedded (pdf-lib never embeds a standard font) and a few lines of
 * art, or blank, or filled black (to find where labels land on a sheet).
 */
export async function exportedArtwork(
  widthMm = 60,
  heightMm = 40,
  kind: ArtworkKind = 'art',
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const width = mmToPt(widthMm);
  const height = mmToPt(heightMm);
  const page = doc.addPage([width, height]);
  if (kind === 'filled') page.drawRectangle({ x: 0, y: 0, width, height, color: rgb(0, 0, 0) });
  if (kind !== 'art') return doc.save();
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  page.drawRectangle({
    x: 2,
    y: 2,
    width: width - 4,
    height: height - 4,
    borderColor: rgb(0.1, 0.3, 0.6),
    borderWidth: 1.5,
  });
  for (let line = 0; line < 6; line++) {
    page.drawLine({
      start: { x: width / 2, y: 8 + line * 4 },
      end: { x: width - 8, y: 8 + line * 4 },
      color: rgb(0.8, 0.85, 0.9),
      thickness: 0.6,
    });
  }
  page.drawText('ACME GENUINE', {
    x: width / 2,
    y: height - 16,
    size: 9,
    font,
    color: rgb(0.1, 0.3, 0.6),
  });
  return doc.save();
}

/** The benchmark's design on a 60 x 40 mm label: a QR code of the code's address, the code and a fixed text. */
export function qrAndTwoTexts(
  overrides: Partial<v.InferInput<typeof DesignSaveSchema>> = {},
): DesignSave {
  return design({
    coordinates: [
      { name: 'QR', type: 'QR_CODE', x: 8, y: 16, width: 80, height: 80 },
      { name: 'Code', type: 'Code', x: 92, y: 70, width: 70, height: 14, fontSize: 10 },
      {
        name: 'Text',
        type: 'Text',
        x: 92,
        y: 86,
        width: 70,
        height: 14,
        fontSize: 8,
        text: 'Scan to verify',
      },
    ],
    ...overrides,
  });
}

export const design = (input: Partial<v.InferInput<typeof DesignSaveSchema>>): DesignSave =>
  v.parse(DesignSaveSchema, { templateId: 1, coordinates: [], ...input });

export const urlOf = (code: string) => `https://veritag.example/v/${code}`;

export const batchValues: LabelSetup['batch'] = {
  customer: 'Acme Pharma Ltd',
  quantity: 20,
  expiry: '05/2027',
  poNumber: 'PO-4471',
  productDescription: 'Amoxicillin 500 mg',
};

export async function labelSetup(overrides: Partial<LabelSetup> = {}): Promise<LabelSetup> {
  return {
    artwork: await makeArtwork(),
    design: qrAndTwoTexts(),
    fonts: new Map(),
    batch: batchValues,
    urlOf,
    ...overrides,
  };
}

/** A random well-formed code of the default settings. */
export function randomCode(): string {
  const alphabet = codeAlphabets.Alphanumeric;
  let payload = '';
  for (let index = 0; index < 11; index++) payload += alphabet[randomInt(alphabet.length)];
  return payload + checkCharacterOf(payload, 'Alphanumeric');
}

/** `count` labels in chunks of `chunk`, made as they are asked for (as a database cursor would). */
export async function* labelStream(
  count: number,
  chunk = 1000,
  codes?: string[],
): AsyncIterable<LabelInput[]> {
  for (let start = 0; start < count; start += chunk) {
    const labels: LabelInput[] = [];
    for (let seq = start + 1; seq <= Math.min(count, start + chunk); seq++) {
      const code = randomCode();
      codes?.push(code);
      labels.push({ seq, code });
    }
    yield labels;
  }
}
