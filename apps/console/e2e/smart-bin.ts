import ExcelJS from 'exceljs';

/** An .xlsx as a smart bin's collector sends it: a header, then one code per row (one as its printed URL). */
export async function binSheet(codes: string[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Collected');
  sheet.addRow(['QR Code']);
  codes.forEach((code, index) =>
    sheet.addRow([index === 0 ? `https://labels.example/v/${code}` : code]),
  );
  return Buffer.from(await book.xlsx.writeBuffer());
}
