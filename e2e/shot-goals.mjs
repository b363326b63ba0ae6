import { chromium } from 'playwright-core';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
const base = 'http://localhost:38611';
for (const width of [390, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, baseURL: base });
  const res = await ctx.request.post('/api/account/sessions/email', {
    data: { email: 'demo-mentee@pathwise.example', password: 'pathwise-demo' },
    headers: { origin: base },
  });
  console.log('login', res.status());
  const page = await ctx.newPage();
  await page.goto('/dashboard/goals');
  await page.getByRole('heading', { name: 'All Activities' }).waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/goals-${width}.png`, fullPage: true });
  await page.getByRole('button', { name: /Get confident/ }).click();
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.waitForTimeout(600);
  await page.screenshot({ path: `/tmp/goals-${width}-goal.png`, fullPage: true });
  await page.getByRole('button', { name: 'Edit goal' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/goals-${width}-dialog.png` });
  await ctx.close();
}
await browser.close();
