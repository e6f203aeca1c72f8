import type { FieldCodes, MessageParams } from './api.ts';
import { SERVER_MESSAGES, type ServerMessageKey } from './server-messages.ts';

/**
 * A message as the server sends it (DESIGN.md): its stable `code` (a ServerMessageKey), the values
 * of its `{placeholders}`, and `msg`, the English text filled in, for API clients and logs. The
 * web shows `server.<code>` of its catalogues with `params`, never `msg` unless the code is new to it.
 */
export type CodedMessage = { code: ServerMessageKey; params?: MessageParams; msg: string };

/**
 * A number as English writes it (3,000): the English text is read by people too. Made on first use:
 * Intl's first formatter loads the locale data, which a page's start need not wait for.
 */
let englishNumber: Intl.NumberFormat | undefined;
const formatEnglish = (value: number) => (englishNumber ??= new Intl.NumberFormat('en-US')).format(value);

/**
 * 'At most {max} characters' + { max: 3000 } → 'At most 3,000 characters'; a placeholder without a
 * value stays.
 */
export function fillMessage(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in params)) return whole;
    const value = params[name];
    return typeof value === 'number' ? formatEnglish(value) : String(value);
  });
}

/** The one way to make a server message: its code, its values, its English text. */
export function message(code: ServerMessageKey, params?: MessageParams): CodedMessage {
  const msg = fillMessage(SERVER_MESSAGES[code], params);
  return params ? { code, params, msg } : { code, msg };
}

/** A field's message: coded, or only worded when a validator's own (zod's 'Too big…'). */
export type FieldMessage = CodedMessage | { code?: undefined; params?: undefined; msg: string };

/** A message per field, as an answer carries them: `errors` (English) and `error_codes` beside. */
export function fieldMessages(byField: Record<string, FieldMessage>): {
  errors: Record<string, string>;
  error_codes: FieldCodes;
} {
  const entries = Object.entries(byField);
  return {
    errors: Object.fromEntries(entries.map(([field, { msg }]) => [field, msg])),
    error_codes: Object.fromEntries(
      entries.flatMap(([field, { code, params }]) =>
        code ? [[field, params ? { code, params } : { code }]] : [],
      ),
    ),
  };
}
