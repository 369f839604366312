// Netlify edge function on the calendar files (.ics): gives them their own
// Cross-Origin-Resource-Policy (cross-origin) in place of the site's (same-origin).
// netlify/lib/security-headers.ts (CALENDAR_HEADERS) says why they differ, and
// netlify/lib/replace-headers.ts why _headers alone cannot.
import { withHeaders, type EdgeContext } from '../lib/replace-headers.ts';
import { CALENDAR_HEADERS, overSiteHeaders } from '../lib/security-headers.ts';

const CALENDAR_OVER_SITE = overSiteHeaders(CALENDAR_HEADERS);

export default async (_request: Request, context: EdgeContext): Promise<Response> =>
  withHeaders(await context.next(), CALENDAR_OVER_SITE);

export const config = { path: '/*.ics' };
