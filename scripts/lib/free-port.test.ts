import { once } from 'node:events';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, portIsFree, portTakenMessage } from './free-port.ts';

describe('free ports', () => {
  it('says a port is taken while something listens on it, and free once it stops', async () => {
    const port = await freePort('127.0.0.1');
    expect(port).toBeGreaterThan(0);
    expect(await portIsFree(port, '127.0.0.1')).toBe(true);
    const server = createServer().listen(port, '127.0.0.1');
    await once(server, 'listening');
    try {
      expect(await portIsFree(port, '127.0.0.1')).toBe(false);
    } finally {
      server.close();
      await once(server, 'close');
    }
    expect(await portIsFree(port, '127.0.0.1')).toBe(true);
  });

  it('says in one line which port is taken, and which variable chooses the next one', () => {
    expect(portTakenMessage(8081, 'DECAP_SERVER_PORT', 'the editor’s backend')).toBe(
      'Port 8081 (the editor’s backend) is already in use, perhaps by another npm run dev. Stop that program, or choose another port: DECAP_SERVER_PORT=8082 npm run dev',
    );
  });
});
