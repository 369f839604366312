import type { Language } from '../content/languages.ts';
import { loadResource } from '../i18n/locale-loader.ts';
import type { LoadErrorText } from './app-data.ts';

/**
 * The notice's words: from the page data, which every prerendered page carries; on the dev
 * server, whose page has no data, from the language's shared strings, if they can still load.
 */
async function noticeText(
  lng: Language,
  fromPage: LoadErrorText | undefined,
): Promise<LoadErrorText | null> {
  if (fromPage !== undefined) return fromPage;
  try {
    const common = await loadResource(lng, 'common');
    return (common.loadError as LoadErrorText | undefined) ?? null;
  } catch {
    return null;
  }
}

/**
 * When the script of a prerendered page cannot load (a stale file after a deploy, a dropped
 * connection), the page stays readable and a short notice offers to reload it.
 */
export async function showLoadFailure(
  lng: Language,
  fromPage: LoadErrorText | undefined,
): Promise<void> {
  const text = await noticeText(lng, fromPage);
  if (text === null) return;
  const notice = document.createElement('div');
  notice.className = 'load-failure';
  notice.setAttribute('role', 'alert');
  notice.setAttribute('lang', lng);
  const message = document.createElement('p');
  message.textContent = text.banner;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button button--primary';
  button.textContent = text.reload;
  button.addEventListener('click', () => window.location.reload());
  notice.append(message, button);
  document.body.prepend(notice);
}
