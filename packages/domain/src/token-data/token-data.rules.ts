import { packSizesByTokenType, type TokenType } from './token-data.constants';

/** The pack sizes a token type offers (spec 002 section 4). */
export const packSizesFor = (tokenType: TokenType): readonly number[] => packSizesByTokenType[tokenType];

/** Token data row: the CSV download appears when the file status is COMPLETED. */
export const tokenDataRowActions = (fileStatus: string | null | undefined) => ({ downloadCsv: fileStatus === 'COMPLETED' });
