// Lighthouse 13 (mobile preset: a mid-range phone on slow 4G, simulated) against each public page,
// as a first-time guest: fresh storage, so the cookie banner shows as it would to a new visitor.
// Each figure is the median of RUNS runs, taken per figure.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const PUBLIC_PAGES = [
  { page: 'landing', path: '/' },
  { page: 'pricing', path: '/subscriptionList' },
  { page: 'templates', path: '/SelectTemplate' },
  { page: 'sign-up', path: '/Signup' },
  { page: 'terms', path: '/Terms' },
  { page: 'privacy', path: '/Policy' },
  { page: 'about', path: '/AboutUs' },
  { page: 'cookie policy', path: '/CookiePolicy' },
  { page: 'contact', path: '/ContactUs' },
] as const;

const RUNS = 3;
const CHROMIUM = '/usr/bin/chromium';

export interface PublicPageScore {
  page: string;
  /** Lighthouse's performance score, 0-100. */
  performance: number;
  lcpMs: number;
  tbtMs: number;
  /** Lighthouse's accessibility score, 0-100. */
  accessibility: number;
}

interface RunFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  accessibility: number;
}

export interface MeasureOptions {
  /** Only these pages (PUBLIC_PAGES names); all when absent. */
  pages?: readonly string[];
  /** Called with each page's figures as soon as they are measured (a run takes 20-40 s). */
  onPage?: (score: PublicPageScore) => void;
}

export async function measurePublicPages(
  baseUrl: string,
  { pages, onPage }: MeasureOptions = {},
): Promise<PublicPageScore[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const scores: PublicPageScore[] = [];
    for (const { page, path } of PUBLIC_PAGES.filter((each) => !pages || pages.includes(each.page))) {
      const runs: RunFigures[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measureOnce(baseUrl + path, chrome.port));
      const score = { page, ...medianOf(runs) };
      scores.push(score);
      onPage?.(score);
    }
    return scores;
  } finally {
    chrome.kill();
  }
}

async function measureOnce(url: string, port: number): Promise<RunFigures> {
  // Without a config Lighthouse runs its default, which is the mobile preset.
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${runtimeError.message}`);
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN),
  };
}

function medianOf(runs: RunFigures[]): RunFigures {
  const median = (pick: (run: RunFigures) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  };
  return {
    performance: median((run) => run.performance),
    lcpMs: median((run) => run.lcpMs),
    tbtMs: median((run) => run.tbtMs),
    accessibility: median((run) => run.accessibility),
  };
}

/** The figures as a fixed-width table, one page a line. */
export function publicPagesTable(scores: PublicPageScore[]): string {
  const header = 'page            performance  LCP ms  TBT ms  accessibility';
  const rows = scores.map(
    (score) =>
      `${score.page.padEnd(16)}${String(score.performance).padStart(11)}${String(score.lcpMs).padStart(8)}` +
      `${String(score.tbtMs).padStart(8)}${String(score.accessibility).padStart(15)}`,
  );
  return [header, ...rows].join('\n');
}
