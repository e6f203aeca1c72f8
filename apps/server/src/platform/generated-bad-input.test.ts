import {
  INPUT_DEPTH_MAX,
  INPUT_VALUES_MAX,
  JSON_BODY_MAX,
  latestTokenExpiry,
  MESSAGES,
} from '@atrium/contract';
import { Ajv, type ValidateFunction } from 'ajv';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { hostileImportFiles } from '../modules/people/testing/hostile-files.ts';
import { multipartFile } from '../modules/people/testing/multipart.ts';
import { tableSnapshot } from '../test/table-snapshot.ts';
import { useTestApp } from '../test/test-app-setup.ts';

/** Fixed, so that a failure comes back the same; fast-check prints it with the counterexample. */
const SEED = 2026_11_24;
const RUNS_PER_OPERATION = 100;
const SOME_ID = '00000000-0000-4000-8000-000000000000';

type JsonSchema = Record<string, unknown>;
type Parameter = { in: 'path' | 'query'; name: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  consumes?: string[];
};
type Case = { method: string; path: string; operation: Operation };
type Request = InjectOptions & { url: string };

// The document's schemas are OpenAPI 3.0 (nullable) with formats the patterns already check.
const ajv = new Ajv({ strict: false, validateFormats: false });
// Path and query values arrive as text and are read as numbers where the schema says so, as the
// server does ('page=6').
const ajvText = new Ajv({ strict: false, validateFormats: false, coerceTypes: true });

/** Text a hostile or broken client sends: control characters, half surrogates, scripts, SQL, huge. */
const nastyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\uD800b',
    "'; DROP TABLE users; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    'x'.repeat(100_000),
    '__proto__',
    'constructor',
  ),
);
const anyJson = fc.oneof(fc.jsonValue(), nastyText, fc.constant(null));

/** An object schema for a set of parameters, to tell a valid set from an invalid one. */
function parametersSchema(parameters: Parameter[]): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema ?? {}])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  };
}

const invalidFor = (validate: ValidateFunction) => (value: unknown) => !validate(value);

/**
 * Requests that break the operation's documented contract somewhere: a body its schema refuses, a
 * path parameter that is not what it must be, a query its schema refuses or, for the searches
 * (whose parameters are the object's own filters), a filter nobody declared.
 */
function invalidRequests({ method, path, operation }: Case): fc.Arbitrary<Request> {
  const parameters = operation.parameters ?? [];
  const pathParameters = parameters.filter((p) => p.in === 'path');
  const queryParameters = parameters.filter((p) => p.in === 'query');
  const jsonBody = operation.requestBody?.content['application/json']?.schema;
  const url = (params: Record<string, string>, query: Record<string, string> = {}) => {
    const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(params[name] ?? SOME_ID),
    );
    const search = new URLSearchParams(query).toString();
    return search ? `${filled}?${search}` : filled;
  };
  const variants: fc.Arbitrary<Request>[] = [];

  if (jsonBody) {
    const schema = jsonBody as { properties?: Record<string, unknown> };
    const names = [...Object.keys(schema.properties ?? {}), 'unexpected', '__proto__'];
    const bodies = fc
      .oneof(anyJson, fc.dictionary(fc.constantFrom(...names), anyJson, { maxKeys: 6 }))
      .filter(invalidFor(ajv.compile(jsonBody)));
    variants.push(bodies.map((body) => ({ method, url: url({}), payload: JSON.stringify(body) ?? 'null' })));
  }
  if (pathParameters.length > 0) {
    const validate = ajvText.compile(parametersSchema(pathParameters));
    const params = fc
      .record(Object.fromEntries(pathParameters.map((p) => [p.name, nastyText.filter((t) => t !== '')])))
      .filter(invalidFor(validate));
    variants.push(
      params.map((values) => ({
        method,
        url: url(values as Record<string, string>),
        payload: jsonBody ? '{}' : undefined,
      })),
    );
  }
  if (queryParameters.length > 0) {
    const names = [...queryParameters.map((p) => p.name)];
    const validate = ajvText.compile(parametersSchema(queryParameters));
    const queries = fc
      .dictionary(fc.constantFrom(...names), nastyText, { minKeys: 1, maxKeys: 3 })
      .filter(invalidFor(validate));
    variants.push(
      queries.map((query) => ({ method, url: url({}, query), payload: jsonBody ? '{}' : undefined })),
    );
  }
  if (method === 'GET' && /\/(search|count|cardinalities|library|export)$/.test(path)) {
    const unknownFilter = fc.record({ name: fc.stringMatching(/^x_[a-z]{1,8}$/), value: nastyText });
    variants.push(unknownFilter.map(({ name, value }) => ({ method, url: url({}, { [name]: value }) })));
  }
  if (
    operation.consumes?.includes('multipart/form-data') ||
    /\/(picture|attachments|with_file)$/.test(path)
  ) {
    const garbage = fc.record({
      boundary: fc.oneof(fc.constant(''), fc.stringMatching(/^[a-z0-9-]{1,20}$/)),
      body: fc.oneof(
        fc.string(),
        fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
      ),
    });
    variants.push(
      garbage.map(({ boundary, body }) => ({
        method,
        url: url({}),
        headers: { 'content-type': `multipart/form-data${boundary && `; boundary=${boundary}`}` },
        payload: body,
      })),
    );
  }
  return variants.length > 0 ? fc.oneof(...variants) : fc.constant({ method, url: url({}) });
}

/**
 * Bodies shaped to make whatever walks them work hard: nested past the depth limit (up to
 * 10,000 levels, the attack that once exhausted the stack), wider than the value limit, or longer
 * than the body limit; each under a field the operation declares, where a schema would look.
 */
const hostileShapes = fc.oneof(
  fc
    .record({
      depth: fc.integer({ min: INPUT_DEPTH_MAX + 1, max: 10_000 }),
      open: fc.constantFrom('[', '{"a":'),
    })
    .map(({ depth, open }) => open.repeat(depth) + '0' + (open === '[' ? ']' : '}').repeat(depth)),
  fc
    .integer({ min: INPUT_VALUES_MAX + 1, max: 2 * INPUT_VALUES_MAX })
    .chain((width) =>
      fc.constantFrom(
        `[${'0,'.repeat(width - 1)}0]`,
        `{${Array.from({ length: width }, (_, i) => `"${i}":0`).join(',')}}`,
      ),
    ),
  fc.constant(`"${'x'.repeat(JSON_BODY_MAX)}"`),
);

/** Operations that take no input at all: nothing of theirs can be malformed. */
const takesInput = ({ method, path, operation }: Case) =>
  Boolean(operation.requestBody || operation.parameters?.length || method !== 'GET') ||
  /\/(search|count|cardinalities|library|export)$/.test(path);

describe('generated bad input to every operation of the OpenAPI document', () => {
  const ctx = useTestApp();
  const cases: Case[] = [];
  let admin: Awaited<ReturnType<ReturnType<typeof ctx>['signedIn']>>;
  /** SCIM's routes take an identity provider's token, not a session: their caller holds one. */
  let scimProvider: (options: InjectOptions) => ReturnType<typeof admin.request>;

  beforeAll(async () => {
    // An administrator, so that every answer is about the input, not about the rights.
    admin = await ctx().signedIn({ roles: ['admin'] });
    const made = await admin.request({
      method: 'POST',
      url: '/api/c13s/v2/admin/api_tokens',
      payload: { kind: 'scim', name: 'Bad input', scopes: ['scim'], expires_on: latestTokenExpiry() },
    });
    const authorization = `Bearer ${made.json().secret}`;
    scimProvider = (options) =>
      ctx().app.inject({ ...options, headers: { ...options.headers, authorization } });
    const paths = (ctx().app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
    for (const [path, item] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(item)) {
        cases.push({ method: method.toUpperCase(), path, operation });
      }
    }
  });

  it('covers every operation but those without input', () => {
    expect(cases.length).toBeGreaterThan(70);
    const without = cases.filter((c) => !takesInput(c)).map((c) => `${c.method} ${c.path}`);
    expect(without.every((route) => route.startsWith('GET '))).toBe(true);
  });

  it(`answers ${RUNS_PER_OPERATION} invalid requests per operation with a 4xx, never a 5xx, and writes nothing`, async () => {
    const before = await tableSnapshot(ctx().db);
    const wrong: string[] = [];
    for (const c of cases.filter(takesInput)) {
      await fc
        .assert(
          fc.asyncProperty(invalidRequests(c), async (request) => {
            const json = typeof request.payload === 'string' && { 'content-type': 'application/json' };
            const response = await admin.request({ ...request, headers: { ...json, ...request.headers } });
            const ok = response.statusCode >= 400 && response.statusCode < 500;
            const leaks = /at .*\.ts:\d+|"stack"|select .* from/i.test(response.body);
            if (!ok || leaks)
              wrong.push(`${request.method} ${request.url.slice(0, 120)} → ${response.statusCode}`);
            return ok && !leaks;
          }),
          { numRuns: RUNS_PER_OPERATION, seed: SEED, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect(wrong).toEqual([]);
    expect(await tableSnapshot(ctx().db)).toBe(before);
    // Some 13,000 requests: this is the work of the test, not a speed it asserts.
  }, 180_000);

  it('answers bodies too deep, too wide or too long with a 4xx at once, anonymous or signed in, on every operation', async () => {
    const wrong: string[] = [];
    const bodied = cases.filter((c) => c.method !== 'GET');
    for (const c of bodied) {
      const url = c.path.replace(/\{\w+\}/g, SOME_ID);
      const field = Object.keys(
        (c.operation.requestBody?.content['application/json']?.schema as { properties?: object })
          ?.properties ?? { email: 0 },
      )[0];
      await fc
        .assert(
          fc.asyncProperty(hostileShapes, fc.boolean(), async (shape, signedIn) => {
            const request = {
              method: c.method as 'POST',
              url,
              headers: { 'content-type': 'application/json' },
              payload: `{"${field}":${shape},"password":"x"}`,
            };
            const scim = c.path.startsWith('/scim/');
            const caller = scim ? scimProvider : admin.request;
            const response = signedIn ? await caller(request) : await ctx().app.inject(request);
            const tooLong = request.payload.length > JSON_BODY_MAX;
            // Signed in, nothing stands before the guard: a shape it refuses is its 400 alone (in
            // SCIM's error schema on SCIM's routes).
            const refusal = response.json();
            const tooComplex = scim
              ? refusal.status === '400' && refusal.detail === MESSAGES.inputTooComplex
              : refusal.code === 'inputTooComplex';
            const expected = signedIn && !tooLong ? tooComplex : true;
            const ok = response.statusCode >= 400 && response.statusCode < 500 && expected;
            if (!ok)
              wrong.push(
                `${c.method} ${c.path} ${signedIn ? 'signed in' : 'anonymous'} → ${response.statusCode} ${response.body.slice(0, 80)}`,
              );
            return ok;
          }),
          { numRuns: 4, seed: SEED },
        )
        .catch(() => undefined);
    }
    expect(bodied.length).toBeGreaterThan(40);
    expect(wrong).toEqual([]);
  });

  // Issue 45: files that expand far beyond their bytes, to both imports and their full reports.
  it('answers hostile import files (shared-string amplification, long cells, many columns) with a 4xx, never a 5xx, and writes nothing', async () => {
    const before = await tableSnapshot(ctx().db);
    const wrong: string[] = [];
    const routes = [
      ['/api/c13s/v2/cv_library/users/import', 'people'],
      ['/api/c13s/v2/staffing/assignments/import', 'assignments'],
    ] as const;
    for (const [route, kind] of routes) {
      for (const { name, bytes, type } of await hostileImportFiles(kind)) {
        for (const url of [`${route}?apply=true`, `${route}/report?format=xlsx`]) {
          const response = await admin.request({
            method: 'POST',
            url,
            ...multipartFile({ bytes, filename: name, contentType: type }),
          });
          // Refused for what the file is (not for the caller's rights), in a few words.
          if (![400, 413].includes(response.statusCode) || response.body.length > 2000)
            wrong.push(`${url} ${name} → ${response.statusCode}, ${response.body.length} bytes`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await tableSnapshot(ctx().db)).toBe(before);
  }, 120_000);
});
