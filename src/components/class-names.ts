/**
 * An element's class attribute from several class names, leaving out the absent ones: a condition
 * that is false, or a variant that a page's CSS module does not define (`styles['x--3']` is
 * undefined when the stylesheet has no `.x--3`).
 */
export function classNames(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter((name): name is string => typeof name === 'string' && name !== '').join(' ');
}
