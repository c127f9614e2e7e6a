// Lighthouse (mobile, default throttling) on the storefront's main pages of a running production
// server: `node bench/lighthouse.mjs http://127.0.0.1:3105 [runs]`. Each page in English and in Arabic
// (`?lang=ar`), `runs` times each (1 by default). Prints performance, FCP, LCP, TBT, CLS, accessibility,
// SEO, bytes transferred and the failing accessibility and SEO audits per run. Lighthouse is fetched by npx, never
// a dependency of the project. Needs Chromium (CHROME_PATH, /usr/bin/chromium by default).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const base = process.argv[2] ?? 'http://127.0.0.1:3105';
const products = await (await fetch(`${base}/api/products/getproducts?limit=1`)).json();
const runs = Number(process.argv[3] ?? 1);
const addresses = ['/', '/all-products', `/products/${products.data.products[0]._id}`, '/login'];
const pages = addresses
  .flatMap((address) => [address, `${address}?lang=ar`])
  .flatMap((page) => Array.from({ length: runs }, () => page));
const dir = mkdtempSync(path.join(os.tmpdir(), 'souk-lighthouse-'));

for (const page of pages) {
  const report = path.join(dir, 'report.json');
  try {
    execFileSync(
      'npx',
      [
        '--yes',
        'lighthouse@12',
        `${base}${page}`,
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox',
        '--only-categories=performance,accessibility,seo',
        '--output=json',
        `--output-path=${report}`,
      ],
      {
        stdio: ['ignore', 'ignore', 'ignore'],
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      },
    );
  } catch {
    // Lighthouse now and then fails to record a trace (NO_NAVSTART): that run is reported and skipped.
    console.log(`${page.padEnd(56)}  run failed`);
    continue;
  }
  const { categories, audits } = JSON.parse(readFileSync(report, 'utf8'));
  const failing = [...categories.accessibility.auditRefs, ...categories.seo.auditRefs]
    .map((ref) => audits[ref.id])
    .filter((audit) => audit.score === 0)
    .map((audit) => `${audit.id} (${audit.details?.items?.length ?? 0})`);
  console.log(
    [
      page.padEnd(56),
      `perf ${Math.round(categories.performance.score * 100)}`,
      `FCP ${(audits['first-contentful-paint'].numericValue / 1000).toFixed(1)} s`,
      `LCP ${(audits['largest-contentful-paint'].numericValue / 1000).toFixed(1)} s`,
      `TBT ${Math.round(audits['total-blocking-time'].numericValue)} ms`,
      `CLS ${audits['cumulative-layout-shift'].numericValue.toFixed(3)}`,
      `a11y ${Math.round(categories.accessibility.score * 100)}`,
      `SEO ${Math.round(categories.seo.score * 100)}`,
      `${Math.round(audits['total-byte-weight'].numericValue / 1024)} KB`,
      failing.length ? `failing: ${failing.join(', ')}` : '',
    ].join('  '),
  );
}
