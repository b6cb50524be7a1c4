/** Lighthouse's mobile performance audit (its default config) in Debian's Chromium. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH, HEADLESS_CHROMIUM_FLAGS } from '../chromium.ts';

const LIGHTHOUSE_FLAGS = HEADLESS_CHROMIUM_FLAGS;

export interface LighthouseFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** What Lighthouse names as the largest contentful paint, to see what to speed up. */
  lcpElement: string;
  /** The opportunities and diagnostics that cost the most, for the report. */
  notes: string[];
}

type Audit = { numericValue?: number; score?: number | null; title?: string; displayValue?: string; details?: unknown };

function lcpElementOf(audit: Audit | undefined): string {
  // details: { items: [ { items: [ { node: { snippet, nodeLabel } } ] } ] } in Lighthouse 12.
  const json = JSON.stringify(audit?.details ?? {});
  const label = /"nodeLabel":"([^"]*)"/.exec(json)?.[1];
  const snippet = /"snippet":"((?:[^"\\]|\\.)*)"/.exec(json)?.[1];
  return [label, snippet].filter(Boolean).join(' ') || 'unknown';
}

export async function lighthouseMobile(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: LIGHTHOUSE_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    const audits = lhr.audits as Record<string, Audit>;
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const notes = Object.entries(audits)
      .filter(([, audit]) => typeof audit.score === 'number' && audit.score < 0.9 && audit.displayValue)
      .map(([id, audit]) => `${id}: ${audit.displayValue}`);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      lcpElement: lcpElementOf(audits['largest-contentful-paint-element']),
      notes,
    };
  } finally {
    chrome.kill();
  }
}
