import {
  type CodedMessage,
  type FieldMessage,
  message,
  type MessageParams,
  SERVER_MESSAGES,
  type ServerMessageKey,
} from '@atrium/contract';
import type { z } from 'zod';
import { badRequest } from './http-errors.ts';

type Issue = {
  path: PropertyKey[];
  message: string;
  code: string;
  input?: unknown;
  params?: unknown;
  /** What zod says of a size or a format: 'string', 'number', 'array'…; the bound; 'email'… */
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
  format?: string;
};

/**
 * The code of each of the contract's fixed texts. A zod issue carries only the text its schema
 * gave, so the code is found again from it, exactly; a text with values comes as a custom issue
 * whose `params` say `{ code, params }` (issueCode below).
 */
const CODE_OF_TEXT = new Map(
  (Object.entries(SERVER_MESSAGES) as [ServerMessageKey, string][])
    .filter(([, text]) => !/\{\w+\}/.test(text))
    .map(([code, text]) => [text, code]),
);

/** A custom issue's `params` that name its message: `{ code: 'research.tooManyCriteria', params: { max } }`. */
type IssueMessage = { code: ServerMessageKey; params?: MessageParams };

/**
 * A text of the contract's shared checks (newsProblem…) with its code found again; one of them
 * not among SERVER_MESSAGES would go out under the invalid-input code, in its own words.
 */
export function contractMessage(text: string): CodedMessage {
  const code = CODE_OF_TEXT.get(text);
  return code ? message(code) : { ...message('invalidInput'), msg: text };
}

/** zod 4 keeps no input in its issues; an absent field is told by its words. */
const isAbsent = (issue: Issue) =>
  issue.code === 'invalid_type' &&
  ('input' in issue ? issue.input === undefined : /received undefined$/.test(issue.message));

const BOUNDED: Record<string, { min: ServerMessageKey; max: ServerMessageKey }> = {
  string: { min: 'textTooShort', max: 'textTooLong' },
  number: { min: 'numberTooSmall', max: 'numberTooBig' },
  int: { min: 'numberTooSmall', max: 'numberTooBig' },
  bigint: { min: 'numberTooSmall', max: 'numberTooBig' },
  array: { min: 'tooFewItems', max: 'tooManyItems' },
  set: { min: 'tooFewItems', max: 'tooManyItems' },
};

/**
 * zod's own check in the reader's words: a coded message for each kind of issue, never zod's
 * English ('Too big: expected number to be <=3'), which no catalogue could translate.
 */
function checkMessage(issue: Issue): CodedMessage {
  if (isAbsent(issue)) return message('fieldRequired');
  const bounded = BOUNDED[issue.origin ?? ''];
  if (bounded && issue.code === 'too_small' && typeof issue.minimum === 'number') {
    // A text of at least one character is a text that must be there.
    if (issue.origin === 'string' && issue.minimum <= 1) return message('fieldRequired');
    return message(bounded.min, { min: issue.minimum });
  }
  if (bounded && issue.code === 'too_big' && typeof issue.maximum === 'number')
    return message(bounded.max, { max: issue.maximum });
  if (issue.code === 'invalid_format' && issue.format === 'email') return message('invalidEmail');
  return message('invalidValue');
}

/** A zod issue's message: named by its `params`, or one of the contract's fixed texts, or zod's check. */
function issueMessage(issue: Issue): FieldMessage {
  const named = issue.params as Partial<IssueMessage> | undefined;
  if (named?.code && named.code in SERVER_MESSAGES) return message(named.code, named.params);
  const code = CODE_OF_TEXT.get(issue.message);
  return code ? message(code) : checkMessage(issue);
}

/**
 * Field → first message, and the headline: 'Please fill up the mandatory fields*' when a required
 * field is missing, the generic invalid-input message otherwise.
 */
export function describeIssues(issues: readonly Issue[]): {
  said: CodedMessage;
  fields: Record<string, FieldMessage>;
} {
  const fields: Record<string, FieldMessage> = {};
  let missing = false;
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    fields[field] ??= issueMessage(issue);
    if (isAbsent(issue) && issue.path.length > 0) missing = true;
  }
  return { said: message(missing ? 'mandatoryFields' : 'invalidInput'), fields };
}

/** Validates input against a contract schema, refusing with a 400 that names each bad field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const { said, fields } = describeIssues(result.error.issues);
  throw badRequest(said, fields);
}
