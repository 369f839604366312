/**
 * Opens an address in a new tab without giving it a handle on this page. False when a pop-up
 * blocker refused the tab (the caller then offers a plain link).
 */
export function openInNewTab(url: string): boolean {
  const tab = window.open('about:blank', '_blank');
  if (tab === null) return false;
  tab.opener = null;
  tab.location.href = url;
  return true;
}
