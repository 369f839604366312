// How the content editor writes an entry: keys in the schema's order (unknown keys after them),
// and optional fields the form left empty left out instead of saved as "" (the schemas refuse
// empty text), and so are groups left with nothing but empty lists.

/** A form's field names in order, each with the order inside it (objects and list items). */
export type FieldOrder = ReadonlyArray<readonly [string, FieldOrder | null]>;

/**
 * Empty text, or a group with nothing in it but empty lists: a form's optional group whose list
 * the editor emptied (a grade's letter whose paragraphs were all removed) is left out whole. A list
 * itself is kept, even empty, where it stands beside other fields.
 */
function isEmpty(value: unknown): boolean {
  if (value === '' || value === null || value === undefined) return true;
  if (Array.isArray(value)) return false;
  return (
    typeof value === 'object' &&
    Object.values(value).every((child) => Array.isArray(child) && child.length === 0)
  );
}

/** The value with its keys in `order` and its empty fields removed (lists keep their items). */
export function tidy(value: unknown, order: FieldOrder | null = null): unknown {
  if (Array.isArray(value)) return value.map((item) => tidy(item, order));
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const known = (order ?? []).map(([name]) => name);
  const keys = [
    ...known.filter((key) => key in record),
    ...Object.keys(record).filter((key) => !known.includes(key)),
  ];
  const result: Record<string, unknown> = {};
  for (const key of keys) {
    const child = tidy(record[key], order?.find(([name]) => name === key)?.[1] ?? null);
    if (!isEmpty(child)) result[key] = child;
  }
  return result;
}
