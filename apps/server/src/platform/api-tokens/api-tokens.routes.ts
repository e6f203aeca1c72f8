import { ApiTokenCreate, ApiTokenCreated, ErrorBody, message } from '@atrium/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '../audit/audit.ts';
import { assertRowAccess } from '../c13s/access.ts';
import { accessContext } from '../c13s/c13s.routes.ts';
import { conflict, forbidden } from '../http-errors.ts';
import { RECORD_ERRORS, recordMoveSchema } from '../route-schemas.ts';
import { apiTokensImplementation, presentTokens } from './api-tokens.objects.ts';
import { apiTokens } from './api-tokens.tables.ts';
import { newTokenSecret } from './token-secret.ts';

const base = '/admin/api_tokens';
const tags = ['admin/api_tokens'];
const DAY_MS = 24 * 60 * 60 * 1000;

/** A newcomer's restricted access makes no token: it is for their own profile only. */
async function notRestricted(request: FastifyRequest): Promise<void> {
  if (accessContext(request).restricted) throw forbidden();
}

/**
 * Tokens are made and revoked here; the generic routes list them (api-tokens.objects.ts). Anyone
 * makes personal tokens, which act as them; SCIM and service tokens need 'integrations create'.
 * Both writes are in the audit log, never with the secret (it is not even stored).
 */
export const apiTokensRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    base,
    {
      schema: {
        operationId: 'admin_api_tokens_create',
        tags,
        description:
          'Makes a token and answers its secret, this once: only its hash is kept. Personal tokens act as their maker; SCIM and service tokens need "integrations create".',
        body: ApiTokenCreate,
        response: { 201: ApiTokenCreated, ...RECORD_ERRORS, 429: ErrorBody },
      },
      preValidation: notRestricted,
    },
    async (request, reply) => {
      const ctx = accessContext(request);
      const input = request.body;
      const personal = input.kind === 'personal';
      if (!personal && !ctx.can('integrations', 'create')) throw forbidden();
      const { secret, prefix, hash } = newTokenSecret();
      // It works through the whole day it names, in UTC.
      const expiresAt = new Date(new Date(`${input.expires_on}T00:00:00Z`).getTime() + DAY_MS);
      const row = await app.db.transaction(async (tx) => {
        const [made] = await tx
          .insert(apiTokens)
          .values({
            kind: input.kind,
            name: input.name,
            prefix,
            secret_hash: hash,
            scopes: [...new Set(input.scopes)],
            owner_id: personal ? ctx.user.id : null,
            created_by: ctx.user.id,
            expires_at: expiresAt,
          })
          .returning();
        await recordAudit(tx, {
          actor: ctx.user.id,
          object: 'admin/api_tokens',
          recordId: made!.id,
          action: 'create',
          changes: {
            name: { before: null, after: made!.name },
            kind: { before: null, after: made!.kind },
            scopes: { before: null, after: made!.scopes },
            expires_at: { before: null, after: expiresAt.toISOString() },
          },
        });
        return made!;
      });
      const [token] = await presentTokens([row], { db: app.db, access: ctx });
      return reply.status(201).send({ token: token!, secret });
    },
  );

  app.post(
    `${base}/:id/revoke`,
    {
      schema: recordMoveSchema(
        'admin_api_tokens_revoke',
        tags,
        'Revokes a token at once, for good: its next request is refused. Its own person or "integrations update".',
      ),
    },
    async (request) => {
      const { id } = request.params;
      const ctx = accessContext(request);
      await app.db.transaction(async (tx) => {
        await assertRowAccess(tx, apiTokensImplementation, id, 'update', ctx, { lock: true });
        const [token] = await tx.select().from(apiTokens).where(eq(apiTokens.id, id));
        if (token!.revoked_at) throw conflict('tokens.alreadyRevoked');
        const now = new Date();
        await tx.update(apiTokens).set({ revoked_at: now }).where(eq(apiTokens.id, id));
        await recordAudit(tx, {
          actor: ctx.user.id,
          object: 'admin/api_tokens',
          recordId: id,
          action: 'revoke_token',
          changes: { revoked_at: { before: null, after: now.toISOString() } },
        });
      });
      return message('tokens.revoked');
    },
  );
};
