// Turns the zod schemas of the data files into Decap CMS fields, so that the editor at /admin asks
// for every field of every schema, with the same rules (required, patterns, choices, limits) and
// the pipeline's own messages. The rules these cannot express (across fields, such as "the last
// day is after the first", or across entries) are checked on save by the editor's own script,
// which runs the same schemas and rules as `npm run content` (src/admin/).
import { z } from 'zod';
import { LANGUAGES, languageInfo } from '../../../src/content/languages.ts';

/** One field of the Decap CMS configuration (only the keys this site uses). */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  fields?: CmsField[];
  field?: CmsField;
  options?: Array<string | { label: string; value: string }>;
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  i18n?: boolean;
  collapsed?: boolean;
  summary?: string;
  label_singular?: string;
  add_to_top?: boolean;
  format?: string;
  date_format?: string | boolean;
  time_format?: string | boolean;
  default?: unknown;
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
  allow_add?: boolean;
}

/** What a caller may change on the generated field at a dotted path (list items use `*`). */
export type FieldOverride = Partial<CmsField> & { omit?: boolean };

export interface FieldOptions {
  /** Overrides by dotted path, e.g. "date", "text.en", "items.*.name" (list items use `*`). */
  overrides?: Readonly<Record<string, FieldOverride>>;
  /** Labels for names, e.g. { allDay: 'All day (no start or end time)' }. */
  labels?: Readonly<Record<string, string>>;
}

/** A language's text is labelled with the language's name: "en" → "English", "es" → "Spanish". */
const LANGUAGE_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  LANGUAGES.map((lng) => [lng, languageInfo(lng).englishName]),
);

/** "startTime" → "Start time", "es" → "Spanish". */
export function humanize(name: string, labels: Readonly<Record<string, string>> = {}): string {
  const known = labels[name] ?? LANGUAGE_LABELS[name];
  if (known !== undefined) return known;
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type AnySchema = z.ZodType;

function defType(schema: AnySchema): string {
  return (schema as unknown as { _zod: { def: { type: string } } })._zod.def.type;
}

function unwrap(schema: AnySchema): { inner: AnySchema; optional: boolean } {
  let inner = schema;
  let optional = false;
  for (;;) {
    const type = defType(inner);
    if (type === 'optional' || type === 'default' || type === 'nullable') {
      optional = true;
      inner = (inner as unknown as { _zod: { def: { innerType: AnySchema } } })._zod.def.innerType;
    } else if (type === 'pipe') {
      inner = (inner as unknown as { _zod: { def: { in: AnySchema } } })._zod.def.in;
    } else {
      return { inner, optional };
    }
  }
}

/** The message zod gives for a value, i.e. the pipeline's own words (empty when it passes). */
function pipelineMessage(schema: AnySchema, value: unknown): string {
  const result = schema.safeParse(value);
  return result.success ? '' : (result.error.issues[0]?.message ?? '');
}

interface JsonSchemaBits {
  type?: string;
  pattern?: string;
  format?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
}

function jsonBits(schema: AnySchema): JsonSchemaBits {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaBits;
}

function stringField(name: string, label: string, schema: AnySchema): CmsField {
  const bits = jsonBits(schema);
  const field: CmsField = { name, label, widget: 'string' };
  if (bits.pattern !== undefined) {
    field.pattern = [
      bits.pattern,
      pipelineMessage(schema, '\u0001') || `use the form ${bits.pattern}`,
    ];
  } else if (bits.format === 'uri') {
    field.pattern = ['^https://\\S+$', pipelineMessage(schema, 'http://example.org')];
  }
  return field;
}

function numberField(name: string, label: string, schema: AnySchema): CmsField {
  const bits = jsonBits(schema);
  const field: CmsField = {
    name,
    label,
    widget: 'number',
    value_type: bits.type === 'integer' ? 'int' : 'float',
  };
  if (bits.minimum !== undefined) field.min = bits.minimum;
  if (bits.exclusiveMinimum !== undefined) field.min = bits.exclusiveMinimum + 1;
  if (bits.maximum !== undefined && bits.maximum < Number.MAX_SAFE_INTEGER)
    field.max = bits.maximum;
  return field;
}

/** The Decap fields of a zod object schema, one per key, in the schema's order. */
export function fieldsOf(
  schema: AnySchema,
  options: FieldOptions = {},
  path: readonly string[] = [],
): CmsField[] {
  const shape = (unwrap(schema).inner as unknown as { shape: Record<string, AnySchema> }).shape;
  return Object.entries(shape).flatMap(([name, fieldSchema]) => {
    const field = fieldOf(name, fieldSchema, options, [...path, name]);
    return field === null ? [] : [field];
  });
}

function fieldOf(
  name: string,
  schema: AnySchema,
  options: FieldOptions,
  path: readonly string[],
): CmsField | null {
  const key = path.join('.');
  const override = options.overrides?.[key] ?? {};
  if (override.omit === true) return null;
  const { inner, optional } = unwrap(schema);
  const label = humanize(name, options.labels);
  let field: CmsField;
  switch (defType(inner)) {
    case 'object':
      field = {
        name,
        label,
        widget: 'object',
        collapsed: false,
        fields: fieldsOf(inner, options, path),
      };
      // An optional group (a bio, a picture) may stay empty: nothing in it is required by the
      // form. Once something is written in it, the schema's own check on save asks for the rest.
      if (optional) field.fields = field.fields?.map(relax);
      break;
    case 'array': {
      const element = (inner as unknown as { element: AnySchema }).element;
      const elementType = defType(unwrap(element).inner);
      field =
        elementType === 'object'
          ? {
              name,
              label,
              widget: 'list',
              collapsed: true,
              fields: fieldsOf(element, options, [...path, '*']),
            }
          : {
              name,
              label,
              widget: 'list',
              field: fieldOf('item', element, options, [...path, '*']) ?? undefined,
            };
      break;
    }
    case 'enum': {
      const values = (inner as unknown as { options: string[] }).options;
      field = { name, label, widget: 'select', options: [...values] };
      break;
    }
    case 'boolean':
      field = { name, label, widget: 'boolean' };
      break;
    case 'number':
      field = numberField(name, label, inner);
      break;
    case 'string':
      field = stringField(name, label, inner);
      break;
    default:
      throw new Error(`${key}: no editor field for a zod ${defType(inner)}`);
  }
  if (optional) field.required = false;
  const merged = { ...field, ...withoutOmit(override) };
  // Decap checks a picture's or a file's pattern against its file name only, never its address:
  // the form's picker chooses the folder, and the check on save reads the whole address.
  if (merged.widget === 'image' || merged.widget === 'file') delete merged.pattern;
  return merged;
}

function withoutOmit(override: FieldOverride): Partial<CmsField> {
  const { omit: _omit, ...rest } = override;
  return rest;
}

function relax(field: CmsField): CmsField {
  return {
    ...field,
    required: false,
    ...(field.fields === undefined ? {} : { fields: field.fields.map(relax) }),
  };
}
