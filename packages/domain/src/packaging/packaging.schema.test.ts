import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issuesOf } from '../test-support/issue-paths';
import {
  PackagingFormSchema,
  PackagingLevelsFormSchema,
  packagingLevelsOf,
  packagingMaxChildLevels,
  packagingStatusLabel,
  packagingTooDeep,
} from './packaging.schema';

const long = (length: number) => 'x'.repeat(length);
const packaging = {
  name: 'Carton',
  product: 3,
  packagingConfig: {
    parentName: 'Pallet',
    child: { name: 'Box', count: 12, child: { name: 'Pack', count: 6 } },
  },
};

describe('packaging form (spec 002 section 5)', () => {
  it.each([
    ['valid', {}, {}],
    ['name required', { name: '' }, { name: 'This field is required' }],
    ['name max 100', { name: long(101) }, { name: 'Value must be less than 100' }],
    ['product required', { product: undefined }, { product: 'This field is required' }],
    [
      'parentName required',
      { packagingConfig: { parentName: '' } },
      { 'packagingConfig.parentName': 'This field is required' },
    ],
    [
      'parentName max 100',
      { packagingConfig: { parentName: long(101) } },
      { 'packagingConfig.parentName': 'Value must be less than 100' },
    ],
    [
      'level name max 100',
      { packagingConfig: { parentName: 'P', child: { name: long(101), count: 1 } } },
      { 'packagingConfig.child.name': 'Value must be less than 100' },
    ],
    [
      'level count required',
      { packagingConfig: { parentName: 'P', child: { name: 'B' } } },
      { 'packagingConfig.child.count': 'This field is required' },
    ],
    [
      'level count max 7 characters',
      { packagingConfig: { parentName: 'P', child: { name: 'B', count: '12345678' } } },
      { 'packagingConfig.child.count': 'Max Length 7' },
    ],
    [
      'nested level count min 1',
      { packagingConfig: { parentName: 'P', child: { count: 2, child: { count: 0 } } } },
      { 'packagingConfig.child.child.count': "Value can't be less than 1" },
    ],
  ])('%s', (_name, change, expected) => {
    expect(issuesOf(PackagingFormSchema, { ...packaging, ...change })).toEqual(expected);
  });

  it('keeps the root count at 1 and lists the levels root first', () => {
    const output = v.parse(PackagingFormSchema, {
      ...packaging,
      packagingConfig: { ...packaging.packagingConfig, count: 9 },
    });
    expect(output.packagingConfig.count).toBe(1);
    expect(output.enabled).toBe(true);
    expect(packagingLevelsOf(output.packagingConfig)).toEqual([
      { name: 'Pallet', count: 1 },
      { name: 'Box', count: 12 },
      { name: 'Pack', count: 6 },
    ]);
  });
  it('refuses a chain deeper than the bound before reading it', () => {
    const chain = (depth: number) => {
      let level: { count: number; child?: object } | undefined;
      for (let i = 0; i < depth; i += 1) level = level ? { count: 2, child: level } : { count: 2 };
      return { ...packaging, packagingConfig: { parentName: 'P', child: level } };
    };
    expect(issuesOf(PackagingFormSchema, chain(packagingMaxChildLevels))).toEqual({});
    expect(issuesOf(PackagingFormSchema, chain(packagingMaxChildLevels + 1))).toEqual({
      'packagingConfig.child': packagingTooDeep,
    });
    expect(issuesOf(PackagingFormSchema, chain(100_000))).toEqual({
      'packagingConfig.child': packagingTooDeep,
    });
  });
  it("reads the form's list of levels as the nested chain", () => {
    const output = v.parse(PackagingLevelsFormSchema, {
      name: 'Carton',
      product: '3',
      parentName: 'Pallet',
      levels: [
        { name: 'Box', count: '12' },
        { name: '', count: 6 },
      ],
    });
    expect(output).toEqual({
      name: 'Carton',
      enabled: true,
      product: 3,
      packagingConfig: {
        parentName: 'Pallet',
        count: 1,
        child: { name: 'Box', count: 12, child: { count: 6 } },
      },
    });
    expect(v.parse(PackagingFormSchema, output)).toEqual(output);
    expect(
      v.parse(PackagingLevelsFormSchema, { name: 'N', product: 1, parentName: 'P' })
        .packagingConfig,
    ).toEqual({ parentName: 'P', count: 1 });
    expect(
      issuesOf(PackagingLevelsFormSchema, {
        name: '',
        product: '',
        parentName: '',
        levels: [{ name: 'x'.repeat(101), count: '' }],
      }),
    ).toEqual({
      name: 'This field is required',
      product: 'This field is required',
      parentName: 'This field is required',
      'levels.0.name': 'Value must be less than 100',
      'levels.0.count': 'This field is required',
    });
  });
  it('shows Active or Inactive from the enabled flag', () => {
    expect(packagingStatusLabel(true)).toBe('Active');
    expect(packagingStatusLabel(false)).toBe('Inactive');
  });
});
