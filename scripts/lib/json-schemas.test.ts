import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { jsonSchemaText, schemaFileFor } from './json-schemas.ts';

describe('the JSON Schemas for editors', () => {
  it('describes what a file may hold (input, defaults optional), titled, as indented JSON', () => {
    const schema = z.object({ name: z.string(), count: z.number().default(1) });
    const text = jsonSchemaText(schema, 'Example');
    expect(text.endsWith('}\n')).toBe(true);
    expect(text).toContain('\n  "title": "Example"');
    expect(JSON.parse(text)).toEqual({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: { name: { type: 'string' }, count: { type: 'number', default: 1 } },
      required: ['name'],
      title: 'Example',
    });
  });

  it('writes what JSON Schema cannot say as anything, not as an error', () => {
    const text = jsonSchemaText(z.object({ when: z.date() }), 'Dates');
    expect(JSON.parse(text).properties.when).toEqual({});
  });

  it('puts the schema of data/x.json at data/schemas/x.schema.json, folders kept', () => {
    expect(schemaFileFor('data/site.json')).toBe('data/schemas/site.schema.json');
    expect(schemaFileFor('data/events/12.json')).toBe('data/schemas/events/12.schema.json');
  });
});
