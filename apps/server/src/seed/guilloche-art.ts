import { crc32, deflateSync } from 'node:zlib';

/**
 * Draws a guilloche rosette (the fine interlaced curves of banknotes and secure labels) as a
 * PNG, so the demo's guilloche images are real images made here rather than shipped files.
 */
export function guillocheRosettePng(options: {
  size: number;
  color: [number, number, number];
  petals: number;
  seed: number;
}): Buffer {
  const { size, color, petals, seed } = options;
  const pixels = Buffer.alloc(size * size * 4, 255);
  const centre = size / 2;
  const plot = (x: number, y: number) => {
    const px = Math.round(x);
    const py = Math.round(y);
    if (px < 0 || py < 0 || px >= size || py >= size) return;
    const at = (py * size + px) * 4;
    pixels[at] = color[0];
    pixels[at + 1] = color[1];
    pixels[at + 2] = color[2];
  };
  for (let ring = 0; ring < 12; ring++) {
    const base = size * (0.18 + ring * 0.022);
    const swing = size * (0.05 + ((seed + ring) % 5) * 0.01);
    for (let step = 0; step < 6000; step++) {
      const t = (step / 6000) * Math.PI * 2;
      const r =
        base +
        swing * Math.cos(petals * t + ring * 0.35) +
        swing * 0.4 * Math.sin((petals * 3 + seed) * t);
      plot(centre + r * Math.cos(t), centre + r * Math.sin(t));
    }
  }
  return encodePng(size, size, pixels);
}

function encodePng(width: number, height: number, rgba: Buffer): Buffer {
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++)
    rgba.copy(rows, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
