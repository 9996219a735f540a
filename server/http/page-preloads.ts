import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

type Preloads = Record<string, { scripts: string[]; styles: string[] }>;

const asset = /^\/assets\/[\w.-]+\.(?:js|css)$/;

/**
 * The app's HTML for each page the build listed in `page-preloads.json` (vite.config.ts), with
 * hints that name the files the page's first load needs beyond the entry: the browser fetches
 * them while the entry downloads, rather than once it has run and asked for them. At low
 * priority: the entry and its style sheet, which paint the page's first frame, go first. Styles
 * are preloaded, not linked, so they never hold back that paint; the entry's loader links them
 * when the page's code runs. Built once, at start; no list (a build without it, a development
 * server) means no hints.
 */
export function pagePreloadHtml(webDir: string): (route: string) => string | undefined {
  const listFile = path.join(webDir, 'page-preloads.json');
  if (!existsSync(listFile)) return () => undefined;
  const preloads = JSON.parse(readFileSync(listFile, 'utf8')) as Preloads;
  const html = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  if (!html.includes('</head>')) return () => undefined;
  const pages = new Map<string, string>();
  for (const [route, { scripts, styles }] of Object.entries(preloads)) {
    // Names written by the build; anything else is not put in a page.
    const links = [
      ...scripts
        .filter((file) => asset.test(file))
        .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}">`),
      ...styles
        .filter((file) => asset.test(file))
        .map(
          (file) =>
            `<link rel="preload" as="style" crossorigin fetchpriority="low" href="${file}">`,
        ),
    ];
    pages.set(route, html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`));
  }
  return (route) => pages.get(route);
}
