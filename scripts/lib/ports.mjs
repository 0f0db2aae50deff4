import { createServer } from 'node:net';

function isFree(port) {
  return new Promise((resolve) => {
    const server = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => server.close(() => resolve(true)))
      .listen(port, '127.0.0.1');
  });
}

/** The ports of `ports` that something on this machine already listens on. */
export async function portsInUse(ports) {
  const free = await Promise.all(ports.map(isFree));
  return ports.filter((_, index) => !free[index]);
}
