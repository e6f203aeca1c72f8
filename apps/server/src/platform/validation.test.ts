import * as contract from '@atrium/contract';
import { SERVER_MESSAGES } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssues } from './validation.ts';

/** Values that break a field of any kind: absent, of another type, too short, too long, too many. */
const BAD_VALUES: unknown[] = [
  undefined,
  null,
  '',
  'x',
  'x'.repeat(100_000),
  'not an email',
  -1e12,
  1e12,
  1.5,
  true,
  [],
  Array(1_000).fill('x'),
  {},
];

/** Every zod schema the contract exports, by name. */
const schemas = (Object.entries(contract) as [string, unknown][]).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);

/** Each bad value as the whole input and, for an object, in each of its fields in turn. */
function badInputs(schema: z.ZodType): unknown[] {
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, unknown>) : {};
  return [
    ...BAD_VALUES,
    ...Object.keys(shape).flatMap((field) => BAD_VALUES.map((value) => ({ [field]: value }))),
  ];
}

type Def = {
  type: string;
  checks?: { _zod: { def: { error?: (issue: object) => unknown } } }[];
  error?: (issue: object) => unknown;
  [part: string]: unknown;
};

/**
 * The texts a schema's own checks give (a refine's 'Each skill once', a regex's, a format's), in
 * it and every schema inside it, each schema once.
 */
function checkTexts(schema: z.ZodType, seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  const errors = [def.error, ...(def.checks ?? []).map((check) => check._zod.def.error)];
  const texts = errors.flatMap((error) => {
    const text = error?.({});
    return typeof text === 'string' ? [text] : [];
  });
  // Every place a schema keeps the schemas inside it: fields, items, options, wrapped ones.
  const inner = [
    ...Object.values((def.shape as Record<string, unknown> | undefined) ?? {}),
    ...((def.options as unknown[] | undefined) ?? []),
    ...((def.items as unknown[] | undefined) ?? []),
    def.element,
    def.innerType,
    def.in,
    def.out,
    def.keyType,
    def.valueType,
    def.left,
    def.right,
  ].filter((part): part is z.ZodType => part instanceof z.ZodType);
  return [...texts, ...inner.flatMap((part) => checkTexts(part, seen))];
}

describe('the words of a refused input', () => {
  it("has a code for every text of the contract's own checks", () => {
    const coded = new Set<string>(Object.values(SERVER_MESSAGES));
    const uncoded = schemas.flatMap(([name, schema]) =>
      checkTexts(schema)
        .filter((text) => !coded.has(text))
        .map((text) => `${name}: ${text}`),
    );
    expect([...new Set(uncoded)]).toEqual([]);
  });

  it('has a code for every field of every contract schema, whatever fails', () => {
    expect(schemas.length).toBeGreaterThan(100);
    const uncoded: string[] = [];
    for (const [name, schema] of schemas) {
      for (const input of badInputs(schema)) {
        const result = schema.safeParse(input);
        if (result.success) continue;
        const { said, fields } = describeIssues(result.error.issues);
        for (const [field, said_] of Object.entries({ _headline: said, ...fields })) {
          if (!said_.code || !(said_.code in SERVER_MESSAGES)) uncoded.push(`${name}.${field}: ${said_.msg}`);
        }
      }
    }
    expect([...new Set(uncoded)]).toEqual([]);
  });

  it('says what a size or a format asks, with its bound, and what is missing', () => {
    const schema = z.object({
      name: z.string().min(8).max(20),
      size: z.number().max(3),
      tags: z.array(z.string()).max(2),
      email: z.email(),
      kind: z.enum(['a', 'b']),
      given: z.string(),
    });
    const { said, fields } = describeIssues(
      schema.safeParse({ name: 'short', size: 4, tags: ['a', 'b', 'c'], email: 'no', kind: 'c' }).error!
        .issues,
    );
    expect(said.code).toBe('mandatoryFields');
    expect(fields).toEqual({
      name: { code: 'textTooShort', params: { min: 8 }, msg: 'At least 8 characters' },
      size: { code: 'numberTooBig', params: { max: 3 }, msg: 'At most 3' },
      tags: { code: 'tooManyItems', params: { max: 2 }, msg: 'At most 2 items' },
      email: { code: 'invalidEmail', msg: 'Enter a valid email address' },
      kind: { code: 'invalidValue', msg: 'This value is not valid' },
      given: { code: 'fieldRequired', msg: 'This field is required' },
    });
    // A value of the wrong type is not a missing one.
    expect(describeIssues(schema.pick({ given: true }).safeParse({ given: 3 }).error!.issues)).toEqual({
      said: { code: 'invalidInput', msg: 'Please check the highlighted fields' },
      fields: { given: { code: 'invalidValue', msg: 'This value is not valid' } },
    });
  });
});
