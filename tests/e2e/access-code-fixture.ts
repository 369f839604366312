// The faculty access code the browser tests use. playwright.config.ts hashes it when the tests
// start and gives the hash and portal address to the server (`scripts/serve.ts`) through the same
// environment variables Netlify gives the function. Test-only values: the real code is secret.
import { hashAccessCode } from '../../netlify/lib/access-code-hash.ts';

/** The code the test server accepts. */
export const TEST_ACCESS_CODE = 'Test only: Maroon & Gray 418';

/** Where a correct code leads during the tests (a host the tests intercept). */
export const TEST_PORTAL_URL = 'https://faculty-portal.example.test/welcome';

/**
 * The request header that stands for the client's address on the test server, so that each test
 * counts as a client of its own for the rate limit (10 wrong codes a minute per client address).
 */
export const TEST_CLIENT_HEADER = 'X-Test-Client';

/** The environment variables that configure the test server's access-code function. */
export function testAccessCodeEnv(): Record<string, string> {
  return {
    FACULTY_ACCESS_CODE_HASH: hashAccessCode(TEST_ACCESS_CODE),
    FACULTY_PORTAL_URL: TEST_PORTAL_URL,
    TEST_CLIENT_ADDRESS_HEADER: TEST_CLIENT_HEADER,
  };
}
