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
  /** Hands the requests to the app (Fastify's `serverFactory`), from now on. */
  attach: (handler: Handler) => Server;
  close: () => Promise<void>;
}> {
  let handler: Handler = (_request, response) => {
    response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '5' });
    response.end(JSON.stringify({ code: 'starting', message: 'Atrium is starting. Try again in a moment.' }));
  };
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
      handler = next;
      return server;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
