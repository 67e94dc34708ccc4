import { describe, expect, it } from 'vitest';
import { cbvNameOf, withBareVocabulary } from './epcis-vocabulary';

describe('CBV values as EPCIS 2.0 JSON writes them', () => {
  it('writes the EPCIS 1.x URN forms bare, and leaves bare names and web vocabulary alone', () => {
    expect(
      withBareVocabulary({
        bizStep: 'urn:epcglobal:cbv:bizstep:shipping',
        disposition: 'urn:epcglobal:cbv:disp:in_transit',
        bizTransactionList: [{ type: 'urn:epcglobal:cbv:btt:desadv', bizTransaction: 'x:1' }],
        sourceList: [{ type: 'urn:epcglobal:cbv:sdt:owning_party', source: 'x:2' }],
        destinationList: [{ type: 'location', destination: 'x:3' }],
        persistentDisposition: { set: ['urn:epcglobal:cbv:disp:completeness_verified'] },
        'example:field': 'urn:epcglobal:cbv:disp:kept',
      }),
    ).toEqual({
      bizStep: 'shipping',
      disposition: 'in_transit',
      bizTransactionList: [{ type: 'desadv', bizTransaction: 'x:1' }],
      sourceList: [{ type: 'owning_party', source: 'x:2' }],
      destinationList: [{ type: 'location', destination: 'x:3' }],
      persistentDisposition: { set: ['completeness_verified'] },
      'example:field': 'urn:epcglobal:cbv:disp:kept',
    });
    const modern = { bizStep: 'https://ref.gs1.org/cbv/BizStep-shipping' };
    expect(withBareVocabulary(modern)).toEqual(modern);
  });
});

describe('a CBV name', () => {
  it('reads the same from its bare, URN and web vocabulary spellings', () => {
    for (const value of [
      'in_transit',
      'urn:epcglobal:cbv:disp:in_transit',
      'https://ref.gs1.org/cbv/Disp-in_transit',
      'http://ref.gs1.org/cbv/Disp-in_transit',
    ])
      expect(cbvNameOf('disposition', value)).toBe('in_transit');
    expect(cbvNameOf('bizStep', 'https://ref.gs1.org/cbv/BizStep-shipping')).toBe('shipping');
    expect(cbvNameOf('bizStep', 'urn:epcglobal:cbv:disp:in_transit')).toBe(
      'urn:epcglobal:cbv:disp:in_transit',
    );
  });
});
