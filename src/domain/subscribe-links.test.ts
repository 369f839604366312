import { describe, expect, it } from 'vitest';
import { feedPath, subscribeLinks } from './subscribe-links.ts';

const SITE = 'https://www.highbridge-school.example';

describe('feedPath', () => {
  it('names the full feed and the category feeds in both languages', () => {
    expect(feedPath('en', null)).toBe('/calendar.ics');
    expect(feedPath('es', null)).toBe('/es/calendar.ics');
    expect(feedPath('en', 'testing')).toBe('/calendar/testing.ics');
    expect(feedPath('es', 'testing')).toBe('/es/calendar/testing.ics');
    expect(feedPath('en', 'earlyDismissal')).toBe('/calendar/earlyDismissal.ics');
  });

  it('names the preset of days without school and early dismissals', () => {
    expect(feedPath('en', 'noSchool')).toBe('/calendar/no-school.ics');
    expect(feedPath('es', 'noSchool')).toBe('/es/calendar/no-school.ics');
  });
});

describe('subscribeLinks', () => {
  it('builds every link of the English full feed', () => {
    expect(subscribeLinks(SITE, 'en', null, 'Highbridge School · School Calendar')).toEqual({
      https: 'https://www.highbridge-school.example/calendar.ics',
      webcal: 'webcal://www.highbridge-school.example/calendar.ics',
      google:
        'https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Fwww.highbridge-school.example%2Fcalendar.ics',
      outlook:
        'https://outlook.live.com/calendar/0/addfromweb?url=https%3A%2F%2Fwww.highbridge-school.example%2Fcalendar.ics' +
        '&name=Highbridge%20School%20%C2%B7%20School%20Calendar',
      download: '/calendar.ics',
    });
  });

  it('builds every link of a Spanish category feed', () => {
    expect(
      subscribeLinks(
        `${SITE}/`,
        'es',
        'testing',
        'Highbridge School · Calendario escolar: Exámenes',
      ),
    ).toEqual({
      https: 'https://www.highbridge-school.example/es/calendar/testing.ics',
      webcal: 'webcal://www.highbridge-school.example/es/calendar/testing.ics',
      google:
        'https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Fwww.highbridge-school.example%2Fes%2Fcalendar%2Ftesting.ics',
      outlook:
        'https://outlook.live.com/calendar/0/addfromweb?url=https%3A%2F%2Fwww.highbridge-school.example%2Fes%2Fcalendar%2Ftesting.ics' +
        '&name=Highbridge%20School%20%C2%B7%20Calendario%20escolar%3A%20Ex%C3%A1menes',
      download: '/es/calendar/testing.ics',
    });
  });

  it('replaces an http scheme with webcal too (local previews)', () => {
    expect(subscribeLinks('http://localhost:8888', 'en', 'pta', 'PTA').webcal).toBe(
      'webcal://localhost:8888/calendar/pta.ics',
    );
  });
});
