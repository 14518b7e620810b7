// LCP, TBT, CLS, score and bytes on the wire (every request's transfer size, as Chromium received it) of the Login page: Lighthouse's mobile preset (Moto G Power emulation,
// simulated slow 4G and 4x CPU slowdown) in the system Chromium; median of `runs`.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumPath, chromiumArgs } from './chromium.mjs';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: try up to 3 times. */
async function auditWithRetry(url, port, attempts = 3) {
  let lastError;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const result = await lighthouse(url, { port, output: 'json', onlyCategories: ['performance'], logLevel: 'error' });
    if (!result.lhr.runtimeError) return result;
    lastError = new Error(result.lhr.runtimeError.message);
    console.warn(`[bench] Lighthouse attempt ${attempt} failed: ${lastError.message}`);
  }
  throw lastError;
}

export async function measureLoginVitals(baseUrl, runs = 3) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: chromiumArgs });
  const samples = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      const result = await auditWithRetry(`${baseUrl}/`, chrome.port);
      const audits = result.lhr.audits;
      samples.push({
        lcpMs: audits['largest-contentful-paint'].numericValue,
        tbtMs: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        score: result.lhr.categories.performance.score * 100,
        wireBytes: audits['total-byte-weight'].numericValue,
      });
    }
  } finally {
    await chrome.kill();
  }
  return {
    runs,
    lcpMs: median(samples.map((s) => s.lcpMs)),
    tbtMs: median(samples.map((s) => s.tbtMs)),
    cls: median(samples.map((s) => s.cls)),
    performanceScore: median(samples.map((s) => s.score)),
    wireKb: median(samples.map((s) => s.wireBytes)) / 1000,
  };
}
