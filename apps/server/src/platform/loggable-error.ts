import { DrizzleQueryError } from 'drizzle-orm/errors';

/** What the log keeps of a failure: where it happened and what kind, never the data it carried. */
export type LoggableError = {
  type: string;
  message: string;
  /** SQLSTATE, or Node's error code. */
  code?: string;
  /** The database object a constraint error is about. */
  constraint?: string;
  table?: string;
  stack: string;
};

/** A quoted value in a database message: `invalid input syntax for type uuid: "…"`. */
const QUOTED = /"[^"]*"|'[^']*'/g;

/**
 * A failed request's error as the log should keep it: the stack (frames only, since its first line
 * repeats the message), the kind and the code. A query's SQL and parameters, and values quoted in
 * the database's messages, stay out: they hold people's data and, for sign-in, passwords.
 */
export function loggableError(error: unknown): LoggableError {
  const thrown = error instanceof Error ? error : new Error(String(error));
  // Drizzle wraps the driver's error in one whose message is the SQL and its parameters.
  const cause =
    thrown instanceof DrizzleQueryError && thrown.cause instanceof Error ? thrown.cause : undefined;
  const described = cause ?? thrown;
  const { code, constraint, table } = described as { code?: unknown; constraint?: unknown; table?: unknown };
  return {
    type: thrown.name,
    message: cause ? cause.message.replace(QUOTED, '"…"') : thrown.message,
    ...(typeof code === 'string' && { code }),
    ...(typeof constraint === 'string' && { constraint }),
    ...(typeof table === 'string' && { table }),
    stack: (thrown.stack ?? '')
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  };
}
