import type { credentialsObject, RecordOf } from '@atrium/contract';

type CredentialRecord = RecordOf<typeof credentialsObject>;

/** A credential as the API answers it to a reader, with nothing but its name and client; override the rest. */
export function aCredential(overrides: Partial<CredentialRecord> = {}): CredentialRecord {
  return {
    id: 'c0000000-0000-4000-8000-000000000000',
    name: 'Core banking migration',
    project_code: 'CR-2026-0001',
    client: 'Banque Atlantique',
    company: null,
    sales_owner: null,
    credential_manager: null,
    start_date: null,
    end_date: null,
    description: null,
    challenge: null,
    solution: null,
    results: null,
    solutions: [],
    skills: [],
    contributors: [],
    top: false,
    attachments: [],
    updated_at: '2026-01-01T00:00:00.000Z',
    _can: { update: false, delete: false },
    ...overrides,
  };
}
