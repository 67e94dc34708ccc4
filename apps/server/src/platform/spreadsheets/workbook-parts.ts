import path from 'node:path/posix';
import { isDateFormat } from './dates';
import { SharedStrings } from './shared-strings';
import { attribute, readXml, unescapeText } from './xml-parts';
import { unreadable, type ZipParts } from './zip-parts';

/** What a sheet needs from the rest of the workbook before its cells can be read. */
export interface WorkbookParts {
  sheets: { name: string; part: string }[];
  strings: SharedStrings;
  /** Per cell style (a cell's `s`), whether its number format shows a date. */
  dateStyles: boolean[];
  /** The 1904 date system (old Mac Excel): day 0 is 1 January 1904. */
  date1904: boolean;
}

interface Relationship {
  type: string;
  part: string;
}

/**
 * The parts in the order the format needs them, whatever order the zip holds them in: the
 * package's relationships name the workbook, the workbook names its sheets and its
 * relationships say where they, the shared strings and the styles are.
 */
export async function readWorkbookParts(parts: ZipParts): Promise<WorkbookParts> {
  const packageRelationships = await readRelationships(parts, '');
  const workbookPart =
    [...packageRelationships.values()].find((relation) => relation.type.endsWith('/officeDocument'))
      ?.part ?? 'xl/workbook.xml';
  if (!parts.has(workbookPart)) throw unreadable();
  const relationships = await readRelationships(parts, workbookPart);
  const listed: { name: string; id: string }[] = [];
  let date1904 = false;
  await readXml(await parts.open(workbookPart), {
    open(name, attributes) {
      if (name === 'workbookPr')
        date1904 = ['1', 'true'].includes(attribute(attributes, 'date1904') ?? '');
      if (name === 'sheet')
        listed.push({
          name: attribute(attributes, 'name') ?? '',
          id: attribute(attributes, 'id') ?? '',
        });
    },
  });
  // Chart sheets and macro sheets hold no rows; only worksheets are read.
  const sheets = listed.flatMap(({ name, id }) => {
    const relation = relationships.get(id);
    return relation?.type.endsWith('/worksheet') && parts.has(relation.part)
      ? [{ name, part: relation.part }]
      : [];
  });
  if (sheets.length === 0) throw unreadable();
  const partOf = (type: string) =>
    [...relationships.values()].find(
      (relation) => relation.type.endsWith(type) && parts.has(relation.part),
    )?.part;
  const stringsPart = partOf('/sharedStrings');
  const stylesPart = partOf('/styles');
  return {
    sheets,
    strings: stringsPart ? await readSharedStrings(parts, stringsPart) : new SharedStrings(),
    dateStyles: stylesPart ? await readDateStyles(parts, stylesPart) : [],
    date1904,
  };
}

/** The relationships of a part (of the package itself for ''), by id, their targets resolved to part names. */
async function readRelationships(
  parts: ZipParts,
  source: string,
): Promise<Map<string, Relationship>> {
  const folder = path.dirname(source);
  const relsPart = path.join(folder, '_rels', `${path.basename(source)}.rels`);
  const relationships = new Map<string, Relationship>();
  if (!parts.has(relsPart)) return relationships;
  await readXml(await parts.open(relsPart), {
    open(name, attributes) {
      if (name !== 'Relationship' || attribute(attributes, 'TargetMode') === 'External') return;
      const target = attribute(attributes, 'Target') ?? '';
      // A target is relative to the source part's folder, or absolute from the package root.
      const part = target.startsWith('/')
        ? target.slice(1)
        : path.normalize(path.join(folder, target));
      relationships.set(attribute(attributes, 'Id') ?? '', {
        type: attribute(attributes, 'Type') ?? '',
        part,
      });
    },
  });
  return relationships;
}

/** Each `<si>`: its text, or its rich-text runs joined; phonetic guides (`<rPh>`, Japanese readings) are not the text. */
async function readSharedStrings(parts: ZipParts, part: string): Promise<SharedStrings> {
  const strings = new SharedStrings();
  let text: string[] | undefined;
  let capturing = false;
  let phonetic = 0;
  await readXml(await parts.open(part), {
    open(name) {
      if (name === 'si') text = [];
      else if (name === 'rPh') phonetic += 1;
      else if (name === 't' && text && phonetic === 0) capturing = true;
    },
    text(chunk) {
      if (capturing) text!.push(chunk);
    },
    close(name) {
      if (name === 't') capturing = false;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'si' && text) {
        strings.add(unescapeText(text.join('')));
        text = undefined;
      }
    },
  });
  return strings;
}

/** The cell styles (`<cellXfs>`), each as whether its number format is a date's. */
async function readDateStyles(parts: ZipParts, part: string): Promise<boolean[]> {
  const formats = new Map<number, string>();
  const styleFormats: number[] = [];
  let inCellStyles = false;
  await readXml(await parts.open(part), {
    open(name, attributes) {
      if (name === 'numFmt')
        formats.set(
          Number(attribute(attributes, 'numFmtId')),
          attribute(attributes, 'formatCode') ?? '',
        );
      else if (name === 'cellXfs') inCellStyles = true;
      else if (name === 'xf' && inCellStyles)
        styleFormats.push(Number(attribute(attributes, 'numFmtId') ?? 0));
    },
    close(name) {
      if (name === 'cellXfs') inCellStyles = false;
    },
  });
  return styleFormats.map((id) => isDateFormat(id, formats.get(id)));
}
