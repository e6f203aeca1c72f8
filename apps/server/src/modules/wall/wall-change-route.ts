import { ErrorBody, message, MessageBody, type ServerMessageKey } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import type { AccessContext } from '../../platform/c13s/define-object.ts';
import { accessContext } from '../../platform/c13s/c13s.routes.ts';
import { IdParams, RECORD_ERRORS } from '../../platform/route-schemas.ts';
import { needsWall, type WallRight } from './wall-access.ts';

/**
 * One of the wall's changes to a post or a comment (`…/{id}…`): checked against a wall right before
 * validation, run in one transaction, answered with a message. Most of the wall's routes are one,
 * so they are declared as data (wall.routes.ts) rather than each writing the same route out.
 */
export interface WallChange<Body extends z.ZodType | undefined = z.ZodType | undefined> {
  method: 'POST' | 'PATCH' | 'DELETE';
  url: string;
  operationId: string;
  description: string;
  right: WallRight;
  body?: Body;
  /** Spends the person's hourly wall allowance: may answer 429 with Retry-After. */
  limited?: boolean;
  run: (
    tx: Tx,
    change: { id: string; body: Body extends z.ZodType ? z.infer<Body> : undefined; ctx: AccessContext },
  ) => Promise<void>;
  done: ServerMessageKey;
}

/** Declares a change with its body's type inferred (a table of them would widen it). */
export const wallChange = <Body extends z.ZodType | undefined = undefined>(change: WallChange<Body>) =>
  change as unknown as WallChange;

export function addWallChange(app: FastifyInstance, change: WallChange, tags: readonly string[]): void {
  app.route({
    method: change.method,
    url: change.url,
    schema: {
      operationId: change.operationId,
      tags: [...tags],
      description: change.description,
      params: IdParams,
      ...(change.body ? { body: change.body } : {}),
      response: { 200: MessageBody, ...RECORD_ERRORS, ...(change.limited ? { 429: ErrorBody } : {}) },
    },
    preValidation: needsWall(change.right),
    handler: async (request) => {
      const ctx = accessContext(request);
      const { id } = request.params as z.infer<typeof IdParams>;
      // Validated against `change.body` by the type provider before the handler runs.
      const body = request.body as undefined;
      await app.db.transaction((tx) => change.run(tx, { id, body, ctx }));
      return message(change.done);
    },
  });
}
