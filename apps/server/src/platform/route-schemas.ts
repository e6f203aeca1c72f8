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
