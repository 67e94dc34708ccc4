import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStationPage } from '../../render/render-pages';
import { readPage } from '../../test-support/read-html';
import { camera, cameraAvailable } from './camera';
import { stationSay } from '../../test-support/script-say';

/**
 * The camera with the browser's parts stood in for: a BarcodeDetector that "sees" the codes
 * given, frame by frame, and a camera stream whose stop is recorded. (Headless Chromium on
 * Linux has no BarcodeDetector, so the journey cannot show this.)
 */
function fakeBrowser(frames: string[][]) {
  const stop = vi.fn();
  const formats: string[][] = [];
  class FakeDetector {
    static getSupportedFormats = async () => ['qr_code', 'code_128', 'ean_13'];
    constructor(options: { formats: string[] }) {
      formats.push(options.formats);
    }
    detect = async () => (frames.shift() ?? []).map((rawValue) => ({ rawValue }));
  }
  vi.stubGlobal('BarcodeDetector', FakeDetector);
  const getUserMedia = vi.fn(
    async () => ({ getTracks: () => [{ stop }] }) as unknown as MediaStream,
  );
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  Object.defineProperty(HTMLMediaElement.prototype, 'srcObject', {
    set: () => undefined,
    get: () => null,
    configurable: true,
  });
  HTMLMediaElement.prototype.play = async () => undefined;
  return { stop, formats, getUserMedia };
}

function sheetOfPage(): HTMLElement {
  readPage(renderStationPage({ assetBase: '/scan-assets', signInUrl: '/#/login' }));
  return document.querySelector<HTMLElement>('[data-camera]')!;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the camera reads codes where the browser can', () => {
  it('is offered only with BarcodeDetector and a camera', () => {
    expect(cameraAvailable()).toBe(false);
    fakeBrowser([]);
    expect(cameraAvailable()).toBe(true);
  });

  it('asks for the back camera, reads the formats it supports of QR, DataMatrix and Code 128, and hands on each code', async () => {
    vi.useFakeTimers();
    const { stop, formats, getUserMedia } = fakeBrowser([['A1'], [], ['A2', 'A3']]);
    const sheet = sheetOfPage();
    const seen: string[] = [];
    const cam = camera(sheet, stationSay());
    expect(await cam.open((text) => (seen.push(text), `Added ${text}`))).toBe(true);
    expect(sheet.hidden).toBe(false);
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: 'environment' },
      audio: false,
    });
    expect(formats).toEqual([['qr_code', 'code_128']]);
    await vi.advanceTimersByTimeAsync(600);
    expect(seen).toEqual(['A1', 'A2', 'A3']);
    expect(sheet.querySelector('[data-camera-status]')!.textContent).toBe('Added A3');
    sheet.querySelector<HTMLButtonElement>('[data-camera-close]')!.click();
    expect(stop).toHaveBeenCalled();
    expect(sheet.hidden).toBe(true);
  });

  it('says so when the camera is refused, and the codes can still be typed', async () => {
    const { getUserMedia } = fakeBrowser([]);
    getUserMedia.mockRejectedValueOnce(new Error('NotAllowedError'));
    const sheet = sheetOfPage();
    expect(await camera(sheet, stationSay()).open(() => undefined)).toBe(false);
    expect(sheet.querySelector('[data-camera-status]')!.textContent).toBe(
      'The camera could not be opened: type or scan the codes instead.',
    );
  });
});
