import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  digitalLinkOf,
  digitalLinkPathOf,
  parseDigitalLinkPath,
  type DigitalLinkKey,
} from './digital-link.rules';
import { attributeLabel, gs1AttributeProblem, gs1AttributesOf } from './gs1-attributes.rules';
import { digitalLinkPathNotServed, unservedKeyProblem } from './gs1-keys.rules';
import { gtin14Of, gtinProblem, optionalGtin } from './gtin.rules';

describe('a GTIN', () => {
  it('of 8, 12, 13 or 14 digits with the right check digit is taken, as 14 digits', () => {
    // Published examples: an EAN-8, a UPC-A, an EAN-13 and GS1's own GTIN-14 example.
    for (const gtin of ['96385074', '036000291452', '4006381333931', '09506000134352'])
      expect(gtinProblem(gtin)).toBeUndefined();
    expect(gtin14Of('96385074')).toBe('00000096385074');
    expect(gtin14Of('036000291452')).toBe('00036000291452');
    expect(gtin14Of('4006381333931')).toBe('04006381333931');
  });

  it('with one digit changed fails its check digit', () => {
    expect(gtinProblem('4006381333932')).toBe('GTIN check digit is wrong');
    expect(gtinProblem('4006381833931')).toBe('GTIN check digit is wrong');
    expect(gtinProblem('09506000134353')).toBe('GTIN check digit is wrong');
  });

  it('of another length or with letters is refused for its length', () => {
    for (const text of [
      '',
      '1234567',
      '40063813339',
      '123456789012345',
      '400638133393X',
      '4006 381333931',
    ]) {
      expect(gtinProblem(text)).toBe('A GTIN has 8, 12, 13 or 14 digits');
    }
  });

  it('is optional on a form: blank is none, a bad one shows its message, a good one is saved as 14 digits', () => {
    expect(v.parse(optionalGtin, undefined)).toBeUndefined();
    expect(v.parse(optionalGtin, '')).toBeUndefined();
    expect(v.parse(optionalGtin, ' 4006381333931 ')).toBe('04006381333931');
    expect(v.safeParse(optionalGtin, '4006381333932').issues?.[0]?.message).toBe(
      'GTIN check digit is wrong',
    );
    expect(v.safeParse(optionalGtin, '12345').issues?.[0]?.message).toBe(
      'A GTIN has 8, 12, 13 or 14 digits',
    );
    expect(v.safeParse(optionalGtin, 4006381333931).issues?.[0]?.message).toBe(
      'A GTIN has 8, 12, 13 or 14 digits',
    );
  });
});

describe('a GS1 Digital Link', () => {
  it('of a serialised item is the public address, the 14-digit GTIN and the serial', () => {
    expect(digitalLinkOf('https://veritag.example/', '4006381333931', 'K7Q2M9X4T1B8')).toBe(
      'https://veritag.example/01/04006381333931/21/K7Q2M9X4T1B8',
    );
  });

  it('percent-encodes a serial as the URI syntax asks, GS1 characters that URLs reserve included', () => {
    expect(digitalLinkOf('https://v.example', '09506000134352', "A/B&C(1)*!'")).toBe(
      'https://v.example/01/09506000134352/21/A%2FB%26C%281%29%2A%21%27',
    );
    expect(parseDigitalLinkPath('/01/09506000134352/21/A%2FB%26C%281%29%2A%21%27')).toEqual({
      gtin: '09506000134352',
      serial: "A/B&C(1)*!'",
    });
  });

  it('path reads back a GTIN alone, with a serial, and with every qualifier in order', () => {
    expect(parseDigitalLinkPath('/01/09506000134352')).toEqual({ gtin: '09506000134352' });
    expect(parseDigitalLinkPath('/01/4006381333931/21/ABC123')).toEqual({
      gtin: '04006381333931',
      serial: 'ABC123',
    });
    expect(parseDigitalLinkPath('/01/96385074/22/2A/10/LOT-7/21/ABC123/')).toEqual({
      gtin: '00000096385074',
      cpv: '2A',
      lot: 'LOT-7',
      serial: 'ABC123',
    });
    expect(parseDigitalLinkPath('/01/09506000134352/10/LOT-7')).toEqual({
      gtin: '09506000134352',
      lot: 'LOT-7',
    });
    expect(
      digitalLinkPathOf({ gtin: '00000096385074', cpv: '2A', lot: 'LOT 7', serial: 'ABC123' }),
    ).toBe('/01/00000096385074/22/2A/10/LOT%207/21/ABC123');
  });

  it('path refuses what is malformed, saying what is wrong', () => {
    const problemOf = (path: string) => {
      const read = parseDigitalLinkPath(path);
      return 'problem' in read ? read.problem : undefined;
    };
    expect(problemOf('/02/09506000134352')).toBe(
      'A GS1 Digital Link path starts with /01/ and a GTIN',
    );
    expect(problemOf('/01')).toBe('A GS1 Digital Link path starts with /01/ and a GTIN');
    expect(problemOf('/01/09506000134353/21/A')).toBe('GTIN check digit is wrong');
    expect(problemOf('/01/09506000134/21/A')).toBe('A GTIN has 8, 12, 13 or 14 digits');
    expect(problemOf('/01/09506000134352/21')).toBe(
      'A GS1 Digital Link path is pairs of an application identifier and its value',
    );
    expect(problemOf('/01/09506000134352//')).toBe(
      'A GS1 Digital Link path is pairs of an application identifier and its value',
    );
    expect(problemOf('/01/09506000134352/21/A/10/LOT')).toMatch(
      /^Application identifier 10 is out of place/,
    );
    expect(problemOf('/01/09506000134352/21/A/21/B')).toMatch(
      /^Application identifier 21 is out of place/,
    );
    expect(problemOf('/01/09506000134352/17/261231')).toBe(
      "Application identifier '17' is not a key qualifier of a GTIN here: use 22, 10 and 21, or 235",
    );
    const badSerial =
      'The serial number (AI 21) must be 1 to 20 characters of the GS1 character set';
    expect(problemOf('/01/09506000134352/21/ABCDEFGHIJKLMNOPQRSTU')).toBe(badSerial);
    expect(problemOf('/01/09506000134352/21/caf%C3%A9')).toBe(badSerial);
    expect(problemOf('/01/09506000134352/21//')).toBe(badSerial);
    expect(problemOf('/01/09506000134352/21/%E0%A4%A')).toBe(
      'The serial number (AI 21) is not properly percent-encoded',
    );
  });
});

describe('a third-party controlled serialised extension (AI 235)', () => {
  const problemOf = (path: string) => {
    const read = parseDigitalLinkPath(path);
    return 'problem' in read ? read.problem : undefined;
  };

  it('follows a GTIN alone, up to 28 GS1 characters, and reads back to the same path', () => {
    expect(parseDigitalLinkPath('/01/09506000134352/235/TEST')).toEqual({
      gtin: '09506000134352',
      tpx: 'TEST',
    });
    const longest = 'A'.repeat(28);
    expect(parseDigitalLinkPath(`/01/09506000134352/235/${longest}/`)).toEqual({
      gtin: '09506000134352',
      tpx: longest,
    });
    expect(digitalLinkPathOf({ gtin: '09506000134352', tpx: 'X/Y' })).toBe(
      '/01/09506000134352/235/X%2FY',
    );
    expect(problemOf(`/01/09506000134352/235/${longest}A`)).toBe(
      'The third-party controlled serialised extension (AI 235) must be 1 to 28 characters of the GS1 character set',
    );
  });

  it('is never mixed with 22, 10 or 21, in either order, nor repeated', () => {
    const alone =
      'Application identifier 235 stands alone after a GTIN: it is not combined with 22, 10 or 21';
    for (const path of [
      '/01/09506000134352/21/A/235/B',
      '/01/09506000134352/22/A/10/B/235/C',
      '/01/09506000134352/235/B/21/A',
      '/01/09506000134352/235/B/10/A',
      '/01/09506000134352/235/B/235/C',
    ])
      expect(problemOf(path), path).toBe(alone);
  });
});

describe('a path that reads as a GS1 Digital Link the platform does not answer', () => {
  it('names the unserved key at the root, a path prefix before a key, and old alpha names', () => {
    expect(digitalLinkPathNotServed('/00/095060001343520000')).toBe(
      'This resolver answers GTINs (/01/) only: the GS1 key 00 (SSCC) is not resolved here',
    );
    expect(digitalLinkPathNotServed('/414/9506000134352/254/1')).toMatch(
      /the GS1 key 414 \(GLN of a physical location\)/,
    );
    expect(unservedKeyProblem('99')).toMatch(/the GS1 key 99 \(not a GS1 primary key\)/);
    const prefix =
      'This resolver answers GS1 Digital Links at the root of its address (/01/…): a path before the key is not served';
    expect(digitalLinkPathNotServed('/brand/01/09506000134352/21/ABC')).toBe(prefix);
    expect(digitalLinkPathNotServed('/a/b/00/095060001343520000?x=1')).toBe(prefix);
    expect(digitalLinkPathNotServed('/some/other/path/info/DBHKVAdpQgowOQ')).toBe(
      'This resolver answers compressed GS1 Digital Links at the root of its address: a path before one is not served',
    );
    expect(digitalLinkPathNotServed('/gtin/09506000134352')).toBe(
      'GS1 Digital Link 1.4 names keys by number: use /01/ rather than /gtin/',
    );
  });

  it('leaves every other path alone: console screens, files, keys without a value starting with a digit', () => {
    for (const path of [
      '/',
      '/company_list',
      '/smart-bin',
      '/download/invalid-scan-report',
      '/assets/01/index.js',
      '/00',
      '/01/',
      '/constructor/1',
      '/toString/1',
      '/v/ABC123',
      '/download/invalid-scan-report',
      '/ARFKk4XBoA',
      '/x/ARFKk4X',
    ])
      expect(digitalLinkPathNotServed(path), path).toBeUndefined();
  });
});

describe('the GS1 data attributes of a query string', () => {
  const gtinOnly = { gtin: '09506000134352' };
  const problemOf = (query: string, key: DigitalLinkKey = gtinOnly) => {
    const read = gs1AttributesOf(query);
    if ('problem' in read) return read.problem;
    return read.attributes.map((attribute) => gs1AttributeProblem(attribute, key)).find(Boolean);
  };

  it('are the numeric keys; others, empty pairs and bare flags are left alone', () => {
    expect(
      gs1AttributesOf('17=261231&linkType=gs1:pip&&utm_source=a+b&flag&%33103=000500'),
    ).toEqual({
      attributes: [
        { ai: '17', value: '261231' },
        { ai: '3103', value: '000500' },
      ],
    });
    expect(gs1AttributesOf('')).toEqual({ attributes: [] });
    expect(gs1AttributesOf('%E0%A4=1&linkType=%E0%A4')).toEqual({ attributes: [] });
    // A plus is a space in a query string, as GS1's syntax engine reads it.
    expect(gs1AttributesOf('98=XYZ+987')).toEqual({ attributes: [{ ai: '98', value: 'XYZ 987' }] });
  });

  it('without a value, badly encoded or given twice are refused, naming the attribute', () => {
    expect(problemOf('99=')).toBe('GS1 attribute 99 in the query string has no value');
    expect(problemOf('99')).toBe('GS1 attribute 99 in the query string has no value');
    expect(problemOf('99=%E0%A4')).toBe(
      'GS1 attribute 99 in the query string is not properly percent-encoded',
    );
    expect(problemOf('99=A&99=A')).toBe(
      'GS1 attribute 99 is given more than once in the query string',
    );
  });

  it("may not repeat the path's keys, stand where GS1 forbids them beside a GTIN, or be dates that are not dates", () => {
    expect(problemOf('01=09506000134352')).toBe(
      "GS1 attribute 01=09506000134352: the GTIN is the path's key, not a query attribute",
    );
    expect(problemOf('10=LOT')).toBe(
      'GS1 attribute 10=LOT: AI 10 is a key qualifier and belongs in the path after the GTIN, not in the query string',
    );
    // With 235 chosen, a lot may be an attribute (GS1's syntax engine vectors), a serial may not.
    expect(problemOf('10=LOT', { ...gtinOnly, tpx: 'X' })).toBeUndefined();
    expect(problemOf('21=A', { ...gtinOnly, tpx: 'X' })).toBe(
      'GS1 attribute 21=A: a serial number (AI 21) and AI 235 are not given together',
    );
    expect(problemOf('235=A', { ...gtinOnly, serial: 'S' })).toBe(
      'GS1 attribute 235=A: a serial number (AI 21) and AI 235 are not given together',
    );
    expect(problemOf('235=A', { ...gtinOnly, tpx: 'X' })).toMatch(/AI 235 is a key qualifier/);
    expect(problemOf('37=5')).toBe(
      'GS1 attribute 37=5: a count of contained items (AI 37) is not given with a GTIN',
    );
    expect(problemOf('17=261299')).toBe('GS1 attribute 17=261299 is not a date (YYMMD0)');
    expect(problemOf('17=261301')).toBe('GS1 attribute 17=261301 is not a date (YYMMD0)');
    expect(problemOf('17=250229')).toBe('GS1 attribute 17=250229 is not a date (YYMMD0)');
    expect(problemOf('7006=261200')).toBe('GS1 attribute 7006=261200 is not a date (YYMMDD)');
    expect(problemOf('7007=2612012613')).toBeUndefined(); // the grammar's business, not a date's
    expect(problemOf('7007=261201261231')).toBeUndefined();
    expect(problemOf('7007=261201261232')).toBe(
      'GS1 attribute 7007=261201261232 is not a date (YYMMDD)',
    );
    for (const fine of [
      '17=261231',
      '17=261200',
      '17=240229',
      '3103=000500',
      '99=' + 'A'.repeat(50),
    ])
      expect(problemOf(fine), fine).toBeUndefined();
    expect(attributeLabel({ ai: '99', value: 'A'.repeat(50) })).toBe(`99=${'A'.repeat(40)}…`);
  });
});
