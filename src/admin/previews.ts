// The editor's preview pane: the event or announcement being edited, in every language of the site
// side by side (src/content/languages.ts), as families will read it.
import { LANGUAGES, languageInfo, type Language } from '../content/languages.ts';
import { decapWindow, type Decap, type ImmutableValue } from './decap.ts';

const text = (value: unknown) =>
  value === undefined || value === null || value === '' ? '—' : String(value);

/**
 * The announcement labels of each language's shared strings ("Urgent", "Notice"): only that key of
 * each common.json is bundled (a JSON file's top-level keys are named exports).
 */
const announcementLabels = import.meta.glob<{ urgent: string; info: string }>(
  '../../locales/*/common.json',
  { eager: true, import: 'announcements' },
);
function announcementLabel(lng: Language, urgent: boolean): string {
  const labels = announcementLabels[`../../locales/${lng}/common.json`];
  const label = (urgent ? labels?.urgent : labels?.info) ?? '';
  return label.toLocaleUpperCase(languageInfo(lng).intlLocale);
}

export function registerPreviews(cms: Decap): void {
  const { h, createClass } = decapWindow;

  const column = (language: Language, title: unknown, body: unknown, details: string) =>
    h(
      'section',
      { className: 'preview-column', lang: language, dir: languageInfo(language).dir },
      h('p', { className: 'preview-language' }, languageInfo(language).englishName),
      h('h2', null, text(title)),
      h('p', null, text(body)),
      details === '' ? null : h('p', { className: 'preview-details' }, details),
    );

  const EventPreview = createClass({
    render(this: { props: { entry: ImmutableValue } }) {
      const event = (...path: string[]) => this.props.entry.getIn(['data', ...path]);
      const when = [event('date'), event('startTime'), event('endTime')]
        .filter(Boolean)
        .join(' · ');
      const details = (location: unknown) =>
        [when, event('category'), location].filter(Boolean).join(' · ');
      return h(
        'div',
        { className: 'preview' },
        ...LANGUAGES.map((lng) =>
          column(
            lng,
            event('title', lng),
            event('description', lng),
            details(event('location', lng)),
          ),
        ),
      );
    },
  });

  const AnnouncementPreview = createClass({
    render(this: { props: { entry: ImmutableValue } }) {
      const item = (...path: string[]) => this.props.entry.getIn(['data', ...path]);
      const urgent = item('severity') === 'urgent';
      const when = `${text(item('start'))} → ${text(item('end'))} (New York time)`;
      const bar = (language: Language) =>
        h(
          'section',
          { className: 'preview-column', lang: language, dir: languageInfo(language).dir },
          h('p', { className: 'preview-language' }, languageInfo(language).englishName),
          h(
            'p',
            { className: urgent ? 'preview-bar preview-bar--urgent' : 'preview-bar' },
            h('strong', null, announcementLabel(language, urgent)),
            ' ',
            text(item('text', language)),
          ),
          h('p', { className: 'preview-details' }, when),
        );
      return h('div', { className: 'preview' }, ...LANGUAGES.map((lng) => bar(lng)));
    },
  });

  cms.registerPreviewStyle('/admin/preview.css');
  cms.registerPreviewTemplate('events', EventPreview);
  cms.registerPreviewTemplate('announcements', AnnouncementPreview);
}
