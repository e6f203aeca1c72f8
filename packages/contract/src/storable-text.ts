/**
 * A NUL byte (PostgreSQL text cannot hold one) or half of a UTF-16 surrogate pair (not a character
 * at all; it could not be stored or mailed as UTF-8): text no column may take.
 */
export const UNSTORABLE_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
