import bwipjs from 'bwip-js/browser';
import { drawRawSymbol, type RawSymbol } from './bwip-raw';
import { sinkDrawing } from './bwip-drawing';
import type { DrawnExtent, PathSink } from './path-sink';
import { drawQr } from './qr-symbol';
import {
  BWIP_SCALE,
  fillsBoxHeight,
  FORMAT_OPTIONS,
  MAILMARK_TYPES,
  quietZone,
  RENDERED_FORMATS,
} from './symbol-options';

/** A drawn symbol's measures, in its own units (y down), with what fitting needs to know about its format. */
export interface SymbolExtent extends DrawnExtent {
  /** Light margin in modules: [left and right, top and bottom]. */
  zone: readonly [number, number];
  /** Linear symbols stretch to the box; the rest keep their proportions. */
  stretch: boolean;
}

/** A symbol drawn, or why its value cannot be encoded (the encoder's sentence). */
export type DrawnSymbol = { extent: SymbolExtent } | { error: string };

/**
 * Encodes `value` as `format` (a bwip-js bcid from packages/domain barcodeFormats) and draws it
 * into `sink`, without quiet zone: QR codes through `qr` at error correction M, everything else
 * through `bwipjs.raw`, or bwip-js's renderer for dots, hexagons and bearer bars. Throws the
 * encoder's error when the value cannot be encoded (nothing is drawn then).
 */
export function drawSymbol(format: string, value: string, sink: PathSink): SymbolExtent {
  const drawn = format === 'qrcode' ? drawQr(value, sink) : drawBwip(format, value, sink);
  return { ...drawn, zone: quietZone(format), stretch: fillsBoxHeight(format) };
}

/** drawSymbol, with an unencodable value answered as its reason instead of thrown. */
export function tryDrawSymbol(format: string, value: string, sink: PathSink): DrawnSymbol {
  try {
    return { extent: drawSymbol(format, value, sink) };
  } catch (error) {
    return { error: reason(error) };
  }
}

function drawBwip(format: string, value: string, sink: PathSink): DrawnExtent {
  const draw = (extra: Record<string, string | boolean> = {}): DrawnExtent => {
    const options = {
      bcid: format,
      text: value,
      includetext: false,
      ...FORMAT_OPTIONS[format],
      ...extra,
    };
    if (!RENDERED_FORMATS.has(format)) {
      const encoded = bwipjs.raw(options as never) as unknown as RawSymbol[];
      const drawn = encoded.length === 1 ? drawRawSymbol(encoded[0]!, sink) : undefined;
      if (drawn) return drawn;
    }
    return bwipjs.render({ ...options, scale: BWIP_SCALE, padding: 0 } as never, sinkDrawing(sink));
  };
  if (format !== 'mailmark') return draw();
  let failure: unknown;
  for (const type of MAILMARK_TYPES) {
    try {
      return draw({ type });
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}

/** bwip-js errors read "bwipp.ean13badLength#6878: EAN-13 must be 12 or 13 digits"; keep the sentence. */
function reason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // `qr` says only "Capacity overflow" when even its largest version cannot hold the value.
  if (/capacity/i.test(message)) return 'The input data is too long';
  const sentence = message.replace(/^bwip(p|-js)\.\w+(#\d+)?:\s*/, '').replace(/[.\s]+$/, '');
  return sentence || 'the value is not valid for this format';
}
