import type { NewsRecord } from '../newsApi';

/** A published news item for everyone, in English only, that the viewer may only read. */
export const aNews = (overrides: Partial<NewsRecord> = {}): NewsRecord => ({
  id: 'n1',
  title_en: 'Offices closed on Friday',
  body_en: 'The **whole firm** rests.',
  title_fr: null,
  body_fr: null,
  business_units: [],
  pinned: false,
  publish_at: '2026-11-20T08:00:00.000Z',
  expires_at: null,
  archived_at: null,
  state: 'published',
  cover_version: null,
  created_at: '2026-11-19T08:00:00.000Z',
  _can: { update: false, delete: false },
  ...overrides,
});
