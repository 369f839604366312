// Netlify edge function on /admin: gives the content editor its own Content-Security-Policy in
// place of the site's (see netlify/lib/admin-response.ts for why _headers alone cannot).
import { withAdminHeaders } from '../lib/admin-response.ts';

/** The part of Netlify's edge context used here: the response the site would send. */
interface EdgeContext {
  next: () => Promise<Response>;
}

export default async (_request: Request, context: EdgeContext): Promise<Response> =>
  withAdminHeaders(await context.next());

export const config = { path: ['/admin', '/admin/*'] };
