import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

/**
 * On a server (Node, no DOM): the package's entries import, the element defines nothing, and the
 * widget renders its first screen. `scripts/package.test.mjs` does the same with the built package.
 */
describe('on a server', () => {
  it('imports both entries and renders the widget without window or document', async () => {
    expect(typeof window).toBe('undefined');
    const { SwapWidget } = await import('./index');
    const element = await import('./element');
    expect(element.defineSwapWidgetElement()).toBeUndefined();
    const html = renderToString(
      createElement(SwapWidget, {
        config: { apiUrl: 'https://api.example.com/v1', theme: 'dark' },
      }),
    );
    expect(html).toMatch(/^<div data-theme="dark" class="cw-root"/);
    expect(html).toContain('<section aria-label="Swap"');
    // Whether a wallet is connected is known only in the browser, once its stack has loaded.
    expect(html).toMatch(/<button type="button" disabled="" [^>]*>Loading wallet…<\/button>/);
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    // The widget's whole module graph is imported here for the first time: slow on a busy machine.
  }, 30_000);
});
