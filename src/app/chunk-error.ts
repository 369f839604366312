/** True for the errors browsers raise when a lazily loaded script or stylesheet cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|Unable to preload|error loading dynamically|Failed to fetch/i.test(
    error.message,
  );
}
