/**
 * The camera, where the browser has the BarcodeDetector API (Chrome on Android does): frames
 * of the back camera are read a few times a second and every code found goes to the list the
 * person opened the camera for. No decoding library is shipped: where the API is missing the
 * camera button stays hidden and typing or a wedge scanner still work.
 */

import type { StationMessageKey } from '../../i18n/script-messages';
import type { Say } from '../say';

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

const wanted = ['qr_code', 'data_matrix', 'code_128'];

export const cameraAvailable = (): boolean =>
  'BarcodeDetector' in window && Boolean(navigator.mediaDevices?.getUserMedia);

export interface Camera {
  /** Opens the camera; `found` gets each code read and may say what became of it; resolves false when it could not open. */
  open(found: (text: string) => string | undefined): Promise<boolean>;
  close(): void;
}

export function camera(sheet: HTMLElement, say: Say<StationMessageKey>): Camera {
  const video = sheet.querySelector<HTMLVideoElement>('video')!;
  const status = sheet.querySelector<HTMLElement>('[data-camera-status]')!;
  let stream: MediaStream | undefined;
  let timer: number | undefined;

  const close = () => {
    window.clearTimeout(timer);
    stream?.getTracks().forEach((track) => track.stop());
    stream = undefined;
    video.srcObject = null;
    sheet.hidden = true;
  };

  const open = async (found: (text: string) => string | undefined) => {
    sheet.hidden = false;
    status.textContent = say('station.cameraAsking');
    let detector: BarcodeDetectorLike;
    try {
      const Detector = (
        window as unknown as {
          BarcodeDetector: BarcodeDetectorClass & { getSupportedFormats?: () => Promise<string[]> };
        }
      ).BarcodeDetector;
      const supported = (await Detector.getSupportedFormats?.()) ?? wanted;
      detector = new Detector({ formats: wanted.filter((format) => supported.includes(format)) });
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
    } catch {
      status.textContent = say('station.cameraFailed');
      return false;
    }
    video.srcObject = stream;
    await video.play().catch(() => undefined);
    status.textContent = say('station.cameraPoint');
    const read = async () => {
      if (!stream) return;
      const codes = await detector.detect(video).catch(() => []);
      for (const code of codes) {
        const said = found(code.rawValue);
        if (said) status.textContent = said;
      }
      timer = window.setTimeout(() => void read(), 250);
    };
    void read();
    return true;
  };

  sheet.querySelector<HTMLButtonElement>('[data-camera-close]')!.addEventListener('click', close);
  return { open, close };
}
