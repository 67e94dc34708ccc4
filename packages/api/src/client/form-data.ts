/**
 * Flattens a nested object into multipart fields named as the spec sends them:
 * `contectPersons[0].name`, `emailConfig.emailServer`, `customer.id`.
 */
export function toFormData(
  fields: object | undefined,
  files: Record<string, Blob | readonly Blob[] | undefined> = {},
): FormData {
  const form = new FormData();
  const add = (name: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    if (value instanceof Blob) form.append(name, value);
    else if (Array.isArray(value)) value.forEach((item, index) => add(`${name}[${index}]`, item));
    else if (typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) add(name ? `${name}.${key}` : key, inner);
    else form.append(name, String(value));
  };
  add('', fields ?? {});
  for (const [name, value] of Object.entries(files)) {
    // Repeated parts keep their own file names: the server tells them apart by name.
    for (const file of value === undefined ? [] : Array.isArray(value) ? value : [value as Blob]) {
      form.append(name, file, file instanceof File ? file.name : name);
    }
  }
  return form;
}
