import { z } from 'zod';
import { LANGUAGES, languageInfo, type Language } from './languages.ts';

// Translated text has one shape in every data file: an object keyed by language code, with one
// entry per language of the registry (src/content/languages.ts):
//   "title": { "en": "Field Day", "es": "Día de juegos" }
// Every language is required: a language joins the site when its translation is complete, and
// `npm run content` names each field still missing (docs/adding-a-language.md).

/** A piece of text written in every language of the site. */
export type LocalizedText = Readonly<Record<Language, string>>;

/** What to write where a piece of text is not an object of languages: `{ "en": "…", "es": "…" }`. */
const WRITE_EACH_LANGUAGE = `write this text in each language, as { ${LANGUAGES.map((lng) => `"${lng}": "…"`).join(', ')} }`;

/** The schema of a piece of text in every language, each entry non-empty. */
function localized(): z.ZodType<LocalizedText> {
  const shape = Object.fromEntries(
    LANGUAGES.map((lng) => {
      const name = languageInfo(lng).englishName;
      return [
        lng,
        z
          .string({ error: `write the ${name} text` })
          .trim()
          .min(1, { error: `write the ${name} text here (it cannot be empty)` }),
      ];
    }),
  );
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'invalid_type' ? WRITE_EACH_LANGUAGE : undefined),
  }) as unknown as z.ZodType<LocalizedText>;
}

/** A piece of text written in every language of the site (`{ "en": …, "es": … }`). */
export const LocalizedTextSchema = localized();

/**
 * Anything else kept once per language, keyed by language code like a text (the picture of a
 * document's page in each language): every language of the registry, each as `schema` says.
 */
export function inEveryLanguage<T extends z.ZodType>(
  schema: T,
): z.ZodType<Readonly<Record<Language, z.infer<T>>>> {
  return z.strictObject(
    Object.fromEntries(LANGUAGES.map((lng) => [lng, schema])),
  ) as unknown as z.ZodType<Readonly<Record<Language, z.infer<T>>>>;
}

/** Every data file may name its JSON Schema so that editors get autocompletion. */
export const SchemaRefSchema = z
  .string()
  .optional()
  .describe('Path of the JSON Schema for editors.');
