import { existsSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { listenFirst, PortInUseError } from './listen-first.ts';
import { startServer } from './start-server.ts';
import { useTempDirs } from './test/temp-dirs.ts';
import { testEngine } from './test/test-database.ts';

// The start order on the embedded engine (it owns DATA_DIR); the PostgreSQL project has nothing to add.
describe.skipIf(testEngine() === 'postgres')('start order', () => {
  const tempDir = useTempDirs('start');
  const configIn = (dataDir: string, port: number) =>
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: 'start-order-secret-'.padEnd(40, 'x'),
    });
  const occupied: Server[] = [];
  afterAll(async () => {
    for (const server of occupied) await new Promise((resolve) => server.close(resolve));
  });

  it('stops on a port in use before touching DATA_DIR: no database, no lock, nothing written', async () => {
    const squatter = createServer();
    occupied.push(squatter);
    await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
    const port = (squatter.address() as { port: number }).port;
    const dataDir = path.join(tempDir(), 'data');
    const config = configIn(dataDir, port);
    const before = existsSync(dataDir) ? readdirSync(dataDir) : [];

    const start = startServer(config);
    await expect(start).rejects.toBeInstanceOf(PortInUseError);
    await expect(start).rejects.toThrow(`port ${port} on 127.0.0.1 is already in use`);
    const after = existsSync(dataDir) ? readdirSync(dataDir) : [];
    expect(after).toEqual(before);
    expect(after.filter((name) => name.startsWith('pglite'))).toEqual([]);
  });

  it('answers 503 starting until the app is ready, then serves; a stop releases the data directory', async () => {
    // The port is taken first; a request arriving before the app is ready must not reach it.
    const early = await listenFirst('127.0.0.1', 0);
    const { port: earlyPort } = early.server.address() as { port: number };
    const waiting = await fetch(`http://127.0.0.1:${earlyPort}/api/health`);
    expect(waiting.status).toBe(503);
    expect(await waiting.json()).toMatchObject({ code: 'starting' });
    await early.close();

    const dataDir = path.join(tempDir(), 'data');
    const first = await startServer(configIn(dataDir, 0));
    const { port } = first.app.server.address() as { port: number };
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    await first.stop();
    expect(readdirSync(dataDir).filter((name) => name.startsWith('pglite.lock'))).toEqual([]);
  }, 60_000);

  it('serves nothing until the work before opening (the demo seed) has ended: health 200 means sign-in works', async () => {
    const dataDir = path.join(tempDir(), 'data');
    const squatter = createServer();
    await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
    const port = (squatter.address() as { port: number }).port;
    await new Promise((resolve) => squatter.close(resolve));
    let release!: () => void;
    const seeding = new Promise<void>((resolve) => (release = resolve));
    let seeded = false;
    const starting = startServer(configIn(dataDir, port), async () => {
      await seeding;
      seeded = true;
    });
    // Until the seed ends, every request is told the server is starting.
    for (let tries = 0; tries < 600; tries += 1) {
      const answer = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      if (answer) {
        expect(answer.status).toBe(503);
        if (tries > 5) break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seeded).toBe(false);
    release();
    const server = await starting;
    expect(seeded).toBe(true);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    await server.stop();
  }, 60_000);
});
