// POST /.netlify/functions/verify-access-code: checks the faculty access code (Netlify Functions
// v2). The logic and its tests live in netlify/lib/ (every file in this folder is deployed as a
// function). Configure FACULTY_ACCESS_CODE_HASH (`npm run hash-code`) and FACULTY_PORTAL_URL in
// Netlify's environment variables; without them the function answers 503. `npm start` mounts
// this same module.
import type { Config } from '@netlify/functions';
import {
  ATTEMPT_LIMIT,
  createAccessCodeHandler,
  type AccessCodeContext,
} from '../lib/access-code-handler.ts';

// Netlify's own rule is a coarse flood guard: at most 60 requests a minute per client address,
// whatever they are. It cannot tell a teacher's attempt from a request that a page of another
// website makes a visitor's browser send, so it is set well above what a staff room signs in with.
// Not per domain too: every deploy has addresses of its own (<deploy>--<site>.netlify.app), each
// of which would be a new bucket. Netlify groups by the whole address (it offers no IPv6 prefix).
export const config: Config = {
  rateLimit: {
    windowLimit: 60,
    windowSize: 60,
    aggregateBy: ['ip'],
  },
};

const handler = createAccessCodeHandler({
  env: () => process.env,
  floodLimit: config.rateLimit,
  attemptLimit: ATTEMPT_LIMIT,
});

// Netlify passes its Context; the handler reads only the client address (`ip`) from it.
export default async (req: Request, context: AccessCodeContext): Promise<Response> =>
  handler(req, context);
