import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issuesOf } from '../test-support/issue-paths';
import { barcodeFormatOf, barcodeFormats } from './barcode-formats.constants';
import { DesignSaveSchema } from './design.schema';
import { GenerateTokenSchema, TemplateAddSchema, TemplateEditSchema } from './template.schema';

const long = (length: number) => 'x'.repeat(length);

describe('template add and edit (spec 001 section 5)', () => {
  it.each([
    ['add: valid', TemplateAddSchema, { customerId: 1, description: 'Box label' }, {}],
    [
      'add: description required',
      TemplateAddSchema,
      { customerId: 1, description: '' },
      { description: 'This field is required' },
    ],
    ['add: description of 100', TemplateAddSchema, { customerId: 1, description: long(100) }, {}],
    [
      'add: description max 100',
      TemplateAddSchema,
      { customerId: 1, description: long(101) },
      { description: 'Value must be less than 100' },
    ],
    [
      'add: customer required',
      TemplateAddSchema,
      { description: 'Box' },
      { customerId: 'This field is required' },
    ],
    ['edit: description of 200', TemplateEditSchema, { id: 1, description: long(200) }, {}],
    [
      'edit: description max 200',
      TemplateEditSchema,
      { id: 1, description: long(201) },
      { description: 'Value must be less than 200' },
    ],
  ] as const)('%s', (_name, schema, input, expected) => {
    expect(issuesOf(schema, input)).toEqual(expected);
  });
});

describe('generate token (spec 001 section 5)', () => {
  it.each([
    ['valid', { quantity: '1000' }, {}],
    ['quantity required', { quantity: '' }, { quantity: 'This field is required' }],
    ['quantity max length 7', { quantity: '12345678' }, { quantity: 'Max Length 7' }],
    ['quantity min 1', { quantity: '0' }, { quantity: "Value can't be less than 1" }],
    [
      'expiration max length 7',
      { quantity: 1, expirationDate: '12345678' },
      { expirationDate: 'Max Length 7' },
    ],
    [
      'expiration min 1',
      { quantity: 1, expirationDate: 0 },
      { expirationDate: "Value can't be less than 1" },
    ],
  ])('%s', (_name, change, expected) => {
    expect(issuesOf(GenerateTokenSchema, { templateId: 3, ...change })).toEqual(expected);
  });
});

describe('design save payload (spec 001 sections 3 to 5)', () => {
  const placed = { name: 'qr', type: 'QR_CODE', x: 10, y: 20 };
  it('fills the defaults: black colours, components of 50 by 50', () => {
    const design = v.parse(DesignSaveSchema, { templateId: 3, coordinates: [placed] });
    expect(design.color).toBe('#000000');
    expect(design.formatColor).toBe('#000000');
    expect(design.coordinates[0]).toMatchObject({ width: 50, height: 50, rotation: 0 });
  });
  it.each([
    ['a component without x', [{ ...placed, x: null }]],
    ['a component without y', [{ name: 't', type: 'Text', x: 1 }]],
  ])('%s stops the save with the spec message', (_name, coordinates) => {
    expect(issuesOf(DesignSaveSchema, { templateId: 3, coordinates })).toEqual({
      '': 'Please positioned your element',
    });
  });
  it.each([
    [
      'an unknown format',
      { format: 'code128x' },
      { format: 'Please choose a value from the list' },
    ],
    ['a known format', { format: 'ean13' }, {}],
    ['font size max length 7', { fontSize: 12345678 }, { fontSize: 'Max Length 7' }],
    ['font size min 1', { fontSize: 0 }, { fontSize: "Value can't be less than 1" }],
    [
      'a colour that is not hex',
      { color: 'red' },
      { color: 'Colour must be a hex value such as #000000' },
    ],
  ])('%s', (_name, change, expected) => {
    expect(issuesOf(DesignSaveSchema, { templateId: 3, coordinates: [placed], ...change })).toEqual(
      expected,
    );
  });
});

describe('barcode formats of the designer', () => {
  it('offers about 55, each with a unique bwip-js id', () => {
    expect(barcodeFormats.length).toBeGreaterThanOrEqual(50);
    expect(barcodeFormats.length).toBeLessThanOrEqual(60);
    expect(new Set(barcodeFormats.map((format) => format.bcid)).size).toBe(barcodeFormats.length);
  });
  it.each([
    ['Code 128', 'code128'],
    ['QR Code', 'qrcode'],
    ['Data Matrix', 'datamatrix'],
    ['EAN-13', 'ean13'],
    ['PDF417', 'pdf417'],
    ['Aztec Code', 'azteccode'],
    ['UPC-A', 'upca'],
  ])('names the spec example %s (%s)', (label, bcid) => {
    expect(barcodeFormatOf(bcid)?.label).toBe(label);
  });
  it('has many postal codes', () => {
    expect(
      barcodeFormats.filter((format) => format.kind === 'postal').length,
    ).toBeGreaterThanOrEqual(8);
  });
});
