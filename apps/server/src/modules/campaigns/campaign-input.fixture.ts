/** A campaign as the editor sends one; override what a test is about. */
export const campaignInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Mobile numbers',
  target: { missing_fields: ['mobile'], business_units: ['Campaign BU'] },
  messages: {
    en: {
      subject: 'Your mobile, {first_name}',
      body: 'Hello {first_name},\n\nPlease add your {missing_fields}.',
    },
    fr: {
      subject: 'Votre mobile, {first_name}',
      body: 'Bonjour {first_name},\n\nAjoutez votre {missing_fields}.',
    },
  },
  start_at: '2026-12-01T08:00:00Z',
  reminder_every_days: 7,
  reminders_max: 2,
  escalate: true,
  ...overrides,
});
