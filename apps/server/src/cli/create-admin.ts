import { parseArgs } from 'node:util';
import { UserCreate } from '@atrium/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/database.ts';
import { refreshTokens } from '../platform/a12n/a12n.tables.ts';
import { forgetSignInFailures } from '../platform/a12n/sign-in-throttle.ts';
import { hashPassword, passwordProblem, storePasswordHash } from '../platform/a12n/passwords.ts';
import { createPermissionService } from '../platform/permissions/permission-service.ts';
import { users } from '../platform/users/users.tables.ts';
import { CliError, runCli, UsageError } from './run-cli.ts';

const USAGE =
  'usage: npm run create-admin -- --email <email> [--first-name <name> --last-name <name>]  (password on stdin or prompted)';

const Arguments = UserCreate.pick({ email: true, first_name: true, last_name: true }).partial({
  first_name: true,
  last_name: true,
});

/**
 * `npm run create-admin`: makes a person an administrator who can sign in with a password, creating
 * the person if needed. Run again, it sets a new password and ends the person's open sessions.
 */
async function main(): Promise<void> {
  const args = parseArguments(process.argv.slice(2));
  const password = process.stdin.isTTY ? await promptNewPassword() : await readPipedPassword();
  const problem = passwordProblem(password);
  if (problem) throw new CliError(problem.msg);

  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    const { created } = await makeAdmin(database.db, args, await hashPassword(password));
    process.stdout.write(`${args.email}: administrator ${created ? 'created' : 'updated'}\n`);
  } finally {
    await database.close();
  }
}

function parseArguments(argv: string[]) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.email === undefined) throw new UsageError('--email is required');
  const parsed = Arguments.safeParse({
    email: values.email,
    first_name: values['first-name'],
    last_name: values['last-name'],
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new UsageError(
      `--${String(issue?.path[0] ?? 'email').replace('_', '-')}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return parsed.data;
}

async function makeAdmin(
  db: Db,
  { email, first_name, last_name }: ReturnType<typeof parseArguments>,
  passwordHash: string,
): Promise<{ created: boolean }> {
  const outcome = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email))
      .for('update');
    let userId = existing?.id;
    if (userId) {
      const names = { ...(first_name && { first_name }), ...(last_name && { last_name }) };
      if (Object.keys(names).length > 0) await tx.update(users).set(names).where(eq(users.id, userId));
    } else {
      if (!first_name || !last_name) {
        throw new CliError(
          `${email} is not in Atrium yet: give --first-name and --last-name to create the person`,
        );
      }
      const [inserted] = await tx
        .insert(users)
        .values({ email, first_name, last_name })
        .returning({ id: users.id });
      userId = inserted!.id;
    }
    await storePasswordHash(tx, userId, passwordHash);
    // A new password ends every open session (as a reset does) and lifts the sign-in throttling.
    await tx
      .update(refreshTokens)
      .set({ revoked_at: new Date() })
      .where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at)));
    await forgetSignInFailures(tx, email);
    return { userId, created: !existing };
  });

  // The role in a second step: the permission service reloads its policy through `db`, which on
  // PGlite would wait forever for the one connection an open transaction holds. Running the
  // command again completes a half-done run.
  const permissions = await createPermissionService(db);
  // Restricted (newcomer) access would keep an administrator from everything else.
  const kept = (await permissions.roles(outcome.userId)).filter((role) => role !== 'newcomer');
  await permissions.setUserRoles(outcome.userId, [...kept, 'admin']);
  return { created: outcome.created };
}

/** A password piped in (`echo "$PW" | npm run create-admin …`): the input without its final line break. */
async function readPipedPassword(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

async function promptNewPassword(): Promise<string> {
  const password = await promptHidden('Password: ');
  const problem = passwordProblem(password);
  if (problem) throw new CliError(problem.msg);
  if ((await promptHidden('Repeat the password: ')) !== password) throw new CliError('the passwords differ');
  return password;
}

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stderr.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let typed: string[] = [];
    const finish = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(typed.join(''));
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003' || char === '\u0004') return finish(new CliError('cancelled'));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else if (char >= ' ') typed.push(char);
      }
    };
    stdin.on('data', onData);
  });
}

runCli('create-admin', USAGE, main);
