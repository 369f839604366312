// `npx tsx tests/editor-changes.ts`: makes in data/ the kind of edits school staff make every week,
// to show that the test suite does not depend on the live content (tests/README.md). Run it in a
// scratch clone, never in a checkout whose data/ you mean to keep:
//
//   - adds an event for tomorrow (the real tomorrow in New York),
//   - deletes the next event on the calendar,
//   - changes the title of another event in both languages,
//   - adds an announcement that is active now,
//   - changes the Weekly Updates password.
//
// It prints what it changed. `npm test` must then pass unchanged.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readSiteWords } from '../scripts/lib/site-words.ts';
import { suggestPassphrase } from '../scripts/lib/weekly-password.ts';
import { addDays, isoDayInSchoolTimeZone } from '../src/domain/time-core.ts';

const root = path.resolve(import.meta.dirname, '..');
const file = (name: string) => path.join(root, 'data', name);
const read = <T>(name: string): T => JSON.parse(readFileSync(file(name), 'utf8')) as T;
const write = (name: string, value: unknown) =>
  writeFileSync(file(name), `${JSON.stringify(value, null, 2)}\n`);

type Event = {
  id: number;
  date: string;
  endDate?: string;
  title: { en: string; es: string };
};

// The machine's real date: these are the edits of a secretary working today.
const today = isoDayInSchoolTimeZone(new Date());
const tomorrow = addDays(today, 1);

const events = readdirSync(file('events'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => read<Event>(`events/${name}`));
const byDate = [...events].sort((a, b) => a.date.localeCompare(b.date));
const next = byDate.find((event) => (event.endDate ?? event.date) >= today);
if (next !== undefined) {
  rmSync(file(`events/${next.id}.json`));
  console.log(`deleted the next event: ${next.id} ${next.date} ${next.title.en}`);
}
const renamed = events.find((event) => event.date > tomorrow && event !== next) ?? events[0];
if (renamed !== undefined) {
  renamed.title = {
    en: `${renamed.title.en} (new time)`,
    es: `${renamed.title.es} (nuevo horario)`,
  };
  write(`events/${renamed.id}.json`, renamed);
  console.log(`renamed event ${renamed.id} in both languages: ${renamed.title.en}`);
}
const id = Math.max(0, ...events.map((event) => event.id)) + 1;
write(`events/${id}.json`, {
  $schema: '../schemas/event.schema.json',
  id,
  title: { en: 'Family Game Night', es: 'Noche de juegos en familia' },
  description: {
    en: 'Board games and puzzles for the whole family in the cafeteria.',
    es: 'Juegos de mesa y rompecabezas para toda la familia en la cafetería.',
  },
  date: tomorrow,
  category: 'pta',
  startTime: '5:30 PM',
  endTime: '7:00 PM',
});
console.log(`added event ${id} for tomorrow, ${tomorrow}`);

write(`announcements/early-pickup-${today}.json`, {
  $schema: '../schemas/announcement.schema.json',
  id: `early-pickup-${today}`,
  severity: 'info',
  text: {
    en: 'Pickup is at the Nelson Avenue door today and tomorrow while the main entrance is repaired.',
    es: 'Hoy y mañana la salida es por la puerta de la avenida Nelson mientras se repara la entrada principal.',
  },
  start: `${today}T06:00`,
  end: `${tomorrow}T18:00`,
});
console.log(`added an announcement active from ${today} 6:00 to ${tomorrow} 18:00`);

// As staff do it: the command seals the address with the new password into data/weekly-updates.json,
// a passphrase of random words such as it suggests (it refuses a weak one).
const passphrase = suggestPassphrase(await readSiteWords(root));
const sealed = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/weekly-password.ts'], {
  cwd: root,
  input: `${passphrase}\nhttps://sample-staff-updates.example/week-of-${today}\n`,
  encoding: 'utf8',
});
if (sealed.status !== 0) throw new Error(`npm run weekly-password failed: ${sealed.stderr}`);
console.log('changed the Weekly Updates password');
