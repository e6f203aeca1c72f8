import { DEMO, expect, openAccountMenu, signIn, test } from './support';

test('an administrator makes a SCIM token, the provider creates someone with it, and revoking it stops it', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Integrations' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();

  await page.getByRole('button', { name: 'New token' }).click();
  await page.getByRole('textbox', { name: /Name/ }).fill('Entra ID (journey)');
  await expect(page.getByRole('checkbox', { name: 'SCIM provisioning of people' })).toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  const field = page.getByRole('textbox', { name: 'Token' });
  await expect(field).toHaveValue(/^atr_/);
  const secret = await field.inputValue();
  await page.getByRole('button', { name: 'I have copied it' }).click();
  await expect(field).toBeHidden();

  // The identity provider's first call of a cycle, then a create.
  const headers = { authorization: `Bearer ${secret}`, 'content-type': 'application/scim+json' };
  const created = await page.request.post('/scim/v2/Users', {
    headers,
    data: JSON.stringify({
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: 'katherine.johnson@atrium.demo',
      name: { givenName: 'Katherine', familyName: 'Johnson' },
      title: 'Mathematician',
      active: true,
    }),
  });
  expect(created.status()).toBe(201);

  const row = page.getByRole('row', { name: /Entra ID \(journey\)/ });
  await page.reload();
  await expect(row.getByText('Active')).toBeVisible();
  await row.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(row.getByText('Revoked')).toBeVisible();

  const refused = await page.request.get('/scim/v2/Users', { headers });
  expect(refused.status()).toBe(401);

  // The audit log says the token did it.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByText('Token “Entra ID (journey)”').first()).toBeVisible();

  // Anyone's own tokens, from their menu: a personal one reads the directory as them.
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'My API tokens' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My API tokens' })).toBeVisible();
  await expect(page.getByText('No token yet.')).toBeVisible();
  await page.getByRole('button', { name: 'New token' }).click();
  await page.getByRole('textbox', { name: /Name/ }).fill('My export');
  await page.getByRole('button', { name: 'Save' }).click();
  const personal = await page.getByRole('textbox', { name: 'Token' }).inputValue();
  await page.getByRole('button', { name: 'I have copied it' }).click();
  await expect(page.getByRole('row', { name: /My export/ })).toBeVisible();
  const read = await page.request.get('/api/c13s/v2/cv_library/users/search?size=1', {
    headers: { authorization: `Bearer ${personal}` },
  });
  expect(read.status()).toBe(200);
});
