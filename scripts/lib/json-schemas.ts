import { z } from 'zod';

/** The JSON Schema text of a data file's zod schema, for editors' autocompletion. */
export function jsonSchemaText(schema: z.ZodType, title: string): string {
  const json = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
  });
  return `${JSON.stringify({ ...json, title }, null, 2)}\n`;
}

/** data/site.json → data/schemas/site.schema.json */
export function schemaFileFor(dataFile: string): string {
  const name = dataFile.replace(/^data\//, '').replace(/\.json$/, '');
  return `data/schemas/${name}.schema.json`;
}
