import { describe, expect, it } from 'vitest';
import {
  componentButton,
  isTextComponent,
  templateRowActions,
  tokenRowActions,
} from './template.rules';

describe('template and token row actions (spec 001 sections 2 and 4)', () => {
  it.each([
    ['PENDING', false],
    ['UPDATED', true],
    ['APPROVED', true],
  ])('template %s offers Generate token: %s', (status, generate) => {
    expect(templateRowActions(status)).toEqual({
      download: true,
      edit: true,
      generateToken: generate,
    });
  });
  it.each([
    ['RUNNING', false],
    ['COMPLETED', true],
    ['FAILED', true],
  ])('token batch %s offers downloads: %s', (status, ready) => {
    expect(tokenRowActions(status)).toEqual({
      downloadPdf: ready,
      downloadCsv: ready,
      downloadUrlsCsv: ready,
    });
  });
});

describe('Add Component panel (spec 001 section 2)', () => {
  it.each([
    ['the current type', 'Text', 'Text', [], { tone: 'warning', action: 'add' }],
    ['a saved type', 'QR_CODE', 'Text', ['QR_CODE'], { tone: 'success', action: 'delete' }],
    ['any other type', 'Carton', 'Text', ['QR_CODE'], { tone: 'info', action: 'add' }],
    ['nothing current', 'Carton', undefined, [], { tone: 'info', action: 'add' }],
  ] as const)('%s', (_name, type, current, saved, expected) => {
    expect(componentButton(type, current, saved)).toEqual(expected);
  });
  it.each([
    ['Text', true],
    ['Text2', true],
    ['Text3', true],
    ['QR_CODE', false],
    ['Code', false],
  ] as const)('%s shows the Text field: %s', (type, shown) => {
    expect(isTextComponent(type)).toBe(shown);
  });
});
