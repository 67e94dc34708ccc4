import { describe, expect, it } from 'vitest';
import { formFieldName, serverErrorMapOf } from './server-errors';

describe('formFieldName', () => {
  it.each([
    ['name', 'name'],
    ['contectPersons.0.name', 'contectPersons[0].name'],
    ['emailConfig.helpDeskEmailsList.12', 'emailConfig.helpDeskEmailsList[12]'],
    ['plant.code2', 'plant.code2'],
  ])('names %s as %s', (path, name) => expect(formFieldName(path)).toBe(name));
});

describe('serverErrorMapOf', () => {
  const shown = ['name', 'contectPersons[0].email'];

  it('places problem+json errors on the fields the form shows and keeps the rest for the form', () => {
    const errors = [
      { field: 'name', detail: 'Value must be less than 100' },
      { field: 'contectPersons.0.email', detail: 'This field is required' },
      { field: 'companyCode', detail: 'Already used' },
    ];
    expect(serverErrorMapOf(errors, shown)).toEqual({
      fields: {
        name: 'Value must be less than 100',
        'contectPersons[0].email': 'This field is required',
      },
      form: 'companyCode: Already used',
    });
  });

  it('takes a plain map, keeps the first message of a field, and has no form error when all are placed', () => {
    expect(serverErrorMapOf({ name: 'Taken' }, shown)).toEqual({
      fields: { name: 'Taken' },
      form: undefined,
    });
    const twice = [
      { field: 'name', detail: 'First' },
      { field: 'name', detail: 'Second' },
    ];
    expect(serverErrorMapOf(twice, shown).fields).toEqual({ name: 'First' });
  });

  it('shows an error without a field as it is', () => {
    expect(serverErrorMapOf([{ field: '', detail: 'Company not found' }], shown).form).toBe(
      'Company not found',
    );
  });
});
