/**
 * zod compiles fast parsers with `new Function`, after probing whether it may. The site's
 * Content-Security-Policy forbids eval, and the browser reports even that caught probe as a
 * violation. Pages that bundle a schema (the calendar's event categories) therefore run zod
 * without compiling: this is `z.config({ jitless: true })`, written to the global object zod reads
 * its configuration from, so that zod itself stays out of the entry bundle. Imported first by the
 * client entry, before any page chunk loads. (tests/e2e/pages.spec.ts would report the
 * probe on /calendar if zod stopped reading it.)
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(holder.__zod_globalConfig ??= {}).jitless = true;
