import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * Which Chromium the e2e tests launch: Debian's /usr/bin/chromium when present (this machine and
 * CI cannot download Playwright's builds), anywhere else Playwright's own, unchanged. Override
 * with PLAYWRIGHT_CHROMIUM=/path/to/chrome. `extraArgs` adds switches (e.g. a host mapping).
 */
export function chromiumLaunchOptions(extraArgs: string[] = []): LaunchOptions {
  const debianChromium = process.env.PLAYWRIGHT_CHROMIUM ?? '/usr/bin/chromium';
  if (!existsSync(debianChromium)) return extraArgs.length ? { args: extraArgs } : {};
  return {
    executablePath: debianChromium,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  };
}
