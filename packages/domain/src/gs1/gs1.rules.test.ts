import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { digitalLinkOf, digitalLinkPathOf, parseDigitalLinkPath } from './digital-link.rules';
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
    expect(problemOf('/01/09506000134352/17/261231')).toMatch(
      /^Application identifier '17' is not a key qualifier/,
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
