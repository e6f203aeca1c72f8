import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { writeFileDurably } from './platform/durable-file.ts';
import { readSecretFiles } from './secret-files.ts';

const booleanFlag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((value) => value === '1' || value === 'true');

/** A domain name of an email address, like firm.com. */
const DOMAIN = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i;

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  ALLOWED_ORIGINS: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine(
      (entries) => entries.every((entry) => originOf(entry) !== null),
      'must be http(s) addresses, comma-separated, like http://127.0.0.1:3000,https://atrium.firm.com',
    )
    .transform((entries) => entries.map((entry) => originOf(entry)!))
    .optional(),
  TRUST_PROXY: z
    .string()
    .transform((list) => list.split(',').map((entry) => entry.trim()))
    .refine(
      (entries) => entries.every(isAddressOrRange),
      'must be IP addresses or CIDR ranges, comma-separated',
    )
    .optional(),
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_NAME: z.string().min(1).max(60).default('your company account'),
  OIDC_AUTO_CREATE: booleanFlag,
  OIDC_ALLOWED_DOMAINS: z
    .string()
    .transform((list) => list.split(',').map((entry) => entry.trim().toLowerCase()))
    .refine(
      (domains) => domains.every((domain) => DOMAIN.test(domain)),
      'must be domain names, comma-separated, like firm.com,firm.co.uk',
    )
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Atrium <no-reply@atrium.local>'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SEED_DEMO: booleanFlag,
  DEMO_PASSWORD: z.string().min(8, 'must be at least 8 characters').default('atrium-demo-2026'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  FIRM_EMAIL_DOMAIN: z.string().regex(DOMAIN, 'must be a domain name, like firm.com').default('atrium.demo'),
  CONTRACTOR_EMAIL_PREFIX: z
    .string()
    .regex(/^[a-z0-9._-]{0,20}$/i, 'must be letters, digits, dots or dashes (at most 20)')
    .default('ext.'),
  FILES_DRIVER: z.enum(['fs', 's3']).default('fs'),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  AI_MODEL: z.string().min(1).max(200).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  OTEL_SERVICE_NAME: z.string().min(1).max(100).default('atrium'),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SOFFICE_PATH: z.string().min(1).optional(),
  /** Issue 49: people proposed in a bid see that they were (the firm's choice). */
  TENDERS_TELL_PROPOSED: booleanFlag,
  FIRM_TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone, like Europe/Paris or America/New_York')
    .default('Europe/Paris'),
  RENDER_DEADLINE_MS: z.coerce.number().int().min(500).max(60_000).default(3_000),
});

/** Everything the server reads from its environment, checked once at start. */
export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** `pglite` keeps the database in `dataDir`; `postgres` connects to `databaseUrl`. */
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  dataDir: string;
  publicUrl: string | undefined;
  /**
   * The address the server's own links (mails) point to: PUBLIC_URL, else derived from HOST and
   * PORT at start. Never a request's Host header, which anyone can set.
   */
  origin: string;
  /**
   * Other origins a browser may call the API from (ALLOWED_ORIGINS), beside PUBLIC_URL's: the
   * firm may publish several addresses of one server (a name and an IP, an old name).
   */
  allowedOrigins: string[];
  /** Proxies whose X-Forwarded-For is believed; none by default, so the client address is the peer's. */
  trustProxy: string[];
  smtpUrl: string | undefined;
  /** Single sign-on through an OpenID Connect provider (Entra ID, Google, Okta…), when set. */
  oidc: OidcConfig | undefined;
  mailFrom: string;
  jwtSecret: string;
  seedDemo: boolean;
  demoPassword: string;
  logLevel: string;
  /** Built web app served at `/`; absent in API-only tests. */
  webDist: string | undefined;
  files: FilesConfig;
  /** How newcomers' firm addresses are made: `{prefix for contractors}first.last@{domain}`. */
  newcomerEmails: { domain: string; contractorPrefix: string };
  /**
   * The firm's email domains (lower case): FIRM_EMAIL_DOMAIN and OIDC_ALLOWED_DOMAINS. A sign-in
   * address a provider writes (SCIM) must be in one of them.
   */
  firmEmailDomains: string[];
  /** An OpenAI-compatible language model for the AI toolbox's drafts; absent: no drafts, nothing sent anywhere. */
  ai: AiConfig | undefined;
  /**
   * Where Prometheus reads `/metrics`: behind `token` (a bearer token) on the app's port, and/or on
   * a `port` of its own (for a network only the monitoring reaches). Neither set: not served at all.
   */
  metrics: { token: string | undefined; port: number | undefined };
  /** OpenTelemetry traces to this OTLP/HTTP collector; absent: the SDK is not even loaded. */
  tracing: { endpoint: string; serviceName: string } | undefined;
  /** Where the firm's weeks are cut (Monday 00:00 there): availability, the Bench, digests. */
  firmTimeZone: string;
  /** How long a page may take to be drawn on a render thread before the browser draws it. */
  renderDeadlineMs: number;
  /**
   * LibreOffice's `soffice`, which turns the firm's Word CV templates into PDF (SOFFICE_PATH):
   * 'off' never converts; absent, the usual install places are looked at (pdf-converter.ts).
   */
  sofficePath: string | undefined;
  /** People proposed in a bid see that they were (issue 49). */
  tendersTellProposed: boolean;
};

export type AiConfig = { baseUrl: string; model: string; apiKey: string | undefined };

export type OidcConfig = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** How the sign-in page names it: 'Sign in with {name}'. */
  name: string;
  /** Creates a person on first sign-in when their verified email is unknown; refused otherwise. */
  autoCreate: boolean;
  /**
   * The email domains whose people may sign in this way (lower case); any other address is refused,
   * known or not: a provider open to other organisations may vouch for any address.
   */
  allowedDomains: string[];
};

/** Where uploaded files' bytes live; the database keeps what is known of them. */
export type FilesConfig =
  | { driver: 'fs'; dir: string }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      /** An S3-compatible service (MinIO, Ceph…); absent: AWS itself. */
      endpoint: string | undefined;
      /** Absent: the AWS SDK's own chain (environment, instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

/** Reads and validates the environment; throws ConfigError naming the first bad variable. */
export function loadConfig(env: Env = process.env): Config {
  const withSecrets = readSecretFiles(env, Object.keys(EnvSchema.shape), (reason) => {
    throw new ConfigError(`Invalid configuration: ${reason}`);
  });
  const parsed = EnvSchema.safeParse(emptyToUndefined(withSecrets));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const vars = parsed.data;
  const dataDir = path.resolve(vars.DATA_DIR);
  const embedded = vars.DATABASE_URL === undefined;
  const jwtSecret = vars.JWT_SECRET ?? (embedded ? embeddedSecret(dataDir) : undefined);
  if (vars.NODE_ENV === 'production' && !vars.PUBLIC_URL) {
    // Reset links and the CSRF origin would otherwise come from the request's Host header.
    throw new ConfigError('Invalid configuration: PUBLIC_URL is required when NODE_ENV=production');
  }
  if (vars.FILES_DRIVER === 's3' && !vars.S3_BUCKET) {
    throw new ConfigError('Invalid configuration: S3_BUCKET is required when FILES_DRIVER=s3');
  }
  if ((vars.S3_ACCESS_KEY_ID === undefined) !== (vars.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  const oidcSet = [vars.OIDC_ISSUER, vars.OIDC_CLIENT_ID, vars.OIDC_CLIENT_SECRET].filter(Boolean).length;
  if (oidcSet !== 0 && oidcSet !== 3) {
    throw new ConfigError(
      'Invalid configuration: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together',
    );
  }
  if (vars.OIDC_ISSUER?.startsWith('http:') && !isLoopbackUrl(vars.OIDC_ISSUER)) {
    // Tokens and the client secret would cross the network in clear.
    throw new ConfigError('Invalid configuration: OIDC_ISSUER must be https (http only on this machine)');
  }
  if ((vars.AI_BASE_URL === undefined) !== (vars.AI_MODEL === undefined)) {
    throw new ConfigError('Invalid configuration: AI_BASE_URL and AI_MODEL go together');
  }
  if (!jwtSecret) {
    throw new ConfigError('Invalid configuration: JWT_SECRET is required with DATABASE_URL (32+ characters)');
  }
  return {
    env: vars.NODE_ENV,
    host: vars.HOST,
    port: vars.PORT,
    database: embedded
      ? { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }
      : { kind: 'postgres', url: vars.DATABASE_URL! },
    dataDir,
    publicUrl: vars.PUBLIC_URL?.replace(/\/$/, ''),
    origin: vars.PUBLIC_URL?.replace(/\/$/, '') ?? localOrigin(vars.HOST, vars.PORT),
    allowedOrigins: vars.ALLOWED_ORIGINS ?? [],
    trustProxy: vars.TRUST_PROXY ?? [],
    smtpUrl: vars.SMTP_URL,
    oidc: vars.OIDC_ISSUER
      ? {
          issuer: vars.OIDC_ISSUER,
          clientId: vars.OIDC_CLIENT_ID!,
          clientSecret: vars.OIDC_CLIENT_SECRET!,
          name: vars.OIDC_NAME,
          autoCreate: vars.OIDC_AUTO_CREATE,
          allowedDomains: vars.OIDC_ALLOWED_DOMAINS ?? [vars.FIRM_EMAIL_DOMAIN.toLowerCase()],
        }
      : undefined,
    mailFrom: vars.MAIL_FROM,
    jwtSecret,
    seedDemo: embedded || vars.SEED_DEMO,
    demoPassword: vars.DEMO_PASSWORD,
    logLevel: vars.LOG_LEVEL,
    webDist: vars.WEB_DIST,
    ai: vars.AI_BASE_URL
      ? { baseUrl: vars.AI_BASE_URL, model: vars.AI_MODEL!, apiKey: vars.AI_API_KEY }
      : undefined,
    metrics: { token: vars.METRICS_TOKEN, port: vars.METRICS_PORT },
    firmTimeZone: vars.FIRM_TIME_ZONE,
    renderDeadlineMs: vars.RENDER_DEADLINE_MS,
    sofficePath: vars.SOFFICE_PATH,
    tendersTellProposed: vars.TENDERS_TELL_PROPOSED,
    tracing: vars.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { endpoint: vars.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: vars.OTEL_SERVICE_NAME }
      : undefined,
    firmEmailDomains: [
      ...new Set([vars.FIRM_EMAIL_DOMAIN.toLowerCase(), ...(vars.OIDC_ALLOWED_DOMAINS ?? [])]),
    ],
    newcomerEmails: {
      domain: vars.FIRM_EMAIL_DOMAIN.toLowerCase(),
      contractorPrefix: vars.CONTRACTOR_EMAIL_PREFIX.toLowerCase(),
    },
    files:
      vars.FILES_DRIVER === 's3'
        ? {
            driver: 's3',
            bucket: vars.S3_BUCKET!,
            region: vars.S3_REGION,
            endpoint: vars.S3_ENDPOINT,
            credentials: vars.S3_ACCESS_KEY_ID
              ? { accessKeyId: vars.S3_ACCESS_KEY_ID, secretAccessKey: vars.S3_SECRET_ACCESS_KEY! }
              : undefined,
          }
        : { driver: 'fs', dir: path.join(dataDir, 'files') },
  };
}

/** `http://localhost:3000` for a server listening on every interface, else its own address. */
function localOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : isIP(host) === 6 ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
}

function emptyToUndefined(env: Env): Env {
  return Object.fromEntries(
    Object.entries(env).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
}

/** Where the embedded mode keeps its signing secret, in DATA_DIR. */
export const EMBEDDED_SECRETS_FILE = 'secrets.json';

/** In embedded mode the signing secret is made once and kept beside the data, so sessions survive restarts. */
function embeddedSecret(dataDir: string): string {
  const file = path.join(dataDir, EMBEDDED_SECRETS_FILE);
  if (existsSync(file)) {
    const stored = z
      .string()
      .transform((text, ctx) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: 'not JSON' });
          return z.NEVER;
        }
      })
      .pipe(z.object({ jwtSecret: z.string().min(32) }))
      .safeParse(readFileSync(file, 'utf8'));
    if (stored.success) return stored.data.jwtSecret;
    throw new ConfigError(`Invalid configuration: ${file} is damaged; remove it to make a new secret`);
  }
  mkdirSync(dataDir, { recursive: true });
  const jwtSecret = randomBytes(48).toString('base64url');
  // Atomic: a crash while writing must not leave a damaged file that stops every later start.
  writeFileDurably(file, JSON.stringify({ jwtSecret }), 0o600);
  return jwtSecret;
}

function isLoopbackUrl(url: string): boolean {
  const { hostname } = new URL(url);
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

/** The origin (`scheme://host:port`) of an http(s) address; null for anything else. */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}
