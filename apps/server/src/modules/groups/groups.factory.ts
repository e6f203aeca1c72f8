import type { GroupInput } from '@atrium/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Someone the tests act as: `TestApp.signedIn()`'s answer. */
export type Caller = {
  user: { id: string };
  request: (options: InjectOptions) => Promise<LightMyRequestResponse>;
};

export const TEAMS_API = '/api/c13s/v2/cv_library/teams';

let sequence = 0;

/** Creates a group through the API as `caller` (who needs 'teams create') and answers its id. */
export async function createGroup(caller: Caller, input: Partial<GroupInput> = {}): Promise<string> {
  sequence += 1;
  const response = await caller.request({
    method: 'POST',
    url: TEAMS_API,
    payload: { type: 'squad', name: `Squad ${sequence}`, ...input },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}
