import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';

/**
 * The source files behind the scripts a page loads. A lazy chunk's name is its hash alone
 * (`vite.config.ts`), so which part of the widget a request loaded is read from its source map,
 * which the build writes beside it (hidden: the server does not serve it), in the build's folder
 * (`dist-e2e/<port>`, playwright.config.ts).
 */
export function recordScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) urls.push(url.href);
  });
  return urls;
}

/** The source paths of `scripts` (from `recordScripts`), read from their source maps. */
export async function sourcesOf(scripts: string[]): Promise<string[]> {
  const maps = await Promise.all(
    [...new Set(scripts)].map(async (href) => {
      const url = new URL(href);
      // The bundler's own loader has no map, and no source of ours.
      if (url.pathname.startsWith('/assets/rolldown-runtime-')) return [];
      const map = await readFile(`dist-e2e/${url.port}${url.pathname}.map`, 'utf8');
      return (JSON.parse(map) as { sources: string[] }).sources;
    }),
  );
  return maps.flat();
}
