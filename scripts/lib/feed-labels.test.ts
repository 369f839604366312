import { describe, expect, it } from 'vitest';
import { feedLabels } from './feed-labels.ts';

const categories = {
  holiday: 'Holiday',
  academic: 'Academic',
  earlyDismissal: 'Early Dismissal',
  testing: 'Testing',
  pta: 'PTA',
  afterSchool: 'After School',
};
const feeds = {
  all: 'School Calendar',
  category: 'School Calendar: {{category}}',
  noSchool: 'Days without school and early dismissals',
};
const calendar = (extra: Record<string, unknown> = {}) => ({
  'calendar.json': { title: 'Calendar', categories, feeds, ...extra },
});

describe('the feeds’ labels', () => {
  it('takes each language’s category names and feed names, nothing else of calendar.json', () => {
    const spanish = { ...calendar(), 'home.json': { title: 'Inicio' } };
    expect(feedLabels({ en: calendar(), es: spanish })).toEqual({
      en: { categories, feeds },
      es: { categories, feeds },
    });
  });

  it('refuses a calendar.json without a category’s name, naming the file', () => {
    const { pta: _pta, ...withoutPta } = categories;
    expect(() => feedLabels({ en: calendar(), es: calendar({ categories: withoutPta }) })).toThrow(
      /^locales\/es\/calendar\.json: .*pta/s,
    );
  });

  it('refuses empty names, and a category feed name without {{category}}', () => {
    const bad = [
      { categories: { ...categories, holiday: '' } },
      { feeds: { ...feeds, all: '' } },
      { feeds: { ...feeds, noSchool: '' } },
      { feeds: { ...feeds, category: 'School Calendar: category' } },
    ];
    for (const extra of bad)
      expect(() => feedLabels({ en: calendar(extra), es: calendar() })).toThrow(
        /^locales\/en\/calendar\.json: /,
      );
  });
});
