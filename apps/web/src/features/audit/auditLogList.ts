import { auditLogObject } from '@atrium/contract';
import type { ListFilters } from '../../lists/listFilters';

/** Every filter of the log lives in the address, so a search can be shared and Back restores it. */
export const AUDIT_LIST = {
  facets: ['object', 'action', 'actor', 'record_id', 'since', 'until'] as const,
  sorts: auditLogObject.sorts,
};
/** The filters counted and shown as chips; the others have fields of their own. */
export const AUDIT_CHIPS = ['object', 'action'] as const;

export type AuditFacet = (typeof AUDIT_LIST.facets)[number];
export type AuditFilters = ListFilters<AuditFacet, 'at'>;
