import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { demoCompanyId, insertCustomer, otherCompanyAdmin } from '../../test-support/master-data';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { smallPng } from '../../test-support/images';
import {
  designOf,
  newTemplate,
  openTypeFont,
  templateUser,
  trueTypeFont,
} from './test-support/template-uploads';
import { call } from '../../test-support/api-calls';

let t: TestApp;
let admin: string;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  companyId = await demoCompanyId(t);
});
afterAll(async () => t.close());

const upload = (name: string, file: { bytes: Buffer; name: string }, token = admin) =>
  call(t, contract.fonts.upload, { body: { name }, files: { file } }, token);
const fontList = async (token = admin) => (await call(t, contract.fonts.list, {}, token)).body;

describe('company fonts', () => {
  it('lists the three standard fonts, then the uploaded ones by name', async () => {
    expect(await fontList()).toEqual(['Times-Roman', 'Helvetica', 'Courier']);
    const added = await upload('OCR B', { bytes: trueTypeFont(), name: 'ocrb.ttf' });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ name: 'OCR B', format: 'ttf' });
    expect(
      (await upload('Inconsolata', { bytes: openTypeFont(), name: 'inconsolata.otf' })).body.format,
    ).toBe('otf');
    expect(await fontList()).toEqual([
      'Times-Roman',
      'Helvetica',
      'Courier',
      'Inconsolata',
      'OCR B',
    ]);
    const other = await otherCompanyAdmin(t, 'Font Free Co');
    expect(await fontList(other.token)).toEqual(['Times-Roman', 'Helvetica', 'Courier']);
  });

  it('judges a font by its bytes and stores nothing it refuses', async () => {
    const files = await t.storedFileCount();
    const png = await upload('Fake', { bytes: smallPng(), name: 'fake.ttf' });
    expect(png.status).toBe(415);
    expect(png.problem.title).toBe('The file must be a TrueType or OpenType font (.ttf or .otf)');
    const cut = await upload('Cut', { bytes: trueTypeFont().subarray(0, 400), name: 'cut.ttf' });
    expect(cut.status).toBe(415);
    expect(cut.problem.detail).toBe('The font file is damaged');
    const scrambled = trueTypeFont();
    scrambled.fill(0, 400, 4000);
    const unreadable = await upload('Scrambled', { bytes: scrambled, name: 'scrambled.ttf' });
    expect(unreadable.status).toBe(415);
    expect(unreadable.problem.detail).toBe('The font file is damaged');
    const standard = await upload('helvetica', { bytes: trueTypeFont(), name: 'h.ttf' });
    expect(standard.problem.errors![0]).toMatchObject({
      field: 'name',
      detail: 'This is a standard font: choose another name',
    });
    await upload('Twice', { bytes: trueTypeFont(), name: 'a.ttf' });
    const twice = await upload('TWICE', { bytes: trueTypeFont(), name: 'b.ttf' });
    expect(twice.status).toBe(409);
    expect(await t.storedFileCount()).toBe(files + 1);
  });

  it('prints with an uploaded font, and keeps it while a design uses it', async () => {
    await upload('Label Mono', { bytes: trueTypeFont(), name: 'mono.ttf' });
    const customer = await insertCustomer(t, companyId, 'Font Client');
    const template = await newTemplate(t, admin, customer.id);
    expect(
      (
        await call(
          t,
          contract.templateDesigns.save,
          { body: designOf(template.id, [], { fontName: 'Label Mono' }) },
          admin,
        )
      ).status,
    ).toBe(204);
    expect(
      (
        await call(
          t,
          contract.templateDesigns.sample,
          { body: designOf(template.id, [], { fontName: 'Label Mono' }) },
          admin,
        )
      ).status,
    ).toBe(200);
    const refused = await call(t, contract.fonts.remove, { params: { name: 'Label Mono' } }, admin);
    expect(refused.status).toBe(409);
    expect(refused.problem.title).toBe(
      'The template "Bottle label" prints with the font "Label Mono": change its design first',
    );

    await call(t, contract.templateDesigns.save, { body: designOf(template.id) }, admin);
    const files = await t.storedFileCount();
    expect(
      (await call(t, contract.fonts.remove, { params: { name: 'Label Mono' } }, admin)).status,
    ).toBe(204);
    expect(await fontList()).not.toContain('Label Mono');
    expect(await t.storedFileCount()).toBe(files - 1);
    expect(
      (await call(t, contract.fonts.remove, { params: { name: 'Label Mono' } }, admin)).status,
    ).toBe(404);
  });

  it('needs Template level 2 to add or remove a font, level 1 to list them', async () => {
    const viewer = await templateUser(t, companyId, 1);
    expect((await call(t, contract.fonts.list, {}, viewer)).status).toBe(200);
    const add = await upload('Nope', { bytes: trueTypeFont(), name: 'n.ttf' }, viewer);
    expect(add.status).toBe(403);
    expect(add.problem.title).toBe('You need the Template privilege at level 2');
    expect(
      (await call(t, contract.fonts.remove, { params: { name: 'Inconsolata' } }, viewer)).status,
    ).toBe(403);
  });
});
