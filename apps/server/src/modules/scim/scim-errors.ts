/** RFC 7644 §3.12's `scimType`s Atrium answers with. */
export type ScimType =
  | 'invalidFilter'
  | 'invalidPath'
  | 'invalidSyntax'
  | 'invalidValue'
  | 'noTarget'
  | 'uniqueness'
  | 'mutability'
  | 'tooMany';

export const SCIM_ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';

/** A refusal in SCIM's own terms: its status, its `scimType` where RFC 7644 names one, and a detail. */
export class ScimError extends Error {
  readonly status: number;
  readonly scimType: ScimType | undefined;

  constructor(status: number, detail: string, scimType?: ScimType) {
    super(detail);
    this.status = status;
    this.scimType = scimType;
  }
}

/** The error body RFC 7644 §3.12 defines: `status` is a string there. */
export const scimErrorBody = (status: number, detail: string, scimType?: ScimType) => ({
  schemas: [SCIM_ERROR_SCHEMA],
  status: String(status),
  ...(scimType && { scimType }),
  detail,
});
