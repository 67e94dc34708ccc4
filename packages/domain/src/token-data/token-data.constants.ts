/** Token types and their pack sizes (spec 002 sections 4 and 9). Default Normal. */
export const tokenTypes = ['Normal', 'Lucky'] as const;
export type TokenType = (typeof tokenTypes)[number];
export const defaultTokenType: TokenType = 'Normal';

const normalPackSizes = [10, 15, 20, 25, 50, 75, 100, 150, 200] as const;

export const packSizesByTokenType = {
  Normal: normalPackSizes,
  /** Lucky: the same without 10. */
  Lucky: normalPackSizes.filter((size) => size !== 10),
} as const satisfies Record<TokenType, readonly number[]>;

/** validUpto choices of token data. */
export const validUptoOptions = ['3 Years', '4 Years', '5 Years'] as const;
export type ValidUpto = (typeof validUptoOptions)[number];
/** The years each validUpto choice adds to the day the token data was uploaded. */
export const validUptoYears: Readonly<Record<ValidUpto, number>> = {
  '3 Years': 3,
  '4 Years': 4,
  '5 Years': 5,
};

/**
 * A token data file's status (ours; the spec shows COMPLETED only): UPLOADED once its CSV is
 * stored, RUNNING while its job issues the tokens and writes the token file, then COMPLETED,
 * or FAILED with a reason (generateFile may then be asked again).
 */
export const tokenDataStatuses = ['UPLOADED', 'RUNNING', 'COMPLETED', 'FAILED'] as const;
export type TokenDataStatus = (typeof tokenDataStatuses)[number];

/**
 * The uploaded CSV (ours, decision 0210): a header line `pack`, then one pack reference a line,
 * each pack of the purchase order once. Each pack gets `zpack` tokens.
 */
export const packListHeader = 'pack';
/** A pack reference: 1 to 50 letters, digits, `-`, `_`, `/` or `.`, starting with a letter or digit. */
export const packReferencePattern = /^[A-Za-z0-9][A-Za-z0-9_./-]{0,49}$/;
/**
 * At most this many tokens (packs x zpack) in one file: the token file then still opens in a
 * spreadsheet (1,048,576 rows a sheet), and one job stays within minutes.
 */
export const maxTokensPerFile = 1_000_000;
/** The token file's columns, in order. */
export const tokenFileHeader = ['pack', 'position', 'seq', 'code', 'validUpto'] as const;
