// The content editor's own script, loaded on /admin/ after Decap CMS (bundled into
// public/admin/editor.js by `npm run content`). Before anything is saved or deleted it runs the
// checks of `npm run content` (check-save.ts) and refuses, with the build's words, what the build
// would refuse, and a save that would undo someone else's change. It also writes each entry as
// the schemas order it, gives new events their number, and shows the entries side by side in
// English and Spanish in the preview.
import { formatProblem } from '../content/format-issues.ts';
import { folderCollections } from '../content/collections.ts';
import { checkDelete, checkSave, type Lookups } from './check-save.ts';
import {
  decapWindow,
  type BackendImplementation,
  type Decap,
  type EventHandler,
  type ImmutableValue,
} from './decap.ts';
import { clearNotice, Refusal, showNotice } from './notice.ts';
import { registerPreviews } from './previews.ts';
import { tidy, type FieldOrder } from './tidy.ts';

/** The backends the editor may use: the local one (`npm run dev`) and GitHub (the published site). */
const BACKENDS = ['proxy', 'github'];

/** Keeps the backend Decap creates, to read the files the checks need through it. */
function captureBackend(cms: Decap): () => BackendImplementation | null {
  let current: BackendImplementation | null = null;
  for (const name of BACKENDS) {
    const registered = cms.getBackend(name);
    if (registered === undefined) continue;
    const init = registered.init;
    registered.init = (...args: unknown[]) => (current = init(...args));
  }
  return () => current;
}

function lookupsOf(backend: () => BackendImplementation | null): Lookups {
  const implementation = () => {
    const found = backend();
    if (found === null)
      throw new Refusal('the editor is not connected to the files yet: reload the page');
    return found;
  };
  return {
    async listFolder(folder) {
      const files = await implementation().entriesByFolder(folder, 'json', 1);
      return files.flatMap(({ file, data }) => {
        try {
          return [{ file: file.path, data: JSON.parse(data.replace(/^\uFEFF/, '')) as unknown }];
        } catch {
          return [];
        }
      });
    },
    async readFile(file) {
      try {
        return (await implementation().getEntry(file)).data;
      } catch {
        return null;
      }
    },
    async siteFileExists(sitePath) {
      const answer = await fetch(sitePath, { method: 'HEAD', cache: 'no-store' }).catch(() => null);
      return answer !== null && answer.ok;
    },
    now: () => Date.now(),
  };
}

const isImmutable = (value: unknown): value is ImmutableValue =>
  value !== null && typeof value === 'object' && 'toJS' in value;

/** Plain data back to the editor's immutable form, keeping the order of keys. */
function toImmutable(value: unknown, emptyMap: ImmutableValue, emptyList: ImmutableValue): unknown {
  if (Array.isArray(value))
    return (emptyList as ImmutableValue & { concat(values: unknown[]): ImmutableValue }).concat(
      value.map((item) => toImmutable(item, emptyMap, emptyList)),
    );
  if (value === null || typeof value !== 'object') return value;
  return Object.entries(value).reduce(
    (map, [key, child]) =>
      (map as ImmutableValue & { set(key: string, value: unknown): ImmutableValue }).set(
        key,
        toImmutable(child, emptyMap, emptyList),
      ),
    emptyMap,
  );
}

/** "public/assets/images/events/flyer.jpg" → "/assets/images/events/flyer.jpg". */
const sitePathOf = (repoPath: string) => repoPath.replace(/^\/?public\//, '/');

function start(cms: Decap): void {
  const backend = captureBackend(cms);
  const lookups = lookupsOf(backend);
  /** What this window last saved in each file: its own save is not someone else's change. */
  const savedHere = new Map<string, unknown>();
  const order = (decapWindow.SITE_FIELD_ORDER ?? {}) as Record<string, FieldOrder>;

  const preSave: EventHandler = async ({ entry }) => {
    clearNotice();
    const data = entry.get('data');
    if (!isImmutable(data)) return data;
    const collection = String(entry.get('collection'));
    const slug = String(entry.get('slug') ?? '');
    const isNew = entry.get('newRecord') === true;
    const path = String(entry.get('path') ?? '');
    const formOrder = order[collection] ?? order[`${collection}/${slug}`] ?? null;
    const media = entry.get('mediaFiles');
    const uploads = isImmutable(media)
      ? (media.toJS() as Array<{ path?: string; draft?: boolean }>)
          .filter((file) => file.path !== undefined)
          .map((file) => sitePathOf(file.path ?? ''))
      : [];
    const request = {
      // A new entry has no path yet: any file of its folder stands for it (check-save.ts).
      file:
        path !== ''
          ? path
          : `${folderCollections.find(({ name }) => name === collection)?.folder ?? ''}/(new entry)`,
      isNew,
      data: tidy(data.toJS(), formOrder) as Record<string, unknown>,
      loaded: isNew ? null : String(entry.get('raw') ?? ''),
      savedHere: savedHere.get(path),
      uploads,
    };
    const result = await checkSave(request, lookups);
    if (result.problems.length > 0) {
      showNotice('saved', result.file, result.problems);
      throw new Refusal(result.problems.map(formatProblem).join(' · '));
    }
    // In the form's order again: a new event's number was added at the end.
    const written = tidy(result.data, formOrder);
    savedHere.set(result.file, written);
    return toImmutable(written, data.toOrderedMap().clear(), data.toList().clear());
  };

  const preDelete: EventHandler = async ({ entry }) => {
    clearNotice();
    const path = String(entry.get('path') ?? '');
    const problems = await checkDelete(path, lookups);
    if (problems.length > 0) {
      showNotice(
        'deleted',
        path,
        problems,
        'Nothing was deleted: an announcement that is still shown, or will be, links to this event. Change that announcement (or delete it) first.',
      );
      throw new Refusal(problems.map(formatProblem).join(' · '));
    }
  };

  cms.registerEventListener({ name: 'preSave', handler: preSave });
  // Decap deletes an entry after its "preUnpublish" event, which may refuse it.
  cms.registerEventListener({ name: 'preUnpublish', handler: preDelete });
  cms.registerLocale('en-school', {
    ui: {
      toast: {
        onFailToPersist: 'Not saved: %{details}',
        onFailToDelete: 'Not deleted: %{details}',
      },
    },
  });
  registerIdWidget(cms);
  registerPreviews(cms);
  // The notice is about the form that was saved: it goes when another page of the editor opens.
  window.addEventListener('hashchange', clearNotice);
}

/** An event's number: shown, never typed (a new event gets the next free one when saved). */
function registerIdWidget(cms: Decap): void {
  const { h, createClass } = decapWindow;
  const control = createClass({
    render(this: { props: { value?: unknown; forID: string; classNameWrapper: string } }) {
      const { value, forID, classNameWrapper } = this.props;
      return h('input', {
        id: forID,
        className: classNameWrapper,
        readOnly: true,
        value: value === undefined || value === null ? '' : String(value),
        placeholder: 'New: given when you save',
      });
    },
  });
  const preview = createClass({
    render(this: { props: { value?: unknown } }) {
      return h('span', null, String(this.props.value ?? ''));
    },
  });
  cms.registerWidget('entry-id', control, preview);
}

if (decapWindow.CMS !== undefined) start(decapWindow.CMS);
