/** Where a video is hosted (data/pbis.json). */
export type VideoHost = 'google-drive' | 'youtube';

/** How far before reaching the viewport an embedded video starts loading. */
export const EMBED_ROOT_MARGIN = '200px 0px';

/**
 * The addresses of a video: `embed` for the player shown in the page (YouTube in its
 * privacy-enhanced mode on www.youtube-nocookie.com, Google Drive's file preview) and `full` for
 * the "full view" link that opens the video on its site in a new tab.
 */
export function videoUrls(video: { host: VideoHost; videoId: string }): {
  embed: string;
  full: string;
} {
  const id = encodeURIComponent(video.videoId);
  switch (video.host) {
    case 'youtube':
      return {
        embed: `https://www.youtube-nocookie.com/embed/${id}?rel=0`,
        full: `https://www.youtube.com/watch?v=${id}`,
      };
    case 'google-drive':
      return {
        embed: `https://drive.google.com/file/d/${id}/preview`,
        full: `https://drive.google.com/file/d/${id}/view`,
      };
  }
}
