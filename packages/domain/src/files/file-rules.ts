/**
 * Upload rules as data, so the upload widget and the server read the same numbers.
 * `accept` lists content types; the server checks them against the file's bytes.
 */
export interface FileRule {
  readonly accept: readonly string[];
  /** What the user is told the field accepts. */
  readonly acceptLabel: string;
  readonly maxBytes: number;
  readonly maxFiles: 1;
}

/** Raster images only: SVG can carry script, so it is never accepted as an image upload. */
export const imageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp'] as const;

const image = (maxBytes: number): FileRule => ({
  accept: imageTypes,
  acceptLabel: 'an image (PNG, JPEG, GIF, WebP or BMP)',
  maxBytes,
  maxFiles: 1,
});

export const fileRules = {
  guillocheImage: image(5_000_000),
  companyLogo: image(5_000_000),
  profileImage: image(5_000_000),
  customerLogoAdd: image(1_000_000),
  customerLogoEdit: image(2_000_000),
  productImage: image(1_000_000),
} as const satisfies Record<string, FileRule>;
export type FileRuleName = keyof typeof fileRules;

/** "5,000,000 bytes": the limit as the user reads it. */
export const formatByteLimit = (bytes: number): string => `${bytes.toLocaleString('en-US')} bytes`;
