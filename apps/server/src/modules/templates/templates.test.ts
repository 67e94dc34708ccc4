import { PDFDocument } from '@cantoo/pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { demoCompanyId, insertCustomer, otherCompanyAdmin } from '../../test-support/master-data';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { smallPng } from '../../test-support/images';
import {
  addTemplate,
  artworkPdf,
  designOf,
  newTemplate,
  templateUser,
} from './test-support/template-uploads';
import { call } from '../../test-support/api-calls';

let t: TestApp;
let admin: string;
let companyId: number;
let customerId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  companyId = await demoCompanyId(t);
  customerId = (await insertCustomer(t, companyId, 'Template Test Client')).id;
});
afterAll(async () => t.close());

const listOf = async (token: string, customer = customerId) =>
  call(t, contract.templates.forCustomer, { params: { customerId: customer } }, token);

describe('templates', () => {
  it("seeds the demo's first customer with a designed template", async () => {
    const customers = (
      await call(
        t,
        contract.customers.list,
        { query: { type: 'Customer', page: 0, size: 100, sort: 'createdDate,asc' } },
        admin,
      )
    ).body;
    const first = customers.content.find(
      (c: { companyName: string }) => c.companyName === 'Sunrise Pharma Ltd',
    );
    const [demo] = (await listOf(admin, first!.id)).body;
    expect(demo).toMatchObject({
      description: 'Demo label 60 x 40 mm',
      status: 'UPDATED',
      revision: 1,
      name: 'demo-label-60x40.pdf',
    });
    const design = (await call(t, contract.templates.design, { params: { id: demo!.id } }, admin))
      .body;
    expect(design.design.coordinates.map((c: { type: string }) => c.type)).toEqual([
      'QR_CODE',
      'Code',
      'Text',
      'Customer',
    ]);
  });

  it('adds a PENDING template with the label size read from its PDF, newest first in the list', async () => {
    const files = await t.storedFileCount();
    const reply = await addTemplate(
      t,
      admin,
      { customerId, description: '  Jar label ' },
      { bytes: await artworkPdf(), name: 'jar.pdf', type: 'application/pdf' },
    );
    expect(reply.status).toBe(200);
    const template = reply.body;
    expect(template).toMatchObject({
      description: 'Jar label',
      status: 'PENDING',
      name: 'jar.pdf',
      revision: null,
      customer: { id: customerId, companyName: 'Template Test Client' },
    });
    expect(template.labelSize!.width).toBeCloseTo(170.08, 1);
    expect(template.labelSize!.height).toBeCloseTo(113.39, 1);
    expect(await t.storedFileCount()).toBe(files + 1);
    const second = await newTemplate(t, admin, customerId, 'Cap label');
    expect((await listOf(admin)).body.slice(0, 2).map((row: { id: number }) => row.id)).toEqual([
      second.id,
      template.id,
    ]);
    const byDescription = (
      await call(
        t,
        contract.templates.forCustomer,
        { params: { customerId }, query: { sort: 'description,asc' } },
        admin,
      )
    ).body;
    expect(byDescription.map((row: { description: string }) => row.description)).toEqual(
      [...byDescription.map((row: { description: string }) => row.description)].sort(),
    );
  });

  it('judges the PDF by its content and stores nothing it refuses', async () => {
    const before = { rows: (await listOf(admin)).body.length, files: await t.storedFileCount() };
    const png = await addTemplate(
      t,
      admin,
      { customerId, description: 'Fake' },
      { bytes: smallPng(), name: 'label.pdf', type: 'application/pdf' },
    );
    expect(png.status).toBe(415);
    expect(png.problem.title).toBe('The file must be a PDF file');
    const huge = Buffer.concat([await artworkPdf(), Buffer.alloc(10_000_001)]);
    const tooLarge = await addTemplate(
      t,
      admin,
      { customerId, description: 'Huge' },
      { bytes: huge, name: 'huge.pdf' },
    );
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.problem.title).toBe('The file is larger than 10 MB');
    // A PDF the upload rule passes but whose first page the label engine cannot read.
    const doc = await PDFDocument.create();
    doc.addPage([0, 0]);
    const sizeless = Buffer.from(await doc.save());
    const empty = await addTemplate(
      t,
      admin,
      { customerId, description: 'Empty' },
      { bytes: sizeless, name: 'empty.pdf' },
    );
    expect(empty.status).toBe(400);
    expect(empty.problem).toMatchObject({
      title: 'The file is not a PDF that can be read',
      errors: [{ field: 'file', detail: 'The PDF has no page' }],
    });
    const noFile = await addTemplate(t, admin, { customerId, description: 'No file' });
    expect(noFile.status).toBe(400);
    expect({ rows: (await listOf(admin)).body.length, files: await t.storedFileCount() }).toEqual(
      before,
    );
  });

  it('requires a description of at most 100 on add and 200 on edit', async () => {
    const long = await addTemplate(
      t,
      admin,
      { customerId, description: 'd'.repeat(101) },
      { bytes: await artworkPdf(), name: 'a.pdf' },
    );
    expect(long.status).toBe(400);
    expect(long.problem.errors![0]).toMatchObject({
      field: 'description',
      detail: 'Value must be less than 100',
    });
    const template = await newTemplate(t, admin, customerId);
    const edit = (description: string) =>
      call(t, contract.templates.update, { body: { id: String(template.id), description } }, admin);
    expect((await edit('e'.repeat(200))).body).toMatchObject({
      id: template.id,
      description: 'e'.repeat(200),
      status: 'PENDING',
    });
    expect((await edit('e'.repeat(201))).problem.errors![0]).toMatchObject({
      field: 'description',
      detail: 'Value must be less than 200',
    });
    expect((await edit('')).problem.errors![0]).toMatchObject({
      field: 'description',
      detail: 'This field is required',
    });
  });

  it('serves the master PDF, as stored (its standard fonts embedded), to those who may read the template', async () => {
    const template = await newTemplate(t, admin, customerId);
    const pdf = await call(t, contract.templates.download, { query: { id: template.id } }, admin);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('bottle.pdf');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await call(t, contract.templates.download, { query: { id: template.id } }, undefined))
        .status,
    ).toBe(401);
  });

  it('keeps the request list and its switch to the super admin', async () => {
    const template = await newTemplate(t, admin, customerId, 'Request me');
    const superAdmin = await tokenFor(t, 'superadmin');
    const page = (
      await call(
        t,
        contract.templates.pending,
        { query: { page: 0, size: 100, sort: 'createdDate,desc' } },
        superAdmin,
      )
    ).body;
    expect(page.content[0]).toMatchObject({
      id: template.id,
      status: 'PENDING',
      company: { name: 'Demo Labels Ltd' },
      customer: { companyName: 'Template Test Client' },
    });
    expect(page.content.every((row: { status: string }) => row.status === 'PENDING')).toBe(true);
    expect((await call(t, contract.templates.pending, {}, admin)).status).toBe(403);
    expect(
      (await call(t, contract.templates.changeStatus, { params: { id: template.id } }, admin))
        .status,
    ).toBe(403);

    expect(
      (await call(t, contract.templates.changeStatus, { params: { id: template.id } }, superAdmin))
        .body.status,
    ).toBe('UPDATED');
    const after = (await call(t, contract.templates.pending, { query: { size: 100 } }, superAdmin))
      .body;
    expect(after.content.map((row: { id: number }) => row.id)).not.toContain(template.id);
    expect(
      (await call(t, contract.templates.changeStatus, { params: { id: template.id } }, superAdmin))
        .body.status,
    ).toBe('PENDING');
    expect(
      (await call(t, contract.templates.download, { query: { id: template.id } }, superAdmin))
        .status,
    ).toBe(200);
  });

  it('marks a template UPDATED only once it has a design', async () => {
    const template = await newTemplate(t, admin, customerId);
    const early = await call(
      t,
      contract.templates.markUpdated,
      { body: { id: template.id } },
      admin,
    );
    expect(early.status).toBe(400);
    expect(early.problem.title).toBe('The template has no design yet: save the design first');
    expect(
      (await call(t, contract.templateDesigns.save, { body: designOf(template.id) }, admin)).status,
    ).toBe(204);
    expect(
      (await call(t, contract.templates.markUpdated, { body: { id: template.id } }, admin)).body
        .status,
    ).toBe('UPDATED');
  });

  it("answers 404 for another company's template and customer, whatever the call", async () => {
    const template = await newTemplate(t, admin, customerId);
    const other = await otherCompanyAdmin(t, 'Other Templates Co');
    expect((await listOf(other.token)).status).toBe(404);
    expect(
      (await call(t, contract.templates.download, { query: { id: template.id } }, other.token))
        .status,
    ).toBe(404);
    expect(
      (await call(t, contract.templates.design, { params: { id: template.id } }, other.token))
        .status,
    ).toBe(404);
    expect(
      (await call(t, contract.templateDesigns.save, { body: designOf(template.id) }, other.token))
        .status,
    ).toBe(404);
    expect(
      (await call(t, contract.templates.markUpdated, { body: { id: template.id } }, other.token))
        .status,
    ).toBe(404);
    expect(
      (
        await call(
          t,
          contract.templateDesigns.removeElement,
          { params: { templateId: template.id, elementType: 'Text' } },
          other.token,
        )
      ).status,
    ).toBe(404);
    const edit = await call(
      t,
      contract.templates.update,
      { body: { id: String(template.id), description: 'Mine' } },
      other.token,
    );
    expect(edit.status).toBe(404);
    const add = await addTemplate(
      t,
      other.token,
      { customerId, description: 'Theirs' },
      { bytes: await artworkPdf(), name: 'a.pdf' },
    );
    expect(add.status).toBe(404);
  });

  it('follows the Template privilege: level 1 reads, level 2 adds and designs', async () => {
    const template = await newTemplate(t, admin, customerId);
    const viewer = await templateUser(t, companyId, 1);
    expect((await listOf(viewer)).status).toBe(200);
    expect(
      (await call(t, contract.templates.download, { query: { id: template.id } }, viewer)).status,
    ).toBe(200);
    const save = await call(
      t,
      contract.templateDesigns.save,
      { body: designOf(template.id) },
      viewer,
    );
    expect(save.status).toBe(403);
    expect(save.problem.title).toBe('You need the Template privilege at level 2');
    const add = await addTemplate(
      t,
      viewer,
      { customerId, description: 'No' },
      { bytes: await artworkPdf(), name: 'a.pdf' },
    );
    expect(add.status).toBe(403);
    expect((await listOf(await templateUser(t, companyId, 0))).status).toBe(403);

    const designer = await templateUser(t, companyId, 2);
    expect(
      (await call(t, contract.templateDesigns.save, { body: designOf(template.id) }, designer))
        .status,
    ).toBe(204);
  });

  it("keeps a user limited to some customers away from the others' templates", async () => {
    const mine = await insertCustomer(t, companyId, 'Limited Client');
    const theirs = await newTemplate(t, admin, customerId);
    const limited = await templateUser(t, companyId, 2, [mine.id]);
    expect((await listOf(limited, customerId)).status).toBe(404);
    expect(
      (await call(t, contract.templates.download, { query: { id: theirs.id } }, limited)).status,
    ).toBe(404);
    expect(
      (await call(t, contract.templateDesigns.save, { body: designOf(theirs.id) }, limited)).status,
    ).toBe(404);
    const own = await newTemplate(t, limited, mine.id);
    expect((await listOf(limited, mine.id)).body.map((row: { id: number }) => row.id)).toEqual([
      own.id,
    ]);
  });
});
