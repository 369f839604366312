import type { Language } from '../content/languages.ts';
import { commonResource } from '../i18n/locale-loader.ts';

function text(resource: Record<string, unknown>, key: string): string {
  const group = resource.loadError as Record<string, string> | undefined;
  return group?.[key] ?? key;
}

/**
 * When the script of a prerendered page cannot load (a stale file after a deploy, a dropped
 * connection), the page stays readable and a short notice offers to reload it.
 */
export function showLoadFailure(lng: Language): void {
  const resource = commonResource(lng);
  const notice = document.createElement('div');
  notice.className = 'load-failure';
  notice.setAttribute('role', 'alert');
  notice.setAttribute('lang', lng);
  const message = document.createElement('p');
  message.textContent = text(resource, 'banner');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button button--primary';
  button.textContent = text(resource, 'reload');
  button.addEventListener('click', () => window.location.reload());
  notice.append(message, button);
  document.body.prepend(notice);
}
