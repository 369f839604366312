import { Fragment, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/language.ts';
import { InternalLink } from '../../components/internal-link.tsx';
import { searchIndex } from './pagefind.ts';
import { excerptParts, resultPath, type ExcerptPart } from './search-results.ts';
import './search-panel.css';

/** The search waits this long after the last keystroke. */
const TYPING_PAUSE_MS = 250;
/** At most this many results are shown (the best first); the count says how many matched. */
const MAX_RESULTS = 12;

/** Pages offered when there is nothing to show yet, nothing matched, or search is unavailable. */
const POPULAR_PAGES = [
  { label: 'calendar', path: '/calendar' },
  { label: 'parents', path: '/parents' },
  { label: 'ourSchool', path: '/our-school' },
  { label: 'academics', path: '/academics' },
  { label: 'enrichmentPrograms', path: '/enrichment' },
  { label: 'afterSchool', path: '/after-school' },
  { label: 'staff', path: '/staff' },
] as const;

interface Result {
  path: string;
  title: string;
  excerpt: ExcerptPart[];
}

type SearchState =
  | { kind: 'idle' }
  | { kind: 'searching'; query: string; shown: Result[] }
  | { kind: 'done'; query: string; total: number; shown: Result[] }
  | { kind: 'error' };

/**
 * The search form and its results, for the search dialog and the search page. Results come from the
 * Pagefind index of the page's language, loaded on the first search; each opens its page.
 * ArrowDown and ArrowUp move between the field and the links; the count is announced politely.
 */
export function SearchPanel({
  onNavigate,
  onEscape,
  showPopular,
}: {
  /** Called when a link is chosen (the dialog closes). */
  onNavigate?: () => void;
  /**
   * Called for Escape in the field. A search field's own Escape empties it and keeps the key
   * from the dialog, which should close instead.
   */
  onEscape?: () => void;
  /** Offers a few main pages before a search and when nothing matched. */
  showPopular: boolean;
}) {
  const { t } = useTranslation('search');
  const { t: tc } = useTranslation('common');
  const lng = useLanguage();
  const id = useId();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const latest = useRef(0);

  useEffect(() => {
    const words = query.trim();
    const request = (latest.current += 1);
    const timer = setTimeout(() => {
      if (words === '') {
        setState({ kind: 'idle' });
        return;
      }
      setState((previous) => ({
        kind: 'searching',
        query: words,
        shown: previous.kind === 'idle' || previous.kind === 'error' ? [] : previous.shown,
      }));
      void (async () => {
        try {
          const index = await searchIndex(lng);
          const found = (await index.search(words))?.results ?? [];
          const details = await Promise.all(found.slice(0, MAX_RESULTS).map((hit) => hit.data()));
          const shown = details.flatMap((detail): Result[] => {
            const path = resultPath(detail.url);
            if (path === null) return [];
            return [
              { path, title: detail.meta.title ?? path, excerpt: excerptParts(detail.excerpt) },
            ];
          });
          if (request === latest.current)
            setState({ kind: 'done', query: words, total: found.length, shown });
        } catch {
          if (request === latest.current) setState({ kind: 'error' });
        }
      })();
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [query, lng]);

  // ArrowDown and ArrowUp step through the field and the links below it.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const stops = [...event.currentTarget.querySelectorAll<HTMLElement>('input, a[href]')];
    const index = stops.indexOf(document.activeElement as HTMLElement);
    if (index === -1) return;
    const next = stops[event.key === 'ArrowDown' ? index + 1 : index - 1];
    if (next === undefined) return;
    event.preventDefault();
    next.focus();
  };

  let status = '';
  if (state.kind === 'searching' && state.shown.length === 0) status = t('panel.searching');
  else if (state.kind === 'done' && state.total === 0)
    status = t('panel.none', { query: state.query });
  else if (state.kind === 'done')
    status = t('panel.found', { count: state.total, query: state.query });
  else if (state.kind === 'error') status = t('panel.error');
  const shown = state.kind === 'done' || state.kind === 'searching' ? state.shown : [];
  const popular =
    showPopular &&
    (state.kind === 'idle' ||
      state.kind === 'error' ||
      (state.kind === 'done' && state.total === 0));

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- arrow keys move focus between the field and the result links, which are the interactive elements
    <div className="search-panel" onKeyDown={onKeyDown}>
      <form
        role="search"
        className="search-panel__form"
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor={`${id}-query`} className="field__label">
          {t('panel.label')}
        </label>
        <input
          id={`${id}-query`}
          className="field__input search-panel__input"
          type="search"
          name="q"
          autoComplete="off"
          enterKeyHint="search"
          data-autofocus
          value={query}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || onEscape === undefined) return;
            event.preventDefault();
            onEscape();
          }}
        />
      </form>
      <p id={`${id}-hint`} className="search-panel__hint">
        {t('panel.hint')}
      </p>
      <p role="status" className="search-panel__status">
        {status}
      </p>
      {state.kind === 'done' && state.total > state.shown.length && (
        <p className="search-panel__more">
          {t('panel.moreThanShown', { shown: state.shown.length })}
        </p>
      )}
      {shown.length > 0 && (
        <ul
          className="search-results"
          aria-label={t('panel.results')}
          aria-busy={state.kind === 'searching'}
        >
          {shown.map((result) => (
            <li key={result.path} className="search-result">
              <a href={result.path} className="search-result__link" onClick={onNavigate}>
                {result.title}
              </a>
              <p className="search-result__excerpt">
                {result.excerpt.map((part, index) =>
                  part.mark ? (
                    <mark key={index}>{part.text}</mark>
                  ) : (
                    <Fragment key={index}>{part.text}</Fragment>
                  ),
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
      {popular && (
        <nav className="search-popular" aria-labelledby={`${id}-popular`}>
          <h3 id={`${id}-popular`} className="search-popular__title">
            {t('panel.popular')}
          </h3>
          <ul className="search-popular__list">
            {POPULAR_PAGES.map((page) => (
              <li key={page.path}>
                <InternalLink to={page.path} onClick={onNavigate}>
                  {tc(`nav.${page.label}`)}
                </InternalLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
