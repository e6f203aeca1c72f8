import { DEFAULT_MESSAGES, type CampaignRecord } from '../campaignForm';

/**
 * A running campaign as the API answers it to Management: the profile photo missing from anyone,
 * the default messages, half of the people mailed having opened; override what a test cares about.
 */
export function aCampaign(overrides: Partial<CampaignRecord> = {}): CampaignRecord {
  return {
    id: 'c1',
    name: 'Photos for the new site',
    status: 'running',
    target: {
      missing_fields: ['has_picture'],
      rate_below: null,
      business_units: [],
      hubs: [],
      group_ids: [],
      grades: [],
      employment_types: [],
    },
    messages: DEFAULT_MESSAGES,
    start_at: '2026-11-02T09:00:00Z',
    reminder_every_days: 7,
    reminders_max: 2,
    escalate: false,
    totals: { targeted: 40, sent: 40, opened: 20, completed: 10 },
    reminders_sent: 0,
    escalated_at: null,
    created_by: null,
    created_at: '2026-11-01T09:00:00Z',
    started_at: '2026-11-02T09:00:00Z',
    ended_at: null,
    _can: { update: false, delete: false },
    ...overrides,
  };
}
