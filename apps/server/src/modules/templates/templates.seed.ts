import * as v from 'valibot';
import { DesignSaveSchema, mmToPt, type Template } from '@veritag/domain';
import type { TemplatesDoor } from './templates-door';

/**
 * A 60 x 40 mm label with a border and a title, made here rather than shipped as a file. The
 * title is in Helvetica-Bold, which pdf-lib never embeds, as many design tools export it: the
 * seed uploads it through `templates.create` like a user, which embeds its twin (decision 0409).
 */
export async function demoArtworkPdf(): Promise<Uint8Array> {
  // Loaded here, not at start: only the demo seed and tests draw this artwork.
  const { PDFDocument, rgb, StandardFonts } = await import('@cantoo/pdf-lib');
  const doc = await PDFDocument.create();
  const width = mmToPt(60);
  const height = mmToPt(40);
  const page = doc.addPage([width, height]);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const blue = rgb(0.1, 0.3, 0.6);
  page.drawRectangle({
    x: 3,
    y: 3,
    width: width - 6,
    height: height - 6,
    borderColor: blue,
    borderWidth: 1.2,
  });
  page.drawRectangle({ x: 3, y: height - 21, width: width - 6, height: 18, color: blue });
  page.drawText('GENUINE PRODUCT', {
    x: 10,
    y: height - 16,
    size: 10,
    font: bold,
    color: rgb(1, 1, 1),
  });
  return doc.save();
}

/**
 * The demo's designed template for its first customer: a QR code of the code's address, the
 * code, a text and the customer's name, saved through the templates door (revision 1) and
 * marked UPDATED, so Generate token works at once.
 */
export async function seedDemoTemplate(
  templates: TemplatesDoor,
  companyId: number,
  customerId: number,
): Promise<Template> {
  const pdf = await demoArtworkPdf();
  const file = {
    buffer: Buffer.from(pdf),
    contentType: 'application/pdf',
    extension: 'pdf',
    originalName: 'demo-label-60x40.pdf',
  };
  const template = await templates.create(
    companyId,
    { customerId, description: 'Demo label 60 x 40 mm' },
    file,
    'admin',
  );
  const design = v.parse(DesignSaveSchema, {
    templateId: template.id,
    fontName: 'Helvetica',
    fontSize: 8,
    coordinates: [
      { name: 'QR code', type: 'QR_CODE', x: 10, y: 28, width: 72, height: 72 },
      {
        name: 'Code',
        type: 'Code',
        x: 88,
        y: 32,
        width: 74,
        height: 12,
        fontName: 'Courier',
        fontSize: 9,
      },
      {
        name: 'Scan to verify',
        type: 'Text',
        x: 88,
        y: 52,
        width: 74,
        height: 12,
        text: 'Scan to verify',
      },
      { name: 'Customer', type: 'Customer', x: 88, y: 72, width: 74, height: 12 },
    ],
  });
  await templates.designs.save(companyId, design, 'admin');
  return templates.markUpdated(companyId, template.id);
}
