import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  data?: Buffer;
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
    const packed = deflateRawSync(data);
    const sizes = { crc: crc32(data), packed: packed.length, unpacked: entry.declaredSize ?? data.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeCommon(local, 4, sizes, name.length);
    locals.push(local, name, packed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    writeCommon(central, 6, sizes, name.length);
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
function writeCommon(header: Buffer, at: number, sizes: { crc: number; packed: number; unpacked: number }, nameLength: number) {
  header.writeUInt16LE(20, at); // version needed
  header.writeUInt16LE(8, at + 4); // deflate
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
