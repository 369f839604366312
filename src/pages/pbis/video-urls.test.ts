import { describe, expect, it } from 'vitest';
import { videoUrls } from './video-urls.ts';

describe('videoUrls', () => {
  it('embeds YouTube in privacy-enhanced mode and links to the full video', () => {
    expect(videoUrls({ host: 'youtube', videoId: 'q3Rb8Lx2T0w' })).toEqual({
      embed: 'https://www.youtube-nocookie.com/embed/q3Rb8Lx2T0w?rel=0',
      full: 'https://www.youtube.com/watch?v=q3Rb8Lx2T0w',
    });
  });

  it('embeds a Google Drive file preview and links to its view page', () => {
    expect(
      videoUrls({ host: 'google-drive', videoId: '1Qx7mZr4TbN2pKc9WvLs5HdE3aYfUo8Jg' }),
    ).toEqual({
      embed: 'https://drive.google.com/file/d/1Qx7mZr4TbN2pKc9WvLs5HdE3aYfUo8Jg/preview',
      full: 'https://drive.google.com/file/d/1Qx7mZr4TbN2pKc9WvLs5HdE3aYfUo8Jg/view',
    });
  });

  it('never lets an id break out of the path', () => {
    expect(videoUrls({ host: 'youtube', videoId: 'a/b?c' }).embed).toBe(
      'https://www.youtube-nocookie.com/embed/a%2Fb%3Fc?rel=0',
    );
  });
});
