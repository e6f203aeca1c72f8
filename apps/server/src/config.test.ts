import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'atrium-config-'));

describe('loadConfig', () => {
  it('defaults to the embedded database and keeps a generated secret across starts', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.database).toEqual({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    expect(first.port).toBe(3000);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
    expect(JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'))).toEqual({
      jwtSecret: first.jwtSecret,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'postgres://db/atrium' }, 'JWT_SECRET'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL'],
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }, 'PUBLIC_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('stops on %o with one line naming %s', (env, name) => {
    const run = () => loadConfig({ DATA_DIR: tempDir(), ...env });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(new RegExp(`^Invalid configuration: ${name} `));
  });

  it('refuses a damaged secrets file instead of silently replacing the secret', () => {
    const dataDir = tempDir();
    writeFileSync(path.join(dataDir, 'secrets.json'), '{not json');
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(/secrets.json is damaged/);
  });

  it('uses PostgreSQL with DATABASE_URL and seeds only when asked', () => {
    const env = { DATABASE_URL: 'postgres://db/atrium', JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(env)).toMatchObject({
      database: { kind: 'postgres', url: env.DATABASE_URL },
      seedDemo: false,
    });
    expect(loadConfig({ ...env, SEED_DEMO: '1' }).seedDemo).toBe(true);
  });
});
