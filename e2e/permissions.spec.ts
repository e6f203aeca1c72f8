import { DEMO, expect, ownLastName, signIn, test } from './support';

test('an employee neither sees nor opens the permissions screen', async ({ page }) => {
  await signIn(page, DEMO.employee);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Permissions' })).toHaveCount(0);

  await page.goto('/permissions');
  await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Permissions' })).toHaveCount(0);
});

test('an administrator opens the permissions screen and changes a grant', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Permissions' })
    .click();
  await expect(page).toHaveURL(/\/permissions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Permissions' })).toBeVisible();

  await page.getByRole('tab', { name: 'CSO' }).click();
  const box = page.getByRole('checkbox', { name: 'CSO: Delete Issue reports' });
  const before = await box.isChecked();
  await box.click();
  await expect(page.getByText('Permissions updated successfully')).toBeVisible();
  await expect(box).toBeChecked({ checked: !before });
  // Put it back as it was.
  await box.click();
  await expect(box).toBeChecked({ checked: before });

  await page.getByRole('combobox', { name: 'Find a person' }).fill(await ownLastName(page));
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.getByRole('option').first().click();
  await expect(page.getByRole('checkbox', { name: 'HR' })).toBeVisible();
});
