import { expect, test } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, E2E_PROXY_SECRET } from '../playwright.config';

async function signIn(page: import('@playwright/test').Page, password = E2E_ADMIN_PASSWORD) {
  await page.goto('/admin/login');
  await page.getByTestId('password').fill(password);
  await page.getByTestId('sign-in').click();
}

test('the admin page requires staff sign-in', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signIn(page, 'not-the-password');
  await expect(page.getByTestId('login-error')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login\?error=1$/);
});

test('staff see parse quality, filter records, and re-parse a record', async ({ page, request }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  const total = Number(await page.getByTestId('total-records').textContent());
  expect(total).toBeGreaterThan(0);
  await expect(page.getByTestId('county-table').locator('tbody tr').first()).toBeVisible();

  // Parse one record through the metered endpoint, as a consumer would.
  const list = await request.get('/api/v1/records?limit=1', {
    headers: { 'x-gateway-proxy-secret': E2E_PROXY_SECRET },
  });
  expect(list.status()).toBe(200);
  const [first] = (await list.json()).items;
  const details = await request.get(`/api/v1/records/${first.county}/${first.docNumber}/details`, {
    headers: { 'x-gateway-proxy-secret': E2E_PROXY_SECRET },
    timeout: 90_000,
  });
  expect(details.status()).toBe(200);

  await page.getByTestId('filter-county').fill(first.county);
  await page.getByTestId('filter-status').selectOption('parsed');
  await page.getByTestId('apply-filters').click();
  await expect(page.getByTestId('record-row').first()).toBeVisible();
  await expect(page.getByTestId('total-parsed')).not.toHaveText('0');
  const row = page.getByTestId('record-row').filter({ hasText: first.docNumber });
  await expect(row.getByTestId('record-status')).toHaveText('parsed');

  await row.getByTestId('record-link').click();
  await expect(page.getByTestId('record-title')).toContainText(first.docNumber);
  await expect(page.getByTestId('record-parse-state')).toHaveText('parsed');
  await expect(page.getByTestId('parsed-json')).toContainText('"keyDates"');

  await page.getByTestId('reparse').click();
  await expect(page.getByTestId('reparse-state')).toContainText('Cleared');
  await expect(page.getByTestId('record-parse-state')).toHaveText('unparsed');
  await expect(page.getByTestId('not-parsed')).toBeVisible();

  const summary = await request.get(`/api/v1/records/${first.county}/${first.docNumber}`, {
    headers: { 'x-gateway-proxy-secret': E2E_PROXY_SECRET },
  });
  expect((await summary.json()).parsed).toBe(false);
});

test('signing out ends the session', async ({ page }) => {
  await signIn(page);
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
});
