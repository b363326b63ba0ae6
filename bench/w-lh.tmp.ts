import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const base = process.argv[2]; const paths = process.argv.slice(3);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'], logLevel: 'silent' });
try {
  for (const p of paths) {
    const r = await lighthouse(base + p, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance'] });
    const lhr = r!.lhr; const a = lhr.audits;
    const fs = await import('node:fs'); fs.writeFileSync(`/tmp/w-lh/${process.env.TAG ?? 'x'}${p.replace(/\//g,'_')}.json`, JSON.stringify(lhr));
    const m = (id: string) => a[id]?.displayValue ?? '-';
    console.log(`${p}: perf ${Math.round((lhr.categories.performance.score ?? 0)*100)} FCP ${m('first-contentful-paint')} LCP ${m('largest-contentful-paint')} TBT ${m('total-blocking-time')} CLS ${m('cumulative-layout-shift')} SI ${m('speed-index')}`);
    for (const id of ['render-blocking-resources','unused-javascript','unused-css-rules','font-display','uses-rel-preconnect','server-response-time','bootup-time','mainthread-work-breakdown','largest-contentful-paint-element','lcp-lazy-loaded','critical-request-chains','uses-long-cache-ttl','network-rtt']) {
      const x = a[id]; if (!x) continue; if (x.score === 1 && id !== 'largest-contentful-paint-element') continue;
      console.log(`   ${id}: ${x.score} ${x.displayValue ?? ''}`);
    }
  }
} finally { chrome.kill(); }
