/**
 * Field errors as the server gives them: problem+json's `errors: [{ field, detail }]` (ui
 * never imports the api package, so it takes the plain shape) or a map of field to message.
 * `field` is a dotted path, `contectPersons.0.name`.
 */
export type ServerFieldErrors =
  Readonly<Record<string, string>> | readonly { readonly field: string; readonly detail: string }[];

/** The dotted path of the server as TanStack Form names the field: `contectPersons[0].name`. */
export const formFieldName = (path: string): string => path.replace(/\.(\d+)(?=\.|$)/g, '[$1]');

/**
 * Splits server errors into those of a field the form shows and the rest, which the form
 * shows together above its fields (so no message of the server is lost).
 */
export function serverErrorMapOf(errors: ServerFieldErrors, shownFields: readonly string[]) {
  const entries = Array.isArray(errors)
    ? errors.map(({ field, detail }) => [field, detail] as const)
    : Object.entries(errors as Readonly<Record<string, string>>);
  const fields: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const [path, detail] of entries) {
    const name = formFieldName(path);
    if (shownFields.includes(name)) fields[name] = fields[name] ?? detail;
    else unplaced.push(path === '' ? detail : `${path}: ${detail}`);
  }
  return { fields, form: unplaced.length > 0 ? unplaced.join(' ') : undefined };
}
