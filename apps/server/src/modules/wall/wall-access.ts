import type { FastifyRequest } from 'fastify';
import type { AccessContext } from '../../platform/c13s/define-object.ts';
import { accessContext } from '../../platform/c13s/c13s.routes.ts';
import { forbidden } from '../../platform/http-errors.ts';

/**
 * 'wall read' reads the wall, 'wall create' posts, comments, likes and reports (every employee by
 * default), 'wall update' moderates (hides, edits, sees reports and hidden posts), 'wall delete'
 * removes anyone's post or comment. A newcomer on restricted access has none of it.
 */
export type WallRight = 'read' | 'create' | 'update';

export const isModerator = (ctx: AccessContext) => ctx.can('wall', 'update');

/** Refuses before validation, like the generic routes, so a caller without the right learns nothing more. */
export const needsWall = (right: WallRight) => async (request: FastifyRequest) => {
  const ctx = accessContext(request);
  if (ctx.restricted || !ctx.can('wall', right)) throw forbidden();
};

/** May change (`update`) or remove (`delete`) a post or comment written by `authorId`. */
export function mayChange(
  ctx: AccessContext,
  authorId: string | null,
  operation: 'update' | 'delete',
): boolean {
  if (authorId !== null && authorId === ctx.user.id) return true;
  return ctx.can('wall', operation);
}
