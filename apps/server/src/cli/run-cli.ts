import { ConfigError } from '../config.ts';
import { DataDirLockedError } from '../db/database.ts';

/** A mistake in how the command was called: exit code 2, the usage line. */
export class UsageError extends Error {}
/** A refusal the operator can act on: exit code 1, the message, no stack. */
export class CliError extends Error {}

/**
 * Runs an operator's command from where it was typed (npm runs workspace scripts in the workspace
 * folder, but DATA_DIR and file arguments are meant from the caller's folder), and turns its
 * failures into one line on stderr and an exit code.
 */
export function runCli(name: string, usage: string, main: () => Promise<void>): void {
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  main().catch((error: unknown) => {
    if (error instanceof UsageError) {
      process.stderr.write(`${name}: ${error.message}\n${usage}\n`);
      process.exit(2);
    }
    const known =
      error instanceof CliError || error instanceof ConfigError || error instanceof DataDirLockedError;
    process.stderr.write(`${name}: ${known ? (error as Error).message : `failed: ${oneLine(error)}`}\n`);
    process.exit(1);
  });
}

/** An unexpected error in one line; a refused connection to PostgreSQL comes as an AggregateError without a message. */
function oneLine(error: unknown): string {
  const cause = error instanceof AggregateError && error.errors.length > 0 ? error.errors[0] : error;
  const message = cause instanceof Error ? cause.message || cause.name : String(cause);
  return message.split('\n')[0] ?? message;
}
