import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issuesOf } from '../test-support/issue-paths';
import {
  destinationAddress,
  PrinterDestinationFormSchema,
  PrintingDestinationChoiceSchema,
} from './printing-job.schema';

describe('printer destination form (ours)', () => {
  const good = {
    protocol: 'sftp',
    host: 'printer.example.com',
    port: '',
    username: 'press',
    password: 'secret',
    folder: 'in/labels',
  };
  it.each([
    ['valid, port left empty', {}, {}],
    ['an IPv4 address and a port', { host: '10.1.2.3', port: '2222' }, {}],
    ['no protocol', { protocol: '' }, { protocol: 'This field is required' }],
    [
      'an unknown protocol',
      { protocol: 'http' },
      { protocol: 'Please choose a value from the list' },
    ],
    [
      'a URL for a host',
      { host: 'ftp://printer' },
      { host: 'Enter a host name or address only, such as printer.example.com' },
    ],
    ['a port past 65535', { port: '70000' }, { port: 'Value must be less than 65535' }],
    ['no username', { username: ' ' }, { username: 'This field is required' }],
    ['no password', { password: '' }, { password: 'This field is required' }],
    [
      'a folder climbing out',
      { folder: 'in/../../etc' },
      { folder: 'The folder may not contain ..' },
    ],
    ['a Windows folder', { folder: 'in\\labels' }, { folder: 'Use / between folder names' }],
  ])('%s', (_name, change, expected) => {
    expect(issuesOf(PrinterDestinationFormSchema, { ...good, ...change })).toEqual(expected);
  });

  it('leaves the port out when empty (the server takes the protocol default)', () => {
    expect(v.parse(PrinterDestinationFormSchema, good).port).toBeUndefined();
  });
});

describe('the add form’s printer choice', () => {
  it.each([
    ['', undefined],
    // The drop folder's own option: the files go to the local folder, as with no choice.
    ['drop', undefined],
    ['vendor:12', { kind: 'vendor', id: 12 }],
    ['plant:3', { kind: 'plant', id: 3 }],
  ])('%s', (value, expected) =>
    expect(v.parse(PrintingDestinationChoiceSchema, value)).toEqual(expected),
  );

  it.each(['printer:1', 'vendor:0', 'vendor:99999999999', 'vendor:', 'plant:1;drop'])(
    'refuses %s',
    (value) => {
      expect(v.safeParse(PrintingDestinationChoiceSchema, value).success).toBe(false);
    },
  );

  it('writes an address as the list shows it', () => {
    expect(
      destinationAddress({ protocol: 'ftp', host: 'printer.example', port: 21, folder: '/hot' }),
    ).toBe('ftp://printer.example:21/hot');
    expect(destinationAddress({ protocol: 'sftp', host: '::1', port: 22, folder: '' })).toBe(
      'sftp://[::1]:22/',
    );
  });
});
