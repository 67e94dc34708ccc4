/**
 * Codes in a file (decision 0421): the one reader behind every screen that takes codes from a file
 * (Link QrCode, the code blacklist, the smart bin, and any later one). The rules of what a cell
 * and a column of codes are live in the domain (`codeColumnOf`, `readCodeCell`); this door reads
 * the file's rows and answers its codes, or a refusal that names the column and the row.
 */
export { codesOfFile, maxCodesPerFile, maxRowsPerFile } from './codes-of-file';
