/**
 * Turns multipart field names as the spec sends them (`contectPersons[0].name`,
 * `emailConfig.emailServer`, `customer.id`) into a nested object.
 */
export function unflattenFormFields(entries: Iterable<[string, string]>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    const keys = name.replace(/\[(\d+)\]/g, '.$1').split('.').filter(Boolean);
    if (keys.some((k) => k === '__proto__' || k === 'constructor' || k === 'prototype')) continue;
    let node: Record<string, unknown> = root;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) {
        const existing = node[key];
        node[key] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
        return;
      }
      const nextIsIndex = /^\d+$/.test(keys[index + 1] ?? '');
      node[key] ??= nextIsIndex ? [] : {};
      node = node[key] as Record<string, unknown>;
    });
  }
  return root;
}
