import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';
import debianChromiums from './debianChromiums.json' with { type: 'json' };

/**
 * The omnibox's popup is a WebUI page that Chromium's new headless mode preloads for every
 * window, in a renderer of its own: about a sixth of an e2e run's CPU, for a popup no test opens.
 * Chromium keeps only the last `--disable-features`, so the list starts with Playwright's own
 * (its chromiumSwitches.ts, 1.65), which ours would otherwise replace.
 */
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

/**
 * Debian's Chromium builds, lightest first (`debianChromiums.json`, which the preflight of
 * `npm test` reads too). The headless shell (`chromium-headless-shell`, what Playwright's own
 * headless runs use) has no browser UI to keep up: a page load to its first routes cost its
 * browser process 0.25 s of CPU against 0.57 s for `chromium --headless`, and Chromium is most of
 * an e2e run's CPU.
 */
const DEBIAN_CHROMIUMS: readonly string[] = debianChromiums;

/**
 * Which Chromium the e2e tests launch: Debian's (`DEBIAN_CHROMIUMS`) when present (this machine
 * and CI cannot download Playwright's builds), anywhere else Playwright's own, unchanged. Override
 * with PLAYWRIGHT_CHROMIUM=/path/to/chrome. `extraArgs` adds switches (e.g. a host mapping).
 */
export function chromiumLaunchOptions(extraArgs: string[] = []): LaunchOptions {
  const debianChromium =
    process.env.PLAYWRIGHT_CHROMIUM ?? DEBIAN_CHROMIUMS.find((path) => existsSync(path));
  if (debianChromium === undefined || !existsSync(debianChromium))
    return extraArgs.length ? { args: extraArgs } : {};
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
      `--disable-features=${DISABLED_FEATURES.join(',')}`,
      ...extraArgs,
    ],
  };
}
