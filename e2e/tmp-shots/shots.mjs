import { chromium } from 'playwright-core';
const base = process.env.BASE;
const out = '/tmp/mentees-shots';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
for (const [w, h] of [[1280, 900], [390, 844]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  const r = await page.request.post(`${base}/api/account/sessions/email`, { data: { email: 'demo-mentor@pathwise.example', password: 'pathwise-demo' } });
  console.log('login', r.status());
  await page.goto(`${base}/dashboard_mentor`);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `${out}/home-${w}.png`, fullPage: true });
  await page.goto(`${base}/dashboard_mentor/mentees`);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `${out}/mentees-${w}.png`, fullPage: true });
  const link = page.getByRole('link', { name: 'Aisha Bello', exact: true }).locator('visible=true');
  await link.click();
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `${out}/mentee-${w}.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
