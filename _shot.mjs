import { chromium } from '@playwright/test';
const [url, out, w, h, click] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const p = await b.newPage({ viewport: { width: Number(w ?? 1400), height: Number(h ?? 1000) } });
const errs = [];
p.on('console', (m) => { if (m.type() === 'error') errs.push(m.text()); });
p.on('pageerror', (e) => errs.push(String(e)));
await p.goto(url);
await p.waitForTimeout(2500);
if (click) { await p.getByTestId(click).click(); await p.waitForTimeout(3000); }
await p.screenshot({ path: out, fullPage: true });
console.log('errors:', errs.slice(0, 5), p.url());
await b.close();
