const ICONS = {
  parents:
    'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM2 20v-2a5 5 0 0 1 9-3 5 5 0 0 1 11 3v2Z',
  calendar:
    'M7 2v2H5a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2Zm-2 7h14v10H5Zm2 2v2h2v-2Zm4 0v2h2v-2Zm4 0v2h2v-2Zm-8 4v2h2v-2Zm4 0v2h2v-2Z',
  curriculum:
    'M4 4h6a3 3 0 0 1 2 1 3 3 0 0 1 2-1h6v15h-6a2 2 0 0 0-2 1 2 2 0 0 0-2-1H4Zm2 2v11h4a4 4 0 0 1 1 .2V7a1 1 0 0 0-1-1Zm12 0h-4a1 1 0 0 0-1 1v10.2a4 4 0 0 1 1-.2h4Z',
  enrichment:
    'M12 3a9 9 0 1 0 0 18c1.7 0 2-1 2-2 0-.6-.3-1-.3-1.6 0-.8.6-1.4 1.4-1.4H17a4 4 0 0 0 4-4c0-5-4-9-9-9ZM7.5 12a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm3-4a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm5 0a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Z',
  afterSchool:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 4 3 2.2-1.1 3.6h-3.8L9 8.2Zm-6.3 5.2 2.3.8 1.2 3.6-1.4 2.2a8 8 0 0 1-2.1-6.6Zm12.6 0a8 8 0 0 1-2.1 6.6l-1.4-2.2 1.2-3.6Z',
} as const;

export type QuickLinkIconName = keyof typeof ICONS;

/** The pictogram of a home-page quick link. Decorative. */
export function QuickLinkIcon({ name }: { name: QuickLinkIconName }) {
  return (
    <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
      <path d={ICONS[name]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
