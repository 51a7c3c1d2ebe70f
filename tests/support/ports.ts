import { createServer } from 'node:net';

/** A port of 127.0.0.1 free a moment ago, for a server started in another process. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
