import { within } from '@testing-library/dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderStationPage } from '../../render/render-pages';
import { readPage } from '../../test-support/read-html';
import { codeList, type CodeList } from './code-list';
import { stationSay } from '../../test-support/script-say';

/** The station's code list as the page renders it, wired by the script's code. */
let added: string[][];
function listOf(
  form: string,
  name: string,
): { list: CodeList; input: HTMLInputElement; area: ReturnType<typeof within> } {
  readPage(renderStationPage({ assetBase: '/scan-assets', signInUrl: '/#/login' }));
  // What the script does for a signed-in person: the station and its forms show.
  document
    .querySelectorAll<HTMLElement>('[data-station], [data-station-form]')
    .forEach((shown) => (shown.hidden = false));
  const element = document.querySelector<HTMLElement>(
    `[data-station-form="${form}"] [data-code-list="${name}"]`,
  )!;
  const list = codeList(element, (self) => added.push([...self.items()]), stationSay());
  return { list, input: element.querySelector('input')!, area: within(element) };
}
const press = (input: HTMLInputElement, value: string) => {
  input.value = value;
  input.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }),
  );
};

beforeEach(() => {
  added = [];
});

describe('a code list takes typed codes, wedge scans and pastes', () => {
  it('adds on Enter, counts, and lists each code with its Remove button', () => {
    const { list, input, area } = listOf('pack', 'codes');
    press(input, 'c1');
    press(input, 'https://vt.example/v/C2');
    expect(input.value).toBe('');
    expect(list.items()).toEqual(['c1', 'https://vt.example/v/C2']);
    expect(area.getByText('2 codes')).toBeTruthy();
    expect(
      area.getAllByRole('listitem').map((item: HTMLElement) => item.firstElementChild!.textContent),
    ).toEqual(['C1', 'C2']);
    area.getByRole('button', { name: 'Remove C1' }).click();
    expect(list.items()).toEqual(['https://vt.example/v/C2']);
    expect(area.getByText('1 code')).toBeTruthy();
  });

  it('ignores a duplicate scan with a note, however it was written', () => {
    const { list, input, area } = listOf('stock', 'codes');
    press(input, 'AB12');
    press(input, 'https://vt.example/v/ab12');
    expect(list.items()).toEqual(['AB12']);
    expect(area.getByRole('status').textContent).toBe(
      'AB12 is already in the list: scanned once only.',
    );
  });

  it('takes a paste of many lines as many codes', () => {
    const { list, input } = listOf('ship', 'codes');
    const paste = new Event('paste', { bubbles: true, cancelable: true }) as ClipboardEvent;
    Object.defineProperty(paste, 'clipboardData', { value: { getData: () => 'A1\nA2\r\nA3\nA2' } });
    input.dispatchEvent(paste);
    expect(paste.defaultPrevented).toBe(true);
    expect(list.items()).toEqual(['A1', 'A2', 'A3']);
  });

  it('keeps one parent: a new scan replaces it, and says so', () => {
    const { list, input, area } = listOf('pack', 'parent');
    press(input, 'P1');
    press(input, 'P2');
    expect(list.items()).toEqual(['P2']);
    expect(area.getByRole('status').textContent).toBe('P1 replaced by P2.');
    expect(added).toEqual([['P1'], ['P2']]);
  });
});
