import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('PUBLIC_BASE_URL', () => {
  it('defaults to localhost on the port the server listens on', () => {
    expect(loadConfig({}).publicBaseUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '9000' }).publicBaseUrl).toBe('http://localhost:9000');
  });

  it('keeps a given address without its trailing slash, so paths join cleanly', () => {
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://labels.example.com/' }).publicBaseUrl).toBe(
      'https://labels.example.com',
    );
  });

  it.each([['labels.example.com'], ['ftp://labels.example.com']])(
    'stops on %s naming the variable',
    (value) => {
      expect(() => loadConfig({ PUBLIC_BASE_URL: value })).toThrow('PUBLIC_BASE_URL must');
    },
  );
});
