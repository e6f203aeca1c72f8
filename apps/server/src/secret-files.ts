import { readFileSync } from 'node:fs';

type Env = Record<string, string | undefined>;

/**
 * Docker and Kubernetes secrets arrive as files: for every setting `X`, `X_FILE` names a file
 * whose content (one trailing newline dropped) is the value, so JWT_SECRET, SMTP_URL,
 * OIDC_CLIENT_SECRET, S3_SECRET_ACCESS_KEY, AI_API_KEY… never sit in the environment. One rule
 * for all, not a list to keep up to date. `fail` reports what is wrong (both given, unreadable).
 */
export function readSecretFiles(env: Env, settings: readonly string[], fail: (reason: string) => never): Env {
  const read: Env = { ...env };
  for (const name of settings) {
    const file = env[`${name}_FILE`];
    if (file === undefined || file === '') continue;
    if (env[name] !== undefined && env[name] !== '') fail(`${name} and ${name}_FILE are both set: keep one`);
    try {
      read[name] = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      fail(
        `${name}_FILE names a file that cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}: ${file})`,
      );
    }
  }
  return read;
}
