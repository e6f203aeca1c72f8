import { UNSTORABLE_TEXT } from '@atrium/contract';
import { ScimError } from './scim-errors.ts';

/** The three lookups identity providers make before they create or update someone. */
export type ScimFilter =
  | { attribute: 'userName'; value: string }
  | { attribute: 'externalId'; value: string }
  | { attribute: 'workEmail'; value: string };

/** A JSON string, as RFC 7644 §3.4.2.2 writes a comparison value: quotes, escapes allowed. */
const STRING = String.raw`"((?:[^"\\]|\\.)*)"`;
const FILTERS: { pattern: RegExp; attribute: ScimFilter['attribute'] }[] = [
  { pattern: new RegExp(String.raw`^userName\s+eq\s+${STRING}$`, 'i'), attribute: 'userName' },
  { pattern: new RegExp(String.raw`^externalId\s+eq\s+${STRING}$`, 'i'), attribute: 'externalId' },
  {
    pattern: new RegExp(String.raw`^emails\[\s*type\s+eq\s+"work"\s*\]\.value\s+eq\s+${STRING}$`, 'i'),
    attribute: 'workEmail',
  },
];

/**
 * Reads a `filter`: only `userName eq`, `externalId eq` and `emails[type eq "work"].value eq`,
 * which are what Entra ID and Okta send. Anything else is refused (400 invalidFilter) rather than
 * half understood: a filter read wrongly would match the wrong person, and the provider would
 * then update them.
 */
export function parseScimFilter(filter: string): ScimFilter {
  const text = filter.trim();
  for (const { pattern, attribute } of FILTERS) {
    const match = pattern.exec(text);
    if (!match) continue;
    let value: unknown;
    try {
      value = JSON.parse(`"${match[1]!}"`);
    } catch {
      break;
    }
    // A NUL byte (or other text no one could store) matches nobody: refused, not sent to the database.
    if (typeof value !== 'string' || UNSTORABLE_TEXT.test(value)) break;
    return { attribute, value };
  }
  throw new ScimError(
    400,
    'Only userName eq, externalId eq and emails[type eq "work"].value eq filters are supported',
    'invalidFilter',
  );
}
