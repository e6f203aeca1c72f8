import type { AnyObjectDeclaration } from '@atrium/contract';
import type { QueryParams } from './httpClient';

export const C13S_BASE = '/api/c13s/v2';

/** Which object of the generic data API a call is about: a contract declaration (or its names). */
export type ObjectName = Pick<AnyObjectDeclaration, 'module' | 'object'>;

/** Path of the generic data API: `/api/c13s/v2/{module}/{object}[/...]`. */
export function c13sPath({ module, object }: ObjectName, ...rest: (string | number)[]): string {
  return [C13S_BASE, module, object, ...rest.map((part) => encodeURIComponent(String(part)))].join('/');
}

/**
 * The generic API's answers, and `view`: what a route of the object's own computes from its records
 * (a person's years per skill, a group's skills matrix, a campaign's funnel), refreshed with its lists.
 */
export type QueryKind = 'self' | 'byId' | 'search' | 'count' | 'cardinalities' | 'view';

/** Cache keys `[module, object, kind, params]` (DESIGN.md); shorter prefixes match every longer key. */
export function c13sKey({ module, object }: ObjectName, kind?: QueryKind, params?: QueryParams) {
  if (kind === undefined) return [module, object] as const;
  if (params === undefined) return [module, object, kind] as const;
  return [module, object, kind, params] as const;
}
