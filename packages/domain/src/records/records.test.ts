import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ChartPointSchema,
  CountReplySchema,
  TopEntrySchema,
  TotalReplySchema,
} from './dashboard.record';
import { dataPageSchema } from './data-page.record';
import { MasterProductColorSchema } from './master-product.record';
import { PackagingSchema } from './packaging.record';
import { ProductOptionSchema, ProductSchema } from './product.record';
import { SmartBinUploadReplySchema } from './smart-bin.record';

const product = {
  id: 1,
  productName: 'Paint 1L',
  productSrNo: 'SR1',
  productCode: 'P-1',
  productDescription: 'One litre',
  labelSize: '200 x 100',
  labelSpecification: 'Matte',
  customer: { id: 2, companyName: 'Acme', advanceWorkflow: true },
  mfgDate: '2024-01-01T00:00:00',
  showMfgDate: true,
};

describe('record shapes the contract replies with', () => {
  it('reads a product with its switches off unless sent', () => {
    const read = v.parse(ProductSchema, product);
    expect(read.showMfgDate).toBe(true);
    expect(read.staticQr).toBe(false);
    expect(v.safeParse(ProductSchema, { ...product, customer: undefined }).success).toBe(false);
    expect(v.parse(ProductOptionSchema, { id: 1, productCode: 'P-1', labelSize: null })).toEqual({
      id: 1,
      productCode: 'P-1',
      labelSize: null,
    });
  });

  it('reads a packaging chain of any depth', () => {
    const chain = {
      parentName: 'Carton',
      count: 1,
      child: { name: 'Box', count: 10, child: { name: 'Tin', count: 6, child: null } },
    };
    const packaging = {
      id: 1,
      name: 'Paint',
      enabled: true,
      product: { id: 1, productCode: 'P-1' },
      packagingConfig: chain,
    };
    expect(v.parse(PackagingSchema, packaging).packagingConfig.child?.child?.count).toBe(6);
    const broken = {
      ...packaging,
      packagingConfig: { ...chain, child: { name: 'Box', count: 'ten' } },
    };
    expect(v.safeParse(PackagingSchema, broken).success).toBe(false);
  });

  it('reads a data page (data and totalElements)', () => {
    const page = dataPageSchema(v.object({ id: v.number() }));
    expect(v.parse(page, { data: [{ id: 1 }], totalElements: 1 })).toEqual({
      data: [{ id: 1 }],
      totalElements: 1,
    });
    expect(v.safeParse(page, { content: [{ id: 1 }], totalElements: 1 }).success).toBe(false);
  });

  it.each([
    [CountReplySchema, { count: 3 }],
    [TotalReplySchema, { total: 120 }],
    [TopEntrySchema, { id: 1, name: 'Asha', count: 9 }],
    [ChartPointSchema, { label: '2024-01', count: 4 }],
    [MasterProductColorSchema, { value: 'Red' }],
    [SmartBinUploadReplySchema, { fileName: 'bin.xlsx', message: 'Uploaded 10 codes' }],
  ] as const)('reads %#', (schema, sample) => {
    expect(v.parse(schema as v.GenericSchema, sample)).toEqual(sample);
  });
});
