// The content editor's own additions (loaded only on /admin, after Decap CMS). Plain browser
// JavaScript: Decap's standalone bundle provides window.CMS, window.h and window.createClass.
(function () {
  'use strict';
  var CMS = window.CMS;
  var h = window.h;
  var createClass = window.createClass;
  if (!CMS) return;

  function isCollection(value) {
    return value !== null && typeof value === 'object' && typeof value.toJS === 'function';
  }

  function isEmpty(value) {
    if (value === '' || value === null || value === undefined) return true;
    if (Array.isArray(value)) return false;
    return typeof value === 'object' && Object.keys(value).length === 0;
  }

  // Puts an object's keys in the schema's order (unknown keys after them) and leaves out optional
  // fields the editor cleared, instead of saving them as "" (the pipeline rejects empty text).
  // Required fields are checked by the editor before this runs.
  function tidy(value, order) {
    if (Array.isArray(value)) {
      return value.map(function (item) {
        return tidy(item, order);
      });
    }
    if (value === null || typeof value !== 'object') return value;
    var known = (order || []).map(function (entry) {
      return entry[0];
    });
    var keys = known
      .filter(function (key) {
        return key in value;
      })
      .concat(
        Object.keys(value).filter(function (key) {
          return known.indexOf(key) === -1;
        }),
      );
    var result = {};
    keys.forEach(function (key) {
      var entry = (order || []).find(function (candidate) {
        return candidate[0] === key;
      });
      var child = tidy(value[key], entry ? entry[1] : null);
      if (!isEmpty(child)) result[key] = child;
    });
    return result;
  }

  // Plain data back to the editor's immutable form, keeping the order of keys.
  function toImmutable(value, emptyMap, emptyList) {
    if (Array.isArray(value)) {
      return emptyList.concat(
        value.map(function (item) {
          return toImmutable(item, emptyMap, emptyList);
        }),
      );
    }
    if (value === null || typeof value !== 'object') return value;
    return Object.keys(value).reduce(function (map, key) {
      return map.set(key, toImmutable(value[key], emptyMap, emptyList));
    }, emptyMap);
  }

  CMS.registerEventListener({
    name: 'preSave',
    handler: function (event) {
      var data = event.entry.get('data');
      if (!isCollection(data)) return data;
      var order = (window.SITE_FIELD_ORDER || {})[event.entry.get('slug')];
      var emptyMap = data.toOrderedMap().clear();
      var emptyList = data.toList().clear();
      return toImmutable(tidy(data.toJS(), order), emptyMap, emptyList);
    },
  });

  function text(value) {
    return value === undefined || value === null || value === '' ? '—' : String(value);
  }

  function column(language, title, body, details) {
    return h(
      'section',
      { className: 'preview-column', lang: language === 'English' ? 'en' : 'es' },
      h('p', { className: 'preview-language' }, language),
      h('h2', null, text(title)),
      h('p', null, text(body)),
      details ? h('p', { className: 'preview-details' }, details) : null,
    );
  }

  // The event at the top of the list (a new event is added there), English and Spanish side by side.
  var EventPreview = createClass({
    render: function () {
      var events = this.props.entry.getIn(['data', 'events']);
      var event = events && events.first();
      if (!event) return h('p', null, 'No events yet.');
      var when = [event.get('date'), event.get('startTime'), event.get('endTime')]
        .filter(Boolean)
        .join(' · ');
      var details = [when, event.get('category'), event.get('location')]
        .filter(Boolean)
        .join(' · ');
      return h(
        'div',
        { className: 'preview' },
        column('English', event.get('title'), event.get('description'), details),
        column('Spanish', event.get('titleES'), event.get('descriptionES'), details),
      );
    },
  });

  // The announcement at the top of the list, as families will see it in each language.
  var AnnouncementPreview = createClass({
    render: function () {
      var list = this.props.entry.getIn(['data', 'announcements']);
      var item = list && list.first();
      if (!item) return h('p', null, 'No announcements yet.');
      var urgent = item.get('severity') === 'urgent';
      var when = text(item.get('start')) + ' → ' + text(item.get('end')) + ' (New York time)';
      function bar(language, label, words) {
        return h(
          'section',
          { className: 'preview-column', lang: language === 'English' ? 'en' : 'es' },
          h('p', { className: 'preview-language' }, language),
          h(
            'p',
            { className: urgent ? 'preview-bar preview-bar--urgent' : 'preview-bar' },
            h('strong', null, label),
            ' ',
            text(words),
          ),
          h('p', { className: 'preview-details' }, when),
        );
      }
      return h(
        'div',
        { className: 'preview' },
        bar('English', urgent ? 'URGENT' : 'NOTICE', item.getIn(['text', 'en'])),
        bar('Spanish', urgent ? 'URGENTE' : 'AVISO', item.getIn(['text', 'es'])),
      );
    },
  });

  CMS.registerPreviewStyle('/admin/preview.css');
  CMS.registerPreviewTemplate('events', EventPreview);
  CMS.registerPreviewTemplate('announcements', AnnouncementPreview);
})();
