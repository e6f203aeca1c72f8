// `npm run test:e2e`: builds the web app, starts the real server on a fresh database and a free
// port, with a real OpenID provider for single sign-on, runs the Playwright specs of e2e/ against
// it in Debian's Chromium, then stops both. Extra arguments go to Playwright
// (`npm run test:e2e -- e2e/sso.spec.ts` runs one spec).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
// Node runs the server's TypeScript as it is: the same provider as the API tests'.
import { freePort, startOidcProvider } from '../apps/server/src/test/oidc-provider.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const results = path.join(root, 'e2e/artifacts/results.json');

if (!existsSync(chromium)) {
  console.log(`e2e skipped: no Chromium at ${chromium}`);
  process.exit(0);
}

async function waitForHealth(baseUrl, server, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no healthy server at ${baseUrl} after ${timeoutMs / 1000} s`);
}

function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The plain closing line CI reads, from Playwright's JSON report. */
function summary() {
  try {
    const { stats } = JSON.parse(readFileSync(results, 'utf8'));
    const failed = stats.unexpected + (stats.flaky ?? 0);
    return `e2e: ${stats.expected} passed, ${failed} failed, ${stats.skipped} skipped`;
  } catch {
    return undefined;
  }
}

const build = spawnSync('npm', ['run', 'build', '--workspace', '@atrium/web'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) {
  console.error('e2e: the web build failed');
  process.exit(build.status ?? 1);
}

/**
 * A real SMTP server that keeps every mail the app sends as JSON in `mailDir`, where journeys read
 * them (e2e/support.ts `mailTo`), as a person reads their inbox.
 */
async function startMailSink(mailDir) {
  let count = 0;
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          count += 1;
          const to = session.envelope.rcptTo.map((recipient) => recipient.address);
          const file = path.join(mailDir, `${String(count).padStart(5, '0')}.json`);
          writeFileSync(file, JSON.stringify({ to, subject: mail.subject, text: mail.text }));
          callback();
        })
        .catch(callback);
    },
  });
  const smtpPort = await freePort();
  await new Promise((resolve) => sink.listen(smtpPort, '127.0.0.1', resolve));
  return { sink, url: `smtp://127.0.0.1:${smtpPort}` };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-e2e-'));
const mailDir = mkdtempSync(path.join(tmpdir(), 'atrium-e2e-mail-'));
const mail = await startMailSink(mailDir);
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
/** Whoever signs in at the provider is the demo employee (e2e/support.ts `DEMO.employee`). */
const OIDC_SECRET = 'the-e2e-client-secret-of-atrium-0123456789';
const provider = await startOidcProvider({
  accounts: {
    employee: { email: 'employee@atrium.demo', email_verified: true },
  },
  signingIn: { account: 'employee' },
  redirectUri: `${baseUrl}/api/a12n/oidc/callback`,
  clientSecret: OIDC_SECRET,
});
const server = spawn(process.execPath, ['apps/server/src/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    WEB_DIST: path.join(root, 'apps/web/dist'),
    LOG_LEVEL: 'warn',
    SMTP_URL: mail.url,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: 'atrium',
    OIDC_CLIENT_SECRET: OIDC_SECRET,
    OIDC_NAME: 'Atrium ID',
    // The journeys check what a server-drawn page does, not how fast this machine draws it: on a
    // busy machine a page past the usual 3 s would be left to the browser (issue 46).
    RENDER_DEADLINE_MS: '30000',
  },
});

let code = 1;
try {
  // Migrations, the demo seed and hashing its passwords take a while on a cold database.
  await waitForHealth(baseUrl, server, 120_000);
  const playwright = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BASE_URL: baseUrl, CHROMIUM_PATH: chromium, MAIL_DIR: mailDir },
  });
  code = await new Promise((resolve) => playwright.once('exit', (exitCode) => resolve(exitCode ?? 1)));
  const line = summary();
  if (line) console.log(line);
} catch (error) {
  console.error(`e2e: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await stop(server);
  await new Promise((resolve) => mail.sink.close(resolve));
  await provider.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(mailDir, { recursive: true, force: true });
}
process.exit(code);
