import { describe, expect, it } from 'vitest';
import { assetsFor, type ViteManifest } from './manifest-assets.ts';

describe('the assets a lazily loaded module needs', () => {
  // The entry is not the first chunk of the manifest, and it shares a chunk (with its CSS) with a page.
  const manifest: ViteManifest = {
    '_layout.js': { file: 'static/layout.js', css: ['static/layout.css'] },
    'src/pages/about/about-page.tsx': {
      file: 'static/about.js',
      css: ['static/about.css'],
      imports: ['_layout.js', '_tabs.js'],
    },
    'index.html': { file: 'static/index.js', isEntry: true, imports: ['_layout.js'] },
    // Chunks may import each other in a circle.
    '_tabs.js': { file: 'static/tabs.js', imports: ['_panel.js'] },
    '_panel.js': { file: 'static/panel.js', css: ['static/panel.css'], imports: ['_tabs.js'] },
  };

  it('leave out the scripts and styles of the entry, wherever the entry is in the manifest', () => {
    expect(assetsFor(manifest, ['src/pages/about/about-page.tsx'])).toEqual({
      css: ['/static/about.css', '/static/panel.css'],
      js: ['/static/about.js', '/static/tabs.js', '/static/panel.js'],
    });
  });

  it('follow imports that go round in a circle once', () => {
    expect(assetsFor(manifest, ['_panel.js'])).toEqual({
      css: ['/static/panel.css'],
      js: ['/static/panel.js', '/static/tabs.js'],
    });
  });

  it('are every chunk reached when the build has no entry', () => {
    const { 'index.html': _entry, ...withoutEntry } = manifest;
    expect(assetsFor(withoutEntry, ['src/pages/about/about-page.tsx']).css).toEqual([
      '/static/about.css',
      '/static/layout.css',
      '/static/panel.css',
    ]);
  });
});
