import { type ErrorBody, fieldMessages, message, type ServerMessageKey } from '@atrium/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './http-errors.ts';
import { loggableError } from './loggable-error.ts';
import { isStorageFull } from './storage-full.ts';
import { describeIssues } from './validation.ts';

/** PostgreSQL error codes that mean the input was wrong, not the server. */
const PG_CLIENT_ERRORS: Record<string, { status: number; code: ServerMessageKey }> = {
  '23505': { status: 409, code: 'recordExists' },
  '23503': { status: 400, code: 'referenceMissing' },
  '22P02': { status: 400, code: 'invalidInput' },
  '22001': { status: 400, code: 'invalidInput' },
  '54000': { status: 400, code: 'invalidInput' },
  // Text the database cannot store (a NUL byte…) that reached it some other way than a JSON body.
  '22021': { status: 400, code: 'invalidInput' },
  '22P05': { status: 400, code: 'invalidInput' },
};

/**
 * One place turns every failure into an ErrorBody (`{ code, params?, msg, errors?, error_codes? }`)
 * with the right status.
 * Nothing about the server's internals (stack, SQL) reaches the client.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = describe(error);
    if (error instanceof HttpError && error.headers) reply.headers(error.headers);
    if (status >= 500) request.log.error({ err: loggableError(error) }, 'request failed');
    else request.log.info({ status, msg: body.msg }, 'request refused');
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const body: ErrorBody = message('notFound');
    return reply.status(404).send(body);
  });
}

function describe(error: FastifyError): { status: number; body: ErrorBody } {
  if (error instanceof HttpError) {
    return { status: error.statusCode, body: error.body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const { said, fields } = describeIssues(
      error.validation.map((v) => ({
        // The issue's own fields: its bounds, its format, a custom issue's params.
        ...(v.params as object),
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message ?? message('invalidInput').msg,
        code: v.keyword,
      })),
    );
    return { status: 400, body: { ...said, ...fieldMessages(fields) } };
  }
  // A full disk is the operator's to fix, not the client's: 503, and the server keeps serving reads.
  if (isStorageFull(error)) return { status: 503, body: message('storageFull') };
  // Drizzle wraps the driver's error: the PostgreSQL code sits on the cause.
  const pgCode = (error as { code?: string }).code ?? (error.cause as { code?: string } | undefined)?.code;
  const pg = pgCode ? PG_CLIENT_ERRORS[pgCode] : undefined;
  if (pg) return { status: pg.status, body: message(pg.code) };
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return { status: 413, body: message('bodyTooLarge') };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 415, body: message('unsupportedMediaType') };
  }
  if (error.statusCode === 429) return { status: 429, body: message('tooManyRequests') };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // Fastify's own client errors (malformed JSON, bad content length…): their wording is safe for
    // API clients to read; people see the invalid-input message of the code.
    return {
      status: error.statusCode,
      body: { ...message('invalidInput'), msg: error.message || message('invalidInput').msg },
    };
  }
  return { status: 500, body: message('internal') };
}
