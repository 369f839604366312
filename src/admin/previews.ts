// The editor's preview pane: the event or announcement being edited, in English and in Spanish
// side by side, as families will read it.
import { decapWindow, type Decap, type ImmutableValue } from './decap.ts';

const text = (value: unknown) =>
  value === undefined || value === null || value === '' ? '—' : String(value);

export function registerPreviews(cms: Decap): void {
  const { h, createClass } = decapWindow;

  const column = (language: 'en' | 'es', title: unknown, body: unknown, details: string) =>
    h(
      'section',
      { className: 'preview-column', lang: language },
      h('p', { className: 'preview-language' }, language === 'en' ? 'English' : 'Spanish'),
      h('h2', null, text(title)),
      h('p', null, text(body)),
      details === '' ? null : h('p', { className: 'preview-details' }, details),
    );

  const EventPreview = createClass({
    render(this: { props: { entry: ImmutableValue } }) {
      const event = (path: string) => this.props.entry.getIn(['data', path]);
      const when = [event('date'), event('startTime'), event('endTime')]
        .filter(Boolean)
        .join(' · ');
      const details = (location: unknown) =>
        [when, event('category'), location].filter(Boolean).join(' · ');
      return h(
        'div',
        { className: 'preview' },
        column('en', event('title'), event('description'), details(event('location'))),
        column('es', event('titleES'), event('descriptionES'), details(event('locationES'))),
      );
    },
  });

  const AnnouncementPreview = createClass({
    render(this: { props: { entry: ImmutableValue } }) {
      const item = (...path: string[]) => this.props.entry.getIn(['data', ...path]);
      const urgent = item('severity') === 'urgent';
      const when = `${text(item('start'))} → ${text(item('end'))} (New York time)`;
      const bar = (language: 'en' | 'es', label: string) =>
        h(
          'section',
          { className: 'preview-column', lang: language },
          h('p', { className: 'preview-language' }, language === 'en' ? 'English' : 'Spanish'),
          h(
            'p',
            { className: urgent ? 'preview-bar preview-bar--urgent' : 'preview-bar' },
            h('strong', null, label),
            ' ',
            text(item('text', language)),
          ),
          h('p', { className: 'preview-details' }, when),
        );
      return h(
        'div',
        { className: 'preview' },
        bar('en', urgent ? 'URGENT' : 'NOTICE'),
        bar('es', urgent ? 'URGENTE' : 'AVISO'),
      );
    },
  });

  cms.registerPreviewStyle('/admin/preview.css');
  cms.registerPreviewTemplate('events', EventPreview);
  cms.registerPreviewTemplate('announcements', AnnouncementPreview);
}
