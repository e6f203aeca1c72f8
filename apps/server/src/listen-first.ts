import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export class PortInUseError extends Error {}

/**
 * Binds the port before the server touches its data (lock, migrations, file moves): a port
 * already taken then stops the start with nothing changed and no lock left behind. Until the app
 * is attached, every request answers 503 "starting".
 */
export async function listenFirst(
  host: string,
  port: number,
): Promise<{
  server: Server;
  /** Fastify's `serverFactory`: keeps the app's handler for `open`, answers the listening server. */
  attach: (handler: Handler) => Server;
  /** Hands the requests to the attached app: only once it is ready, as Fastify cannot serve before. */
  open: () => void;
  close: () => Promise<void>;
}> {
  let handler: Handler = (_request, response) => {
    response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '5' });
    response.end(JSON.stringify({ code: 'starting', message: 'Atrium is starting. Try again in a moment.' }));
  };
  let attached: Handler | undefined;
  const server = createServer((request, response) => handler(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new PortInUseError(
              `Atrium could not start: port ${port} on ${host} is already in use. Stop what uses it, or set PORT.`,
            )
          : error,
      );
    });
    server.listen({ host, port }, resolve);
  });
  return {
    server,
    attach: (next) => {
      attached = next;
      return server;
    },
    open: () => {
      if (!attached) throw new Error('no app attached to the server');
      handler = attached;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
