// POST /.netlify/functions/verify-access-code: checks the faculty access code (Netlify Functions
// v2). The logic and its tests live in netlify/lib/ (every file in this folder is deployed as a
// function). Configure FACULTY_ACCESS_CODE_HASH (`npm run hash-code`) and FACULTY_PORTAL_URL in
// Netlify's environment variables; without them the function answers 503. `npm start` mounts
// this same module.
import type { Config } from '@netlify/functions';
import { createAccessCodeHandler, type AccessCodeContext } from '../lib/access-code-handler.ts';

// Netlify counts requests per client address: at most 10 a minute. Not per domain too: every
// deploy has addresses of its own (<deploy>--<site>.netlify.app), each of which would be a new
// bucket. Everyone behind the school's one public address shares these 10.
export const config: Config = {
  rateLimit: {
    windowLimit: 10,
    windowSize: 60,
    aggregateBy: ['ip'],
  },
};

const handler = createAccessCodeHandler({ env: () => process.env, rateLimit: config.rateLimit });

// Netlify passes its Context; the handler reads only the client address (`ip`) from it.
export default async (req: Request, context: AccessCodeContext): Promise<Response> =>
  handler(req, context);
