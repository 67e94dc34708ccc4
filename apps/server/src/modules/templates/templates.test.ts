import { PDFDocument } from '@cantoo/pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCompanyId, insertCustomer, otherCompanyAdmin } from '../../test-support/master-data';
import { bearer, form, tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { smallPng } from '../../test-support/images';
import {
  addTemplate,
  artworkPdf,
  call,
  designOf,
  newTemplate,
  templateUser,
} from './test-support/template-uploads';

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
  call(t, token, 'GET', `/api/templates/customer/${customer}`);

describe('templates', () => {
  it("seeds the demo's first customer with a designed template", async () => {
    const customers = (
      await call(
        t,
        admin,
        'GET',
        '/api/customers/company?type=Customer&page=0&size=100&sort=createdDate,asc',
      )
    ).json();
    const first = customers.content.find(
      (c: { companyName: string }) => c.companyName === 'Sunrise Pharma Ltd',
    );
    const [demo] = (await listOf(admin, first.id)).json();
    expect(demo).toMatchObject({
      description: 'Demo label 60 x 40 mm',
      status: 'UPDATED',
      revision: 1,
      name: 'demo-label-60x40.pdf',
    });
    const design = (await call(t, admin, 'GET', `/api/templates/${demo.id}/design`)).json();
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
    expect(reply.statusCode).toBe(200);
    const template = reply.json();
    expect(template).toMatchObject({
      description: 'Jar label',
      status: 'PENDING',
      name: 'jar.pdf',
      revision: null,
      customer: { id: customerId, companyName: 'Template Test Client' },
    });
    expect(template.labelSize.width).toBeCloseTo(170.08, 1);
    expect(template.labelSize.height).toBeCloseTo(113.39, 1);
    expect(await t.storedFileCount()).toBe(files + 1);
    const second = await newTemplate(t, admin, customerId, 'Cap label');
    expect(
      (await listOf(admin))
        .json()
        .slice(0, 2)
        .map((row: { id: number }) => row.id),
    ).toEqual([second.id, template.id]);
    const byDescription = (
      await call(t, admin, 'GET', `/api/templates/customer/${customerId}?sort=description,asc`)
    ).json();
    expect(byDescription.map((row: { description: string }) => row.description)).toEqual(
      [...byDescription.map((row: { description: string }) => row.description)].sort(),
    );
  });

  it('judges the PDF by its content and stores nothing it refuses', async () => {
    const before = { rows: (await listOf(admin)).json().length, files: await t.storedFileCount() };
    const png = await addTemplate(
      t,
      admin,
      { customerId, description: 'Fake' },
      { bytes: smallPng(), name: 'label.pdf', type: 'application/pdf' },
    );
    expect(png.statusCode).toBe(415);
    expect(png.json().title).toBe('The file must be a PDF file');
    const huge = Buffer.concat([await artworkPdf(), Buffer.alloc(10_000_001)]);
    const tooLarge = await addTemplate(
      t,
      admin,
      { customerId, description: 'Huge' },
      { bytes: huge, name: 'huge.pdf' },
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().title).toBe('The file is larger than 10 MB');
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
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      title: 'The file is not a PDF that can be read',
      errors: [{ field: 'file', detail: 'The PDF has no page' }],
    });
    const noFile = await addTemplate(t, admin, { customerId, description: 'No file' });
    expect(noFile.statusCode).toBe(400);
    expect({ rows: (await listOf(admin)).json().length, files: await t.storedFileCount() }).toEqual(
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
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0]).toMatchObject({
      field: 'description',
      detail: 'Value must be less than 100',
    });
    const template = await newTemplate(t, admin, customerId);
    const edit = (description: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/templates',
        headers: bearer(admin),
        payload: form({ id: String(template.id), description }),
      });
    expect((await edit('e'.repeat(200))).json()).toMatchObject({
      id: template.id,
      description: 'e'.repeat(200),
      status: 'PENDING',
    });
    expect((await edit('e'.repeat(201))).json().errors[0]).toMatchObject({
      field: 'description',
      detail: 'Value must be less than 200',
    });
    expect((await edit('')).json().errors[0]).toMatchObject({
      field: 'description',
      detail: 'This field is required',
    });
  });

  it('serves the master PDF, as stored (its standard fonts embedded, issue 32), to those who may read the template', async () => {
    const template = await newTemplate(t, admin, customerId);
    const pdf = await call(t, admin, 'GET', `/api/getTemplate?id=${template.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('bottle.pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call(t, undefined, 'GET', `/api/getTemplate?id=${template.id}`)).statusCode).toBe(
      401,
    );
  });

  it('keeps the request list and its switch to the super admin', async () => {
    const template = await newTemplate(t, admin, customerId, 'Request me');
    const superAdmin = await tokenFor(t, 'superadmin');
    const page = (
      await call(
        t,
        superAdmin,
        'GET',
        '/api/templates/pending?page=0&size=100&sort=createdDate,desc',
      )
    ).json();
    expect(page.content[0]).toMatchObject({
      id: template.id,
      status: 'PENDING',
      company: { name: 'Demo Labels Ltd' },
      customer: { companyName: 'Template Test Client' },
    });
    expect(page.content.every((row: { status: string }) => row.status === 'PENDING')).toBe(true);
    expect((await call(t, admin, 'GET', '/api/templates/pending')).statusCode).toBe(403);
    expect(
      (await call(t, admin, 'GET', `/api/templates/change-status/${template.id}`)).statusCode,
    ).toBe(403);

    expect(
      (await call(t, superAdmin, 'GET', `/api/templates/change-status/${template.id}`)).json()
        .status,
    ).toBe('UPDATED');
    const after = (await call(t, superAdmin, 'GET', '/api/templates/pending?size=100')).json();
    expect(after.content.map((row: { id: number }) => row.id)).not.toContain(template.id);
    expect(
      (await call(t, superAdmin, 'GET', `/api/templates/change-status/${template.id}`)).json()
        .status,
    ).toBe('PENDING');
    expect(
      (await call(t, superAdmin, 'GET', `/api/getTemplate?id=${template.id}`)).statusCode,
    ).toBe(200);
  });

  it('marks a template UPDATED only once it has a design', async () => {
    const template = await newTemplate(t, admin, customerId);
    const early = await call(t, admin, 'POST', '/api/updateTemplateStatus', { id: template.id });
    expect(early.statusCode).toBe(400);
    expect(early.json().title).toBe('The template has no design yet: save the design first');
    expect(
      (await call(t, admin, 'POST', '/api/saveDndTemplate', designOf(template.id))).statusCode,
    ).toBe(204);
    expect(
      (await call(t, admin, 'POST', '/api/updateTemplateStatus', { id: template.id })).json()
        .status,
    ).toBe('UPDATED');
  });

  it("answers 404 for another company's template and customer, whatever the call", async () => {
    const template = await newTemplate(t, admin, customerId);
    const other = await otherCompanyAdmin(t, 'Other Templates Co');
    expect((await listOf(other.token)).statusCode).toBe(404);
    expect(
      (await call(t, other.token, 'GET', `/api/getTemplate?id=${template.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(t, other.token, 'GET', `/api/templates/${template.id}/design`)).statusCode,
    ).toBe(404);
    expect(
      (await call(t, other.token, 'POST', '/api/saveDndTemplate', designOf(template.id)))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(t, other.token, 'POST', '/api/updateTemplateStatus', { id: template.id }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(t, other.token, 'DELETE', `/api/deleteTemplatePDFel/${template.id}/by/Text`))
        .statusCode,
    ).toBe(404);
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/templates',
      headers: bearer(other.token),
      payload: form({ id: String(template.id), description: 'Mine' }),
    });
    expect(edit.statusCode).toBe(404);
    const add = await addTemplate(
      t,
      other.token,
      { customerId, description: 'Theirs' },
      { bytes: await artworkPdf(), name: 'a.pdf' },
    );
    expect(add.statusCode).toBe(404);
  });

  it('follows the Template privilege: level 1 reads, level 2 adds and designs', async () => {
    const template = await newTemplate(t, admin, customerId);
    const viewer = await templateUser(t, companyId, 1);
    expect((await listOf(viewer)).statusCode).toBe(200);
    expect((await call(t, viewer, 'GET', `/api/getTemplate?id=${template.id}`)).statusCode).toBe(
      200,
    );
    const save = await call(t, viewer, 'POST', '/api/saveDndTemplate', designOf(template.id));
    expect(save.statusCode).toBe(403);
    expect(save.json().title).toBe('You need the Template privilege at level 2');
    const add = await addTemplate(
      t,
      viewer,
      { customerId, description: 'No' },
      { bytes: await artworkPdf(), name: 'a.pdf' },
    );
    expect(add.statusCode).toBe(403);
    expect((await listOf(await templateUser(t, companyId, 0))).statusCode).toBe(403);

    const designer = await templateUser(t, companyId, 2);
    expect(
      (await call(t, designer, 'POST', '/api/saveDndTemplate', designOf(template.id))).statusCode,
    ).toBe(204);
  });

  it("keeps a user limited to some customers away from the others' templates", async () => {
    const mine = await insertCustomer(t, companyId, 'Limited Client');
    const theirs = await newTemplate(t, admin, customerId);
    const limited = await templateUser(t, companyId, 2, [mine.id]);
    expect((await listOf(limited, customerId)).statusCode).toBe(404);
    expect((await call(t, limited, 'GET', `/api/getTemplate?id=${theirs.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(t, limited, 'POST', '/api/saveDndTemplate', designOf(theirs.id))).statusCode,
    ).toBe(404);
    const own = await newTemplate(t, limited, mine.id);
    expect((await listOf(limited, mine.id)).json().map((row: { id: number }) => row.id)).toEqual([
      own.id,
    ]);
  });
});
