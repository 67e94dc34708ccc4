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
