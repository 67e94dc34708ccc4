import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { customerCalls } from './customers.contract';
import { SmartBinDeleteQuerySchema } from './smart-bin.contract';
import { tokenDataCalls } from './token-data.contract';

/** Payloads whose wire shape differs from the domain form they are checked with. */
describe('wire payloads', () => {
  it('reads the smart bin delete query as one code or a date range', () => {
    expect(v.parse(SmartBinDeleteQuerySchema, { id: '12' })).toEqual({ mode: 'single', id: 12 });
    expect(
      v.parse(SmartBinDeleteQuerySchema, { fromDate: '2024-01-01', toDate: '2024-01-31' }),
    ).toEqual({
      mode: 'range',
      fromDate: '2024-01-01',
      toDate: '2024-01-31',
    });
    expect(
      v.parse(SmartBinDeleteQuerySchema, {
        fromDate: '2024-01-01',
        toDate: '2024-01-31',
        timeZone: 'Europe/Rome',
      }),
    ).toMatchObject({ timeZone: 'Europe/Rome' });
    expect(
      v.safeParse(SmartBinDeleteQuerySchema, {
        fromDate: '2024-01-01',
        toDate: '2024-01-31',
        timeZone: 'Mars/Base',
      }).success,
    ).toBe(false);
    expect(v.safeParse(SmartBinDeleteQuerySchema, {}).success).toBe(false);
    expect(
      v.safeParse(SmartBinDeleteQuerySchema, { fromDate: '2024-02-01', toDate: '2024-01-01' })
        .success,
    ).toBe(false);
  });

  it('reads token data with the master product under matnr, token type always Normal', () => {
    const fields = tokenDataCalls.create.multipart.fields;
    const sent = {
      plant: '3',
      poNumber: 'PO-1',
      validUpto: '3 Years',
      matnr: { color: 'Red', tokenType: 'Lucky', packSize: '20' },
    };
    expect(v.parse(fields, sent)).toMatchObject({
      plant: 3,
      matnr: { color: 'Red', tokenType: 'Normal', packSize: 20 },
    });
    const issues = v.safeParse(fields, { ...sent, matnr: { color: '' } }).issues ?? [];
    expect(issues.map((issue) => v.getDotPath(issue))).toEqual(
      expect.arrayContaining(['matnr.color', 'matnr.packSize']),
    );
  });

  it('reads an unflattened customer edit form with its id and contact person ids', () => {
    const fields = customerCalls.update.multipart.fields;
    const sent = {
      id: '4',
      companyName: 'Acme',
      companyCode: 'AC',
      messageOnScan: 'Thanks',
      contectPersons: [{ id: 9, name: 'Asha', email: 'asha@example.com', mobile: '9876543210' }],
    };
    expect(v.parse(fields, sent)).toMatchObject({
      id: 4,
      contectPersons: [{ id: 9, name: 'Asha' }],
    });
    expect(v.safeParse(fields, { ...sent, id: undefined }).success).toBe(false);
  });
});
