// Whether an address of the site, such as /assets/documents/x.pdf, is a file under public/.
import { statSync } from 'node:fs';
import path from 'node:path';

/** True when `sitePath` (URL-encoded or not) names a file inside `publicDir`, and not outside it. */
export function isFileInside(publicDir: string, sitePath: string): boolean {
  const root = path.resolve(publicDir);
  let decoded: string;
  try {
    decoded = decodeURIComponent(sitePath);
  } catch {
    return false;
  }
  const target = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  if (!target.startsWith(`${root}${path.sep}`)) return false;
  try {
    return statSync(target).isFile();
  } catch {
    return false;
  }
}
