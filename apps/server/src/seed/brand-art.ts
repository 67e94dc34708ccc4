import sharp from 'sharp';
import type { UploadedFile } from '../http/multipart';

/**
 * The demo brands' logos and pack shots, drawn here as PNGs (shapes only: text in an SVG would
 * need fonts a fresh machine may lack), so the shopper's page of the demo shows a brand and a
 * product to compare as a real customer's would, without shipping image files.
 */
const drawn = new Map<string, Promise<Buffer>>();
/** Each drawing is made once per process: every product of a brand uploads the same pictures. */
const png = async (svg: string, originalName: string): Promise<UploadedFile> => {
  let buffer = drawn.get(svg);
  if (!buffer)
    drawn.set(svg, (buffer = sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()));
  return { buffer: await buffer, contentType: 'image/png', extension: 'png', originalName };
};

/** A round mark in the brand's colour: a ring and a leaf-like cut, 256 px square. */
export const demoLogoPng = (colour: string) =>
  png(
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
      <circle cx="128" cy="128" r="120" fill="${colour}"/>
      <circle cx="128" cy="128" r="84" fill="none" stroke="#fff" stroke-width="18"/>
      <path d="M92 164 C92 110 128 84 170 84 C170 138 140 164 92 164 Z" fill="#fff"/>
    </svg>`,
    'customerLogo.png',
  );

/** A pack standing on a light ground: body and cap in the brand's colour, a white label band. */
export const demoPackShotPng = (colour: string) =>
  png(
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
      <rect width="800" height="800" fill="#f3f4f6"/>
      <ellipse cx="400" cy="730" rx="220" ry="26" fill="#d1d5db"/>
      <rect x="300" y="90" width="200" height="90" rx="18" fill="${colour}"/>
      <rect x="220" y="170" width="360" height="560" rx="48" fill="${colour}"/>
      <rect x="220" y="330" width="360" height="220" fill="#ffffff"/>
      <rect x="260" y="370" width="280" height="26" rx="8" fill="${colour}"/>
      <rect x="260" y="420" width="200" height="18" rx="6" fill="#9ca3af"/>
      <rect x="260" y="460" width="240" height="18" rx="6" fill="#9ca3af"/>
      <rect x="470" y="480" width="60" height="60" fill="#111827"/>
      <rect x="480" y="490" width="16" height="16" fill="#fff"/>
      <rect x="504" y="514" width="16" height="16" fill="#fff"/>
    </svg>`,
    'productImage.png',
  );

/** The printed label as the brand shows it for comparison: its colour bar, lines of text, the code. */
export const demoLabelPng = (colour: string) =>
  png(
    `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="500" viewBox="0 0 750 500">
      <rect width="750" height="500" rx="24" fill="#ffffff" stroke="#d1d5db" stroke-width="6"/>
      <rect x="3" y="3" width="744" height="90" rx="22" fill="${colour}"/>
      <rect x="50" y="150" width="360" height="34" rx="10" fill="#374151"/>
      <rect x="50" y="215" width="300" height="22" rx="8" fill="#9ca3af"/>
      <rect x="50" y="260" width="330" height="22" rx="8" fill="#9ca3af"/>
      <rect x="50" y="305" width="240" height="22" rx="8" fill="#9ca3af"/>
      <rect x="480" y="150" width="220" height="220" fill="#111827"/>
      <rect x="500" y="170" width="60" height="60" fill="#fff"/>
      <rect x="620" y="170" width="60" height="60" fill="#fff"/>
      <rect x="500" y="290" width="60" height="60" fill="#fff"/>
      <rect x="580" y="250" width="40" height="40" fill="#fff"/>
    </svg>`,
    'labelImageUrl.png',
  );
