import { ErrorBody, MessageBody } from '@atrium/contract';
import { z } from 'zod';

/** `/{id}` of a record: a uuid, or 400 before anything is read. */
export const IdParams = z.object({ id: z.uuid() });

/** The refusals a record's route may answer, each with the error body (DESIGN.md). */
export const RECORD_ERRORS = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
};

/** The schema of a POST that moves one record (`…/{id}/{move}`) and answers with a message. */
export const recordMoveSchema = (operationId: string, tags: readonly string[], description: string) => ({
  operationId,
  tags: [...tags],
  description,
  params: IdParams,
  response: { 200: MessageBody, ...RECORD_ERRORS },
});

/** A 200 that is a file's bytes, of one of the given media types, named by content-disposition. */
export const fileAnswer = (contentTypes: readonly string[]) => ({
  description: 'The file, named by content-disposition',
  content: Object.fromEntries(contentTypes.map((type) => [type, { schema: z.string() }])),
});

/** What a route sending a stored document (a credential's deck, a group's file) says it does. */
export const STORED_FILE_DESCRIPTION =
  'The file itself, streamed: ETag (304), single byte ranges (206/416). PDFs open in a sandboxed viewer, other files download.';
