import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCAL_BACKEND_PORT } from './cms-config.ts';
import { editorRepository, localBackendPort } from './write-admin.ts';

describe('the content editor’s settings from the environment', () => {
  it('takes DECAP_SERVER_PORT when it is a port, else Decap’s usual one', () => {
    expect(localBackendPort({ DECAP_SERVER_PORT: '9000' })).toBe(9000);
    expect(localBackendPort({ DECAP_SERVER_PORT: '1' })).toBe(1);
    for (const value of [undefined, '', '0', '-8', '80.5', 'port'])
      expect(localBackendPort({ DECAP_SERVER_PORT: value }), String(value)).toBe(
        DEFAULT_LOCAL_BACKEND_PORT,
      );
  });

  it('takes EDITOR_REPOSITORY only when it is one owner/name, trimmed', () => {
    const netlify = { REPOSITORY_URL: 'https://github.com/highbridge/site' };
    expect(editorRepository({ ...netlify, EDITOR_REPOSITORY: ' ps418/web\n' })).toBe('ps418/web');
    for (const named of ['ps418', 'the ps418/web', 'ps418/web/tree', ''])
      expect(editorRepository({ ...netlify, EDITOR_REPOSITORY: named }), named).toBe(
        'highbridge/site',
      );
    expect(editorRepository({ EDITOR_REPOSITORY: 'not a repository' })).toBeNull();
  });
});
