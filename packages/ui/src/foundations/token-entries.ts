/** One token as the reference pages show it: its dotted name and its value. */
export type TokenEntry = readonly [name: string, value: string];

/** A token object (baseTokens, colorTokens(...)) flattened to dotted names, in its own order. */
export function tokenEntries(tokens: object, prefix = ''): TokenEntry[] {
  return Object.entries(tokens).flatMap(([key, value]): TokenEntry[] => {
    const name = prefix === '' ? key : `${prefix}.${key}`;
    return typeof value === 'string' ? [[name, value]] : tokenEntries(value as object, name);
  });
}

/** The value of a dotted name in flattened tokens. */
export const valueOf = (entries: readonly TokenEntry[], name: string) =>
  entries.find(([key]) => key === name)?.[1];
