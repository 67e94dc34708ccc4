import { describe, expect, it } from 'vitest';
import { defaultSortParam, pageSizes } from '../paging/paging.constants';
import { codeTypes, labelSizes } from '../print-data/print-data.constants';
import {
  componentTypes,
  defaultComponentSize,
  fontNames,
  pdfRenderScale,
  textComponentTypes,
} from '../template/template.constants';
import { yearRanges } from '../dates/year-ranges.constants';
import {
  colorThemes,
  mapDefaults,
  menuColors,
  menuModes,
  mobileBreakpointPx,
  profileModes,
  qrPreview,
  signUpTiers,
  signUpTimeZoneCount,
  signUpTimeZones,
  signUpVatPercent,
  submenuAnimationMs,
} from './shell.constants';

describe('business constants of the spec (section 9 of each document)', () => {
  it.each([
    ['twelve colour themes', colorThemes.length, 12],
    ['table rows', pageSizes.tableRows, 10],
    ['list request size', pageSizes.listRequest, 100],
    ['template requests', pageSizes.templateRequests, 100],
    ['printing jobs', pageSizes.printingJobs, 100],
    ['dropdown records', pageSizes.dropdown, 10_000],
    ['mobile breakpoint', mobileBreakpointPx, 640],
    ['submenu animation', submenuAnimationMs, 400],
    ['QR preview size', qrPreview.sizePx, 250],
    ['dashboard map zoom', mapDefaults.dashboard.zoom, 7],
    ['scan dashboard map zoom', mapDefaults.scanDashboard.zoom, 5],
    ['PDF render scale', pdfRenderScale, 1.32],
    ['default component size', defaultComponentSize, 50],
    ['VAT', signUpVatPercent, 18],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
  it.each([
    ['menu modes', menuModes, ['static', 'overlay', 'horizontal', 'slim']],
    ['menu colours', menuColors, ['dark', 'light']],
    ['profile modes', profileModes, ['inline', 'top']],
    ['fonts', fontNames, ['Times-Roman', 'Helvetica', 'Courier']],
    ['code types', codeTypes, ['Alphanumeric', 'Numeric']],
    ['label sizes', labelSizes, ['200 x 100', '200 x 70']],
    ['text components', textComponentTypes, ['Text', 'Text2', 'Text3']],
    [
      'sign-up tiers',
      signUpTiers.map((tier) => `${tier.name} $${tier.pricePerMonth}`),
      ['Basic $5', 'Pro $25', 'Pro+ $50'],
    ],
    [
      'year ranges',
      Object.values(yearRanges).map((r) => `${r.from}-${r.to}`),
      ['2010-2070', '2010-2070', '2010-2050', '2015-2050'],
    ],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
  it('names the template element types of the label editor and the sort', () => {
    expect(componentTypes).toEqual([
      'QR_CODE',
      'DataMatrix',
      'Guilloche',
      'Expiry Date',
      'Text',
      'Text2',
      'Text3',
      'Code',
      'Product Description',
      'Customer',
      'Quantity',
      'Carton',
      'PO Number',
    ]);
    expect(defaultSortParam).toBe('createdDate,desc');
    expect(qrPreview.errorCorrection).toBe('H');
  });
});

describe('the sign-up time zones', () => {
  it('offers 38 distinct zones, as the spec counts', () => {
    expect(signUpTimeZones).toHaveLength(38);
    expect(new Set(signUpTimeZones).size).toBe(38);
    expect(signUpTimeZoneCount).toBe(38);
  });
});
