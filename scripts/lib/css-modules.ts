// The class names of the pages' CSS Modules (src/pages/<id>/<id>.module.css), for Vite's
// `css.modules.generateScopedName`. A class `.numbers` of src/pages/our-school/our-school.module.css
// is written `numbers_<suffix>` in the CSS and the HTML, where the suffix is 5 characters of a hash
// of the stylesheet's path in the project: the same in the client build, the server build that
// prerenders the pages and the development server, so the prerendered HTML names exactly the
// classes of the built CSS. Every class of one stylesheet shares its suffix, which keeps the HTML
// small once compressed, and two stylesheets never share one (src/pages/page-styles.test.ts).
import { createHash } from 'node:crypto';
import path from 'node:path';

/** The suffix of the classes of the stylesheet at `file` (absolute, or relative to `root`). */
export function moduleSuffix(root: string, file: string): string {
  const relative = path
    .relative(root, path.resolve(root, file.replace(/\?.*$/, '')))
    .split(path.sep)
    .join('/');
  return createHash('sha256').update(relative).digest('base64url').slice(0, 5);
}

/** Vite's generateScopedName for a project at `root`: `<class>_<suffix of its stylesheet>`. */
export function scopedClassName(root: string): (local: string, file: string) => string {
  return (local, file) => `${local}_${moduleSuffix(root, file)}`;
}
