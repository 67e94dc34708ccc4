import { describe, expect, it } from 'vitest';
import { declaredPrefixesOf, outsideProfile } from './epcis-profile';

const declared = declaredPrefixesOf([
  'https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld',
  { example: 'http://ns.example.com/epcis/' },
]);
const object = { type: 'ObjectEvent', action: 'OBSERVE', epcList: ['A'] };

describe("Veritag's EPCIS profile", () => {
  it('lets in standard fields, declared extensions and full IRIs', () => {
    expect(
      outsideProfile(
        {
          ...object,
          disposition: 'in_transit',
          persistentDisposition: { set: ['completeness_inferred'] },
          'example:myField': 'x',
          'rdfs:comment': 'a note',
          'http://ns.example.com/epcis/other': 1,
        },
        declared,
      ),
    ).toBeUndefined();
  });

  it.each([
    [{ type: 'TransformationEvent' }, 'TransformationEvent is outside'],
    [{ type: 'AssociationEvent' }, 'pack with an AggregationEvent'],
    [{ type: 'Whatever' }, 'type Whatever is not an event type of the profile'],
    [{ ...object, errorDeclaration: {} }, 'errorDeclaration is outside'],
    [{ ...object, sensorElementList: [] }, 'sensorElementList is outside'],
    [{ ...object, quantityList: [] }, 'quantityList is outside'],
    [{ ...object, childQuantityList: [] }, 'childQuantityList is outside'],
    [{ ...object, ilmd: {} }, 'ilmd is outside'],
    [{ ...object, myField: 1 }, 'myField is not a field of an EPCIS 2.0 ObjectEvent'],
    [{ ...object, 'acme:lot': 1 }, 'prefix acme, which the document'],
  ])('refuses %j by name', (event, problem) => {
    expect(outsideProfile(event, declared)).toContain(problem);
  });
});
