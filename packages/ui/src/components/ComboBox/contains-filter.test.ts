import { describe, expect, it } from 'vitest';
import { containsIgnoringCase } from './contains-filter';

describe('containsIgnoringCase', () => {
  it('matches anywhere in the text, whatever the case', () => {
    expect(containsIgnoringCase('Customer 09876', 'CUSTOMER 0987')).toBe(true);
    expect(containsIgnoringCase('Customer 09876', '876')).toBe(true);
    expect(containsIgnoringCase('Customer 09876', '0986')).toBe(false);
  });

  it('ignores accents on either side', () => {
    expect(containsIgnoringCase('Società Cooperativa', 'societa')).toBe(true);
    expect(containsIgnoringCase('Rückverfolgbarkeit', 'RÜCK')).toBe(true);
    expect(containsIgnoringCase('Ruckverfolgbarkeit', 'rück')).toBe(true);
  });

  it('lets everything through while nothing is typed', () => {
    expect(containsIgnoringCase('Customer 00001', '')).toBe(true);
  });
});
