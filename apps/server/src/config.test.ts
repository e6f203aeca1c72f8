import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { useTempDirs } from './test/temp-dirs.ts';

describe('loadConfig', () => {
  const tempDir = useTempDirs('config');

  it('defaults to the embedded database and keeps a generated secret across starts', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.database).toEqual({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    expect(first.port).toBe(3000);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.files).toEqual({ driver: 'fs', dir: path.join(dataDir, 'files') });
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
    const secrets = path.join(dataDir, 'secrets.json');
    expect(JSON.parse(readFileSync(secrets, 'utf8'))).toEqual({ jwtSecret: first.jwtSecret });
    expect(statSync(secrets).mode & 0o777).toBe(0o600);
    expect(readdirSync(dataDir)).toEqual(['secrets.json']);
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
    [{ FILES_DRIVER: 'ftp' }, 'FILES_DRIVER'],
    [{ FILES_DRIVER: 's3' }, 'S3_BUCKET'],
    [{ FILES_DRIVER: 's3', S3_BUCKET: 'atrium', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ FILES_DRIVER: 's3', S3_BUCKET: 'atrium', S3_ACCESS_KEY_ID: 'key' }, 'S3_ACCESS_KEY_ID'],
    [{ TRUST_PROXY: 'my-proxy' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ OIDC_ALLOWED_DOMAINS: 'firm.com,*' }, 'OIDC_ALLOWED_DOMAINS'],
    [{ OIDC_ALLOWED_DOMAINS: 'firm.com,,firm.fr' }, 'OIDC_ALLOWED_DOMAINS'],
  ])('stops on %o with one line naming %s', (env, name) => {
    const run = () => loadConfig({ DATA_DIR: tempDir(), ...env });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(new RegExp(`^Invalid configuration: ${name} `));
  });

  it('links to PUBLIC_URL, else to an address derived from HOST and PORT, never a request', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).origin).toBe('http://localhost:3000');
    expect(loadConfig({ DATA_DIR: tempDir(), HOST: '10.1.2.3', PORT: '8080' }).origin).toBe(
      'http://10.1.2.3:8080',
    );
    expect(loadConfig({ DATA_DIR: tempDir(), HOST: '::1' }).origin).toBe('http://[::1]:3000');
    expect(loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'https://atrium.example.com/' }).origin).toBe(
      'https://atrium.example.com',
    );
  });

  it('reads ALLOWED_ORIGINS as origins, and refuses what is not an http(s) address', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).allowedOrigins).toEqual([]);
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        ALLOWED_ORIGINS: 'http://127.0.0.1:3120/, https://atrium.firm.com/path',
      }).allowedOrigins,
    ).toEqual(['http://127.0.0.1:3120', 'https://atrium.firm.com']);
    expect(() => loadConfig({ DATA_DIR: dataDir, ALLOWED_ORIGINS: 'atrium.firm.com' })).toThrow(
      /^Invalid configuration: ALLOWED_ORIGINS must be http\(s\) addresses, comma-separated/,
    );
  });

  it('reads any setting from the file its _FILE variable names (Docker secrets), one trailing newline dropped', () => {
    const dir = tempDir();
    const secret = path.join(dir, 'jwt');
    writeFileSync(secret, `${'s'.repeat(40)}\n`);
    const smtp = path.join(dir, 'smtp');
    writeFileSync(smtp, 'smtp://user:pass@mail.firm.com:587');
    const config = loadConfig({ DATA_DIR: dir, JWT_SECRET_FILE: secret, SMTP_URL_FILE: smtp });
    expect(config.jwtSecret).toBe('s'.repeat(40));
    expect(config.smtpUrl).toBe('smtp://user:pass@mail.firm.com:587');
    // What a secret file holds is checked as the variable would be.
    writeFileSync(secret, 'short');
    expect(() => loadConfig({ DATA_DIR: dir, JWT_SECRET_FILE: secret })).toThrow(
      'Invalid configuration: JWT_SECRET must be at least 32 characters',
    );
    expect(() => loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40), JWT_SECRET_FILE: secret })).toThrow(
      'Invalid configuration: JWT_SECRET and JWT_SECRET_FILE are both set: keep one',
    );
    expect(() => loadConfig({ DATA_DIR: dir, SMTP_URL_FILE: path.join(dir, 'absent') })).toThrow(
      /^Invalid configuration: SMTP_URL_FILE names a file that cannot be read \(ENOENT: /,
    );
  });

  it('believes no proxy unless TRUST_PROXY lists it', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).trustProxy).toEqual([]);
    expect(
      loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '192.168.1.7', '::1']);
  });

  it('accepts single sign-on from the firm’s domain, or from the domains OIDC_ALLOWED_DOMAINS lists', () => {
    const oidc = {
      DATA_DIR: tempDir(),
      OIDC_ISSUER: 'https://id.firm.com',
      OIDC_CLIENT_ID: 'atrium',
      OIDC_CLIENT_SECRET: 'secret',
      FIRM_EMAIL_DOMAIN: 'Firm.com',
    };
    expect(loadConfig(oidc).oidc?.allowedDomains).toEqual(['firm.com']);
    expect(
      loadConfig({ ...oidc, OIDC_ALLOWED_DOMAINS: 'firm.com, Firm.co.uk' }).oidc?.allowedDomains,
    ).toEqual(['firm.com', 'firm.co.uk']);
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

  it('stores files in an S3 bucket with FILES_DRIVER=s3', () => {
    const env = {
      DATA_DIR: tempDir(),
      FILES_DRIVER: 's3',
      S3_BUCKET: 'atrium-files',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(env).files).toEqual({
      driver: 's3',
      bucket: 'atrium-files',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
  });

  it('sends drafts to a language model only with AI_BASE_URL and AI_MODEL, both or neither', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).ai).toBeUndefined();
    expect(
      loadConfig({ DATA_DIR: dataDir, AI_BASE_URL: 'http://ollama:11434/v1', AI_MODEL: 'llama3.1' }).ai,
    ).toEqual({ baseUrl: 'http://ollama:11434/v1', model: 'llama3.1', apiKey: undefined });
    expect(() => loadConfig({ DATA_DIR: dataDir, AI_BASE_URL: 'http://ollama:11434/v1' })).toThrow(
      new ConfigError('Invalid configuration: AI_BASE_URL and AI_MODEL go together'),
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, AI_BASE_URL: 'ftp://x', AI_MODEL: 'm' })).toThrow(
      /AI_BASE_URL/,
    );
  });
});
