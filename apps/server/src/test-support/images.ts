import { guillocheRosettePng } from '../seed/guilloche-art';

export const smallPng = () =>
  guillocheRosettePng({ size: 32, color: [0, 0, 0], petals: 5, seed: 1 });

/** A PNG signature followed by filler: a real image type by its bytes, over a given size. */
export const pngOfSize = (bytes: number) => {
  const png = smallPng();
  return Buffer.concat([png, Buffer.alloc(Math.max(0, bytes - png.length), 0)]);
};
