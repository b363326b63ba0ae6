import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'] });
for (const width of [1280, 390]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  const r = await page.request.post('http://127.0.0.1:4317/api/account/sessions/email', { data: { email: 'demo-mentor@pathwise.example', password: 'pathwise-demo' } });
  if (r.status() !== 201) throw new Error(await r.text());
  await page.goto('http://127.0.0.1:4317/dashboard_mentor');
  await page.getByTestId('visit-bar').first().waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shot-home-${width}.png`, fullPage: true });
  await page.goto('http://127.0.0.1:4317/dashboard_mentor/earnings');
  await page.getByRole('heading', { name: 'By plan' }).waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shot-earn-${width}.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
