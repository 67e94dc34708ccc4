import { describe, expect, it } from 'vitest';
import {
  bizTransactionUriOf,
  codeOfIdentifier,
  epcUriOf,
  referenceOfBizTransaction,
} from './epcis-identifiers';

describe('the identifiers a document may name a code by', () => {
  it.each([
    ['the code as typed', 'abcd-efgh-1234', 'ABCDEFGH1234'],
    ['our printed URL', 'https://veritag.example/v/ABCDEFGH1234', 'ABCDEFGH1234'],
    [
      'a printed URL with a slash at the end',
      'http://localhost:8080/v/ABCDEFGH1234/',
      'ABCDEFGH1234',
    ],
    [
      'a GS1 Digital Link',
      'https://id.example.com/01/09506000134352/21/ABCDEFGH1234',
      'ABCDEFGH1234',
    ],
    [
      'a GS1 Digital Link under a path, with a lot',
      'https://id.example.com/dl/01/09506000134352/10/LOT1/21/ABCDEFGH1234?x=1',
      'ABCDEFGH1234',
    ],
    ['an SGTIN URN', 'urn:epc:id:sgtin:0614141.107346.ABCDEFGH1234', 'ABCDEFGH1234'],
    ['an SGTIN URN with an escaped serial', 'urn:epc:id:sgtin:0614141.107346.AB%2DCD', 'ABCD'],
    ['a GRAI URN', 'urn:epc:id:grai:0614141.12345.ABCDEFGH1234', 'ABCDEFGH1234'],
    ['an SSCC URN', 'urn:epc:id:sscc:0614141.1234567890', '1234567890'],
  ])('reads %s', (_name, identifier, code) => {
    expect(codeOfIdentifier(identifier)).toBe(code);
  });
  it.each([
    ['a URN that names no code', 'urn:epc:id:sgln:0614141.00777.0', 'names no code'],
    ['an SGTIN URN of the wrong shape', 'urn:epc:id:sgtin:0614141.2017', 'is not an EPC SGTIN URN'],
    [
      'a URL of neither kind',
      'https://example.com/products/12',
      'neither a printed code URL nor a GS1 Digital Link',
    ],
    [
      'a Digital Link without serial',
      'https://id.example.com/01/09506000134352',
      'names no serial (AI 21)',
    ],
    [
      'a Digital Link with a bad GTIN',
      'https://id.example.com/01/09506000134353/21/X',
      'https://id.example.com/01/09506000134353/21/X:',
    ],
    [
      'a badly encoded printed URL',
      'https://veritag.example/v/%E0%A4%A',
      'not properly percent-encoded',
    ],
  ])('refuses %s', (_name, identifier, problem) => {
    const read = codeOfIdentifier(identifier);
    expect(typeof read === 'object' && read.problem).toContain(problem);
  });
});

describe('the identifiers the platform writes', () => {
  const base = 'https://veritag.example/';
  it('writes a code as its Digital Link with a GTIN, its printed URL without', () => {
    expect(epcUriOf(base, 'ABCDEFGH1234', '9506000134352')).toBe(
      'https://veritag.example/01/09506000134352/21/ABCDEFGH1234',
    );
    expect(epcUriOf(base, 'ABCDEFGH1234', null)).toBe('https://veritag.example/v/ABCDEFGH1234');
    for (const uri of [
      epcUriOf(base, 'ABCDEFGH1234', '9506000134352'),
      epcUriOf(base, 'ABCDEFGH1234', null),
    ])
      expect(codeOfIdentifier(uri)).toBe('ABCDEFGH1234');
  });

  it("writes a bare consignment reference in the company's space, and reads it back", () => {
    const uri = bizTransactionUriOf(base, 7, 'DESADV 0001/A');
    expect(uri).toBe('https://veritag.example/epcis/bt/7/DESADV%200001%2FA');
    expect(referenceOfBizTransaction(base, 7, uri)).toBe('DESADV 0001/A');
    // Another company's URI is only a reference like any other.
    expect(referenceOfBizTransaction(base, 8, uri)).toBe(uri);
    expect(bizTransactionUriOf(base, 7, 'urn:epcglobal:cbv:bt:0614141073467:1152')).toBe(
      'urn:epcglobal:cbv:bt:0614141073467:1152',
    );
  });
});
