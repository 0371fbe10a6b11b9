import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA: what issue 11 holds every screen to. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const BLOCKING: ReadonlySet<string> = new Set(['serious', 'critical']);

/** One line per failing element: the rule, what it asks, where, and why axe says it fails. */
function describeViolation(violation: Violation): string[] {
  return violation.nodes.map((node) => {
    const why = node.failureSummary?.replace(/\s+/g, ' ').trim() ?? '';
    return `${violation.id} (${violation.impact}): ${violation.help} — ${node.target.join(' ')}${why ? ` — ${why}` : ''}`;
  });
}

/**
 * axe-core's source (about 650 KB) for a scan of `page`: none (a no-op script) when every frame
 * still has the copy an earlier scan put there. AxeBuilder otherwise sends and runs it twice a
 * frame at each scan: the accessibility walk's 40 scans on 8 pages took 10 s more of the
 * renderers' CPU and 4 s more of the browser's. A reload or a new frame has none, and gets it.
 * (`axeReuse.spec.ts` checks that a scan on the kept copy still finds a violation.)
 */
async function axeSourceFor(page: Page): Promise<{ axeSource?: string }> {
  const present = await Promise.all(
    page
      .frames()
      .map((frame) =>
        frame
          .evaluate(() => typeof (window as { axe?: unknown }).axe === 'object')
          .catch(() => false),
      ),
  );
  return present.every(Boolean) ? { axeSource: ';' } : {};
}

/**
 * Runs axe-core on what `page` shows now and fails, listing every serious or critical WCAG A/AA
 * violation, when there is one. `screen` names what is on screen for the failure message.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page, ...(await axeSourceFor(page)) })
    .withTags(WCAG_AA)
    // Axe runs in the page, its frames included, instead of gathering each frame's results in a
    // new page with axe injected twice more: a scan took about 2.5 times as long that way (4-5 s
    // against 2 s on a busy machine), for the cross-origin frames this mode leaves out. No
    // scanned page has one: the iframe widget is scanned on a host page of its own origin.
    .setLegacyMode(true)
    // Passes and incomplete checks are not read: one node each instead of every one is faster.
    .options({ resultTypes: ['violations'] })
    .analyze();
  const blocking = violations.filter((v) => v.impact && BLOCKING.has(v.impact));
  expect(
    blocking.flatMap(describeViolation),
    `serious or critical accessibility violations on the ${screen}`,
  ).toEqual([]);
}
