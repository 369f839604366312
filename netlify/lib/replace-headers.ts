/**
 * Headers an edge function sets over the static file's. Netlify applies every matching rule of
 * _headers and joins values of the same header with a comma: a path with a header of its own as
 * well as the site's (the editor's Content-Security-Policy, the calendar files'
 * Cross-Origin-Resource-Policy) would get both, which for these headers means both policies
 * enforced, or an invalid one. An edge function runs after _headers, so its value is the one sent.
 */

/** The part of Netlify's edge context used here: the response the site would send. */
export interface EdgeContext {
  next: () => Promise<Response>;
}

/** The same response, body and status, with `values` replacing any headers of those names. */
export function withHeaders(
  response: Response,
  values: Readonly<Record<string, string>>,
): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(values)) headers.set(name, value);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
