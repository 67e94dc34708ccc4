import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { demoCompanyId, insertCustomer, otherCompanyAdmin } from '../../test-support/master-data';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import type { Caller } from '../../platform/access';
import { designOf, newTemplate } from './test-support/template-uploads';
import { call, unchecked } from '../../test-support/api-calls';

const run = promisify(execFile);
const publicBaseUrl = 'https://scan.veritag.example';

let t: TestApp;
let admin: string;
let companyId: number;
let customerId: number;
beforeAll(async () => {
  t = await createTestApp({ publicBaseUrl });
  admin = await tokenFor(t, 'admin');
  companyId = await demoCompanyId(t);
  customerId = (await insertCustomer(t, companyId, 'Design Test Client')).id;
});
afterAll(async () => t.close());

const save = (design: object, token = admin) =>
  call(t, contract.templateDesigns.save, { body: design }, token);
const latest = async (id: number) => call(t, contract.templates.design, { params: { id } }, admin);

/** The symbols zbarimg reads on the PDF's first page at 300 dpi. */
async function decodedSymbols(pdf: Buffer): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'veritag-sample-'));
  try {
    await writeFile(path.join(dir, 'sample.pdf'), pdf);
    await run('pdftoppm', [
      '-r',
      '300',
      '-f',
      '1',
      '-l',
      '1',
      '-png',
      path.join(dir, 'sample.pdf'),
      path.join(dir, 'page'),
    ]);
    const [image] = (await readdir(dir)).filter((name) => name.endsWith('.png'));
    const { stdout } = await run('zbarimg', ['--quiet', '--raw', path.join(dir, image!)]).catch(
      (error: { stdout: string }) => ({ stdout: error.stdout ?? '' }),
    );
    return stdout.split('\n').filter(Boolean);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The PDF's Title as pdfinfo (poppler) reads it from the Info dictionary. */
async function titleOf(pdf: Buffer): Promise<string | undefined> {
  const dir = await mkdtemp(path.join(tmpdir(), 'veritag-title-'));
  try {
    await writeFile(path.join(dir, 'sample.pdf'), pdf);
    const { stdout } = await run('pdfinfo', ['-enc', 'UTF-8', path.join(dir, 'sample.pdf')]);
    return /^Title:\s+(.*)$/m.exec(stdout)?.[1];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('template designs', () => {
  it('saves every design as the next revision, which the designer loads back', async () => {
    const template = await newTemplate(t, admin, customerId);
    const none = await latest(template.id);
    expect(none.status).toBe(404);
    expect(none.problem.title).toBe('Template design not found');

    expect((await save(designOf(template.id))).status).toBe(204);
    expect((await latest(template.id)).body).toMatchObject({
      templateId: template.id,
      revision: 1,
    });
    expect((await save(designOf(template.id, [], { fontSize: 12 }))).status).toBe(204);
    const second = (await latest(template.id)).body;
    expect(second).toMatchObject({ revision: 2, design: { fontSize: 12 } });
    expect(second.design.coordinates.map((c: { type: string }) => c.type)).toEqual([
      'QR_CODE',
      'Code',
      'Text',
    ]);
    const [row] = (await call(t, contract.templates.forCustomer, { params: { customerId } }, admin))
      .body;
    expect(row).toMatchObject({ id: template.id, revision: 2, status: 'PENDING' });
  });

  it('numbers saves made at the same time one after the other, never twice the same', async () => {
    const template = await newTemplate(t, admin, customerId);
    const replies = await Promise.all(
      [1, 2, 3, 4].map((size) => save(designOf(template.id, [], { fontSize: size + 6 }))),
    );
    expect(replies.map((reply) => reply.status)).toEqual([204, 204, 204, 204]);
    expect((await latest(template.id)).body.revision).toBe(4);
  });

  it('refuses a component without a position and saves nothing', async () => {
    const template = await newTemplate(t, admin, customerId);
    const reply = await save(
      designOf(template.id, [{ name: 'Loose', type: 'Text2', width: 40, height: 10 }]),
    );
    expect(reply.status).toBe(400);
    expect(reply.problem.title).toBe('Please positioned your element');
    expect((await latest(template.id)).status).toBe(404);
  });

  it("refuses a design the label engine cannot print, with the engine's reason", async () => {
    const template = await newTemplate(t, admin, customerId);
    const outside = await save(
      designOf(template.id, [
        { name: 'Far', type: 'Text2', x: 150, y: 100, width: 60, height: 20 },
      ]),
    );
    expect(outside.status).toBe(400);
    expect(outside.problem.title).toBe(
      "The component 'Far' reaches outside the label: move it inside or make it smaller",
    );
    // The problem names the component's place in the payload (after designOf's three), for the designer to select it.
    expect(outside.problem.errors).toMatchObject([
      { field: 'coordinates.3', detail: outside.problem.title },
    ]);
    const unknownFont = await save(designOf(template.id, [], { fontName: 'Nowhere Sans' }));
    expect(unknownFont.status).toBe(400);
    expect(unknownFont.problem.title).toBe(
      "The font 'Nowhere Sans' is not uploaded for this company",
    );
    const fine = { name: 'Fine', type: 'Text2', x: 60, y: 10, width: 40, height: 10 };
    const tiny = await save({
      templateId: template.id,
      coordinates: [fine, { name: 'Tiny QR', type: 'QR_CODE', x: 10, y: 10, width: 8, height: 8 }],
    });
    expect(tiny.status).toBe(400);
    expect(tiny.problem.title).toMatch(/^Tiny QR: /);
    expect(tiny.problem.errors).toMatchObject([{ field: 'coordinates.1' }]);
    expect((await latest(template.id)).status).toBe(404);
  });

  it('refuses a text its font cannot draw, naming the character and the component, and saves nothing', async () => {
    const template = await newTemplate(t, admin, customerId);
    const checked = await save(
      designOf(template.id, [
        { name: 'Text 2', type: 'Text2', x: 88, y: 80, width: 74, height: 12, text: 'Checked ✓' },
      ]),
    );
    expect(checked.status).toBe(400);
    expect(checked.headers['content-type']).toMatch(/^application\/problem\+json/);
    const title =
      "The font Helvetica cannot print '✓' (U+2713) in component Text 2: remove it or choose a font that has it";
    expect(checked.problem).toMatchObject({
      status: 400,
      title,
      errors: [{ field: 'coordinates.3.text', pointer: '#/coordinates/3/text', detail: title }],
    });
    // The sample is refused the same way: it would print what the batch prints.
    expect(
      (
        await call(
          t,
          contract.templateDesigns.sample,
          {
            body: designOf(template.id, [
              {
                name: 'Text 2',
                type: 'Text2',
                x: 88,
                y: 80,
                width: 74,
                height: 12,
                text: 'Checked ✓',
              },
            ]),
          },
          admin,
        )
      ).problem.title,
    ).toBe(title);
    expect((await latest(template.id)).status).toBe(404);
    // Beyond WinAnsi is fine where the font has it: the design fonts draw Polish, Greek and Cyrillic.
    expect(
      (
        await save(
          designOf(template.id, [
            {
              name: 'Text 2',
              type: 'Text2',
              x: 88,
              y: 80,
              width: 74,
              height: 12,
              text: 'Łódź Ωμέγα Кирилл',
            },
          ]),
        )
      ).status,
    ).toBe(204);
  });

  it('refuses a Guilloche for a company that has no guilloche image, which the demo company has', async () => {
    const other = await otherCompanyAdmin(t, 'No Rosettes Ltd');
    const otherCustomer = await insertCustomer(t, other.companyId, 'Plain Client');
    const plain = await newTemplate(t, other.token, otherCustomer.id);
    const rosette = { name: 'Rosette', type: 'Guilloche', x: 120, y: 80, width: 30, height: 30 };
    const refused = await save(designOf(plain.id, [rosette]), other.token);
    expect(refused.status).toBe(400);
    expect(refused.problem.title).toBe(
      'The design places a Guilloche, but the company has no guilloche image yet: add one under Guilloche Images first',
    );
    const demo = await newTemplate(t, admin, customerId);
    expect((await save(designOf(demo.id, [rosette]))).status).toBe(204);
  });

  it('removes every component of one type in a new revision, and leaves a design without it alone', async () => {
    const template = await newTemplate(t, admin, customerId);
    await save(
      designOf(template.id, [
        { name: 'Second text', type: 'Text', x: 88, y: 80, width: 74, height: 12, text: 'Again' },
      ]),
    );
    const removed = await call(
      t,
      contract.templateDesigns.removeElement,
      { params: { templateId: template.id, elementType: 'Text' } },
      admin,
    );
    expect(removed.status).toBe(204);
    const after = (await latest(template.id)).body;
    expect(after.revision).toBe(2);
    expect(after.design.coordinates.map((c: { type: string }) => c.type)).toEqual([
      'QR_CODE',
      'Code',
    ]);
    expect(
      (
        await call(
          t,
          contract.templateDesigns.removeElement,
          { params: { templateId: template.id, elementType: 'Text' } },
          admin,
        )
      ).status,
    ).toBe(204);
    expect((await latest(template.id)).body.revision).toBe(2);
    const spaced = await call(
      t,
      contract.templateDesigns.removeElement,
      { params: { templateId: template.id, elementType: 'Expiry Date' } },
      admin,
    );
    expect(spaced.status).toBe(204);
    expect(
      (
        await call(
          t,
          contract.templateDesigns.removeElement,
          { params: unchecked({ templateId: template.id, elementType: 'Banner' }) },
          admin,
        )
      ).problem.title,
    ).toBe('Invalid elementType: Unknown element type');
  });

  it('renders a sample without saving; the PDF carries scannable codes on the public address', async () => {
    const template = await newTemplate(t, admin, customerId);
    const reply = await call(
      t,
      contract.templateDesigns.sample,
      { body: designOf(template.id) },
      admin,
    );
    expect(reply.status).toBe(200);
    const { fileName } = reply.body;
    expect(fileName).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect((await latest(template.id)).status).toBe(404);

    const pdf = await call(t, contract.system.file, { link: fileName }, admin);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const symbols = await decodedSymbols(pdf.body);
    expect(symbols.length).toBe(1);
    expect(symbols[0]).toMatch(new RegExp(`^${publicBaseUrl}/v/[0-9A-Z]{12}$`));
    expect((await call(t, contract.system.file, { link: fileName }, undefined)).status).toBe(401);
  });

  it('titles the sample with the template’s description, which the viewer’s tab shows', async () => {
    const template = await newTemplate(t, admin, customerId, 'Étiquette 60 × 40: bottle/cap');
    const { fileName } = (
      await call(t, contract.templateDesigns.sample, { body: designOf(template.id) }, admin)
    ).body;
    const pdf = await call(t, contract.system.file, { link: fileName }, admin);
    expect(await titleOf(pdf.body)).toBe('Étiquette 60 × 40: bottle/cap');
  });

  it('keeps a sample an hour, then the next sample removes it', async () => {
    const template = await newTemplate(t, admin, customerId);
    const first = (
      await call(t, contract.templateDesigns.sample, { body: designOf(template.id) }, admin)
    ).body.fileName;
    const files = await t.storedFileCount();
    t.advanceClock(61 * 60 * 1000);
    const second = (
      await call(t, contract.templateDesigns.sample, { body: designOf(template.id) }, admin)
    ).body.fileName;
    expect((await call(t, contract.system.file, { link: first }, admin)).status).toBe(404);
    expect((await call(t, contract.system.file, { link: second }, admin)).status).toBe(200);
    expect(await t.storedFileCount()).toBeLessThanOrEqual(files);
  });

  it('hands token batches the revision to print and its whole label setup', async () => {
    const template = await newTemplate(t, admin, customerId, 'For generation');
    const admins: Caller = { id: 0, login: 'admin', role: 'ROLE_ADMIN', companyId, privileges: [] };
    await expect(t.services.templates.forGeneration(admins, template.id)).rejects.toMatchObject({
      status: 400,
      title: 'The template is still pending: design it and save it first',
    });
    const superAdmin = await tokenFor(t, 'superadmin');
    await call(t, contract.templates.changeStatus, { params: { id: template.id } }, superAdmin);
    await expect(t.services.templates.forGeneration(admins, template.id)).rejects.toMatchObject({
      status: 400,
      title: 'The template has no design yet',
    });
    await save(
      designOf(template.id, [
        { name: 'Rosette', type: 'Guilloche', x: 120, y: 80, width: 30, height: 30 },
      ]),
    );
    const ready = await t.services.templates.forGeneration(admins, template.id);
    expect(ready).toMatchObject({
      templateId: template.id,
      companyId,
      customerId,
      customerName: 'Design Test Client',
      description: 'For generation',
    });
    const otherCompany: Caller = {
      id: 0,
      login: 'x',
      role: 'ROLE_ADMIN',
      companyId: companyId + 1000,
      privileges: [],
    };
    await expect(
      t.services.templates.forGeneration(otherCompany, template.id),
    ).rejects.toMatchObject({ status: 404 });

    const setup = await t.services.templates.labelSetupFor(ready.revisionId, {
      batch: { customer: 'Design Test Client', quantity: 5, expiry: null },
    });
    expect(Buffer.from(setup.artwork.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(setup.design.coordinates).toHaveLength(4);
    expect(setup.urlOf('ABC123')).toBe(`${publicBaseUrl}/v/ABC123`);
    expect(setup.guilloche?.contentType).toBe('image/png');
    const size = await t.services.templates.artworkSizeOf(ready.revisionId);
    expect(size.width).toBeCloseTo(170.08, 1);
  });
});
