import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../platform/a12n/a12n.tables.ts';
import { useTestApp } from '../../test/test-app-setup.ts';
import { campaignInput } from './campaign-input.fixture.ts';

const api = '/api/c13s/v2/admin/smart_campaigns';

describe('starting a campaign, with the job queue running', () => {
  const ctx = useTestApp();

  it('sends the first mails at once, without waiting for the minute’s tick', async () => {
    const t = ctx();
    await t.app.jobs.start(t.app);
    const management = await t.signedIn({ roles: ['Management'] });
    const tess = await t.createPerson({ first_name: 'Tess', business_unit: 'Tick BU' });
    const created = await management.request({
      method: 'POST',
      url: api,
      payload: campaignInput({
        target: { missing_fields: ['mobile'], business_units: ['Tick BU'] },
        start_at: new Date(Date.now() - 60_000).toISOString(),
      }),
    });
    const id = created.json().id as string;
    expect((await management.request({ method: 'POST', url: `${api}/${id}/start` })).statusCode).toBe(200);

    const deadline = Date.now() + 20_000;
    let mails: { subject: string }[] = [];
    while (mails.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, tess.email));
    }
    expect(mails.map((mail) => mail.subject)).toEqual(['Your mobile, Tess']);
  });
});
