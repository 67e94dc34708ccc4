import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  data?: Buffer;
  /** Stored as it is (method 0), as SheetJS writes with `compression: false`; deflated otherwise. */
  stored?: boolean;
  /** What the central directory claims the entry unpacks to; a zip bomb claims (or holds) a lot. */
  declaredSize?: number;
}

/**
 * A zip as the format describes it (local headers, then the central directory, then its end
 * record), deflated with node:zlib: enough to build workbooks and zip bombs in tests without
 * writing them to disk.
 */
export function buildZip(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = entry.data ?? Buffer.alloc(0);
    const packed = entry.stored ? data : deflateRawSync(data);
    const sizes = {
      crc: crc32(data),
      packed: packed.length,
      unpacked: entry.declaredSize ?? data.length,
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeCommon(local, 4, sizes, name.length, entry.stored);
    locals.push(local, name, packed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    writeCommon(central, 6, sizes, name.length, entry.stored);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The fields local and central headers share, from "version needed" to "extra length". */
function writeCommon(
  header: Buffer,
  at: number,
  sizes: { crc: number; packed: number; unpacked: number },
  nameLength: number,
  stored = false,
) {
  header.writeUInt16LE(20, at); // version needed
  header.writeUInt16LE(stored ? 0 : 8, at + 4); // stored or deflated
  header.writeUInt32LE(sizes.crc, at + 10);
  header.writeUInt32LE(sizes.packed, at + 14);
  header.writeUInt32LE(sizes.unpacked, at + 18);
  header.writeUInt16LE(nameLength, at + 22);
}

/** The smallest parts a reader looks for in an .xlsx, plus any others. */
export const xlsxEntries = (extra: readonly ZipEntry[] = []): ZipEntry[] => [
  {
    name: '[Content_Types].xml',
    data: Buffer.from(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
    ),
  },
  { name: 'xl/workbook.xml', data: Buffer.from('<?xml version="1.0"?><workbook/>') },
  ...extra,
];

const relationshipTypes = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const mainNamespace = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

/** A workbook's parts as a test writes them: sheets of `<sheetData>` XML, optional shared strings and styles (their inner XML). */
export interface TestWorkbook {
  sheets: { name: string; rows: string }[];
  sharedStrings?: string[];
  styles?: string;
  workbookPr?: string;
}

/** The parts of a small valid .xlsx, in a conventional order: a test reorders them to play a writer's order. */
export function workbookEntries(book: TestWorkbook): ZipEntry[] {
  const xml = (text: string) =>
    Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${text}`);
  const sheetRels = book.sheets.map(
    (_, i) =>
      `<Relationship Id="rId${i + 1}" Type="${relationshipTypes}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
  );
  const entries: ZipEntry[] = [
    {
      name: '[Content_Types].xml',
      data: xml('<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
    },
    {
      name: '_rels/.rels',
      data: xml(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relationshipTypes}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: xml(
        `<workbook xmlns="${mainNamespace}" xmlns:r="${relationshipTypes}">${book.workbookPr ?? ''}<sheets>${book.sheets.map((sheet, i) => `<sheet name="${sheet.name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: xml(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheetRels.join('')}` +
          `<Relationship Id="rIdS" Type="${relationshipTypes}/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rIdT" Type="${relationshipTypes}/styles" Target="/xl/styles.xml"/></Relationships>`,
      ),
    },
    ...book.sheets.map((sheet, i) => ({
      name: `xl/worksheets/sheet${i + 1}.xml`,
      data: xml(
        `<worksheet xmlns="${mainNamespace}"><sheetData>${sheet.rows}</sheetData></worksheet>`,
      ),
    })),
  ];
  if (book.sharedStrings)
    entries.push({
      name: 'xl/sharedStrings.xml',
      data: xml(
        `<sst xmlns="${mainNamespace}">${book.sharedStrings.map((text) => `<si>${text}</si>`).join('')}</sst>`,
      ),
    });
  if (book.styles)
    entries.push({
      name: 'xl/styles.xml',
      data: xml(`<styleSheet xmlns="${mainNamespace}">${book.styles}</styleSheet>`),
    });
  return entries;
}
