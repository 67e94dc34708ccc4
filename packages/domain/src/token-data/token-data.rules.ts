import {
  packSizesByTokenType,
  validUptoYears,
  type TokenDataStatus,
  type TokenType,
  type ValidUpto,
} from './token-data.constants';

/** The pack sizes a token type offers (spec 002 section 4). */
export const packSizesFor = (tokenType: TokenType): readonly number[] =>
  packSizesByTokenType[tokenType];

/**
 * Token data row: the CSV download appears when the file status is COMPLETED (spec 002
 * section 4); Generate (ours) when no token file is being made or made: after an upload whose
 * automatic request did not reach the server, or after FAILED.
 */
export const tokenDataRowActions = (fileStatus: TokenDataStatus | string | null | undefined) => ({
  downloadCsv: fileStatus === 'COMPLETED',
  generate: fileStatus === 'UPLOADED' || fileStatus === 'FAILED',
});

/**
 * The last day a file's tokens are valid, YYYY-MM-DD: the day it was uploaded (UTC) plus the
 * years of its validUpto. A 29 February start ends on 28 February of a year without one.
 */
export function validUptoDateOf(uploaded: Date, validUpto: ValidUpto): string {
  const year = uploaded.getUTCFullYear() + validUptoYears[validUpto];
  const month = uploaded.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(uploaded.getUTCDate(), lastDay);
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
