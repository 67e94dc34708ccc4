import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Decision 0388: console screens and forms take their fields from the form kit (packages/ui's Form:
 * `field.TextField`, `field.Select`, `field.ComboBox`, `field.DatePicker`, ...), which binds a
 * control to the form, validates it on blur and shows its message. A screen that binds a control
 * itself (`useShownError`) or draws an error by hand (`errorMessage=`) drifts from that: its
 * field shows errors at other moments, or never. This fails when a file starts doing it.
 */
const consoleSrc = path.resolve(import.meta.dirname, '../apps/console/src');
const scanned = ['screens', 'forms'];

/** What gives a hand-built field away. */
const handBuilt = [
  { name: 'binds a control to the form by hand (useShownError)', pattern: /\buseShownError\b/ },
  { name: 'draws a field error by hand (errorMessage=)', pattern: /\berrorMessage=/ },
  // A form names its values (`useVeritagForm<typeof schema, Values>`) and the compiler checks
  // the schema reads them; a double cast would hide a schema and a form drifting apart.
  { name: 'casts past the type checker (as unknown as)', pattern: /\bas unknown as\b/ },
];

/**
 * Fields that are no form's: they edit something live, with its own undo, and say their error
 * themselves. Each with the reason; one that no longer matches fails, so the list stays true.
 */
const notFormFields = new Map([
  [
    'screens/templates/DesignTemplate/DesignFields.tsx',
    "the designer's inspector edits the label design live (undo, redo), not a form",
  ],
]);

const sourcesUnder = (dir: string): string[] =>
  readdirSync(path.join(consoleSrc, dir), { withFileTypes: true, recursive: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        /\.tsx?$/.test(entry.name) &&
        !/\.(e2e|test|stories)\.tsx?$/.test(entry.name),
    )
    .map((entry) =>
      path.relative(consoleSrc, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    );

const offenders = (): Map<string, string[]> => {
  const found = new Map<string, string[]>();
  for (const file of scanned.flatMap(sourcesUnder)) {
    const source = readFileSync(path.join(consoleSrc, file), 'utf8');
    const reasons = handBuilt.filter(({ pattern }) => pattern.test(source)).map(({ name }) => name);
    if (reasons.length > 0) found.set(file, reasons);
  }
  return found;
};

describe('console form fields come from the kit', () => {
  const found = offenders();

  it('no screen or form builds a field by hand', () => {
    const fresh = [...found]
      .filter(([file]) => !notFormFields.has(file))
      .map(([file, reasons]) => `${file}: ${reasons.join('; ')}`);
    expect(
      fresh,
      'use form.AppField with field.Select / field.ComboBox / field.DatePicker / field.TextField instead',
    ).toEqual([]);
  });

  it("the fields that are no form's still need to be listed", () => {
    expect(
      [...notFormFields.keys()].filter((file) => !found.has(file)),
      'no longer builds a field: take it off notFormFields',
    ).toEqual([]);
  });

  it('sees a hand-built field', () => {
    const sample =
      'const { field, error } = useShownError<string>();\nconst schema = Schema as unknown as Typed;\nreturn <Select errorMessage={error} />;';
    expect(handBuilt.filter(({ pattern }) => pattern.test(sample))).toHaveLength(3);
  });
});
