import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Section, SectionFrame, SectionHeading } from './section.tsx';

/** Each <section>'s aria-labelledby and the ids of the <h2>s inside it, in document order. */
function labels(html: string): Array<{ labelledBy: string; headingIds: string[] }> {
  return [...html.matchAll(/<section[^>]*aria-labelledby="([^"]+)"[^>]*>(.*?)<\/section>/g)].map(
    ([, labelledBy = '', inner = '']) => ({
      labelledBy,
      headingIds: [...inner.matchAll(/<h2 id="([^"]+)"/g)].map(([, id = '']) => id),
    }),
  );
}

describe('Section', () => {
  it('renders the page scaffold: section, container, eyebrow, heading, lead, then the content', () => {
    const html = renderToStaticMarkup(
      <Section
        id="timeline"
        tone="cream"
        className="band"
        containerClassName="narrow"
        eyebrow="Since 1889"
        title="Our story"
        lead="Three moments."
      >
        <p>Body</p>
      </Section>,
    );
    const [{ labelledBy } = { labelledBy: '' }] = labels(html);
    expect(labelledBy).not.toBe('');
    expect(html).toBe(
      `<section id="timeline" class="section section--cream band" aria-labelledby="${labelledBy}">` +
        '<div class="container narrow"><p class="section__eyebrow">Since 1889</p>' +
        `<h2 id="${labelledBy}">Our story</h2><p class="section__lead">Three moments.</p>` +
        '<p>Body</p></div></section>',
    );
  });

  it('leaves out the eyebrow, the lead and the tone when a section has none', () => {
    const html = renderToStaticMarkup(<Section title="Visit us" />);
    const [{ labelledBy } = { labelledBy: '' }] = labels(html);
    expect(html).toBe(
      `<section class="section" aria-labelledby="${labelledBy}"><div class="container">` +
        `<h2 id="${labelledBy}">Visit us</h2></div></section>`,
    );
  });

  it('labels every section of a page by its own heading, with ids no two sections share', () => {
    const html = renderToStaticMarkup(
      <>
        <Section title="One" />
        <Section title="Two" tone="cream" />
        <SectionFrame containerClassName="split">
          <div>
            <SectionHeading eyebrow="Three" title="Three" />
            <p>Body</p>
          </div>
          <img src="/x.png" alt="" />
        </SectionFrame>
      </>,
    );
    const sections = labels(html);
    expect(sections).toHaveLength(3);
    for (const { labelledBy, headingIds } of sections) expect(headingIds).toEqual([labelledBy]);
    expect(new Set(sections.map(({ labelledBy }) => labelledBy)).size).toBe(3);
    expect(html).toContain(
      `<div class="container split"><div><p class="section__eyebrow">Three</p><h2 id="${sections[2]?.labelledBy}">Three</h2><p>Body</p></div>`,
    );
  });

  it('refuses a SectionHeading outside a section, which nothing would be labelled by', () => {
    expect(() => renderToStaticMarkup(<SectionHeading title="Lost" />)).toThrow(
      'SectionHeading "Lost" is not inside a SectionFrame',
    );
  });
});
