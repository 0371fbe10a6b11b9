import type { Page } from '@playwright/test';

/**
 * Plain HTML host pages for the custom element and the React component, served by the test at
 * a path of the development build's origin (the scripts come from its /element/, built by
 * `e2e/element/vite.config.ts`). No React on the page itself: the element's script brings it.
 */

export const ELEMENT_SCRIPT = '/element/swap-widget.element.js';
export const REACT_HOST_SCRIPT = '/element/react-host.js';
export const PACKAGE_STYLESHEET = '/element/style.css';

/**
 * A host page's stylesheet at its worst with plain selectors: a universal `all: unset`, element
 * rules that hide or bend the widget's own tags, and inherited text styles on the body. The
 * React component must survive it (its stylesheet outranks element selectors, and its root stops
 * what is inherited).
 */
export const HOSTILE_CSS = `
* { all: unset; }
head, script, style, template { display: none; }
html, body, p, ul, li, main { display: block; }
body { font: 28px/3 Georgia, serif; letter-spacing: 4px; text-transform: uppercase; color: #c00;
  background: #ffd; word-spacing: 12px; text-align: right; cursor: crosshair; }
div { display: flex; flex-direction: row-reverse; margin: 14px; padding: 18px;
  border: 3px dashed purple; min-height: 60px; }
section, header { display: inline; transform: rotate(4deg); }
button { display: none; background: red; padding: 40px; font-size: 40px; }
input, output { display: none; width: 10px; }
label, span, h2 { visibility: hidden; font-size: 60px; }
svg { display: none; }
li::before, div::before { content: 'HOST'; color: red; }
`;

/**
 * What only a shadow root keeps out: `!important` and class or attribute rules, which can outrank
 * any stylesheet in the page's own tree.
 */
export const HOSTILE_CSS_IMPORTANT = `
button, [role="dialog"], .flex, section { display: none !important; }
.cw-root, .cw-root * { visibility: hidden !important; color: transparent !important; }
`;

/** The widget events a page records (see `recordedEvents`). */
const EVENT_TYPES = [
  'route-selected',
  'execution-started',
  'step-started',
  'transaction-submitted',
  'step-done',
  'execution-done',
  'execution-failed',
];

/** Records every `swap-widget:*` event heard on the document, as the page's script would. */
const RECORD_EVENTS = `<script>
  window.widgetEvents = [];
  for (const type of ${JSON.stringify(EVENT_TYPES)}) {
    document.addEventListener('swap-widget:' + type, (event) => {
      window.widgetEvents.push({
        name: event.type,
        isCustomEvent: event instanceof CustomEvent,
        target: event.target.localName,
        composed: event.composed,
        detail: event.detail,
      });
    });
  }
</script>`;

/** The host page's own content, whose look the widget must not change. */
const HOST_CONTENT = `<main>
  <h1>Host page</h1>
  <p>Some text of the host page, with <a href="#top">a link</a>.</p>
  <ul><li>First</li><li>Second</li></ul>
  <button type="button" id="host-button">Host button</button>
  <input aria-label="Host input" value="host">
</main>`;

export interface HostPageOptions {
  /** The host's own stylesheet. */
  css?: string;
  /** Markup where the widget goes. */
  widget: string;
  /** Scripts and stylesheets of the page (left out when the test adds them later). */
  head?: string;
  /** The page's body around the widget's markup (`{widget}`); default: the host's own content, then the widget. */
  body?: string;
}

function hostPage({ css = '', widget, head = '', body }: HostPageOptions): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Host page</title>
<link rel="icon" href="data:,">
<style>${css}</style>
${RECORD_EVENTS}
${head}
</head><body>
${body === undefined ? `${HOST_CONTENT}\n${widget}` : body.replace('{widget}', widget)}
</body></html>`;
}

/** `<swap-widget>` with `attributes` (values escaped), on a plain page. */
export function swapWidgetMarkup(attributes: Record<string, string>): string {
  const attrs = Object.entries(attributes)
    .map(([name, value]) => `${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
    .join(' ');
  return `<swap-widget ${attrs}></swap-widget>`;
}

/** Serves `html` at `path` of the tested build's origin (`baseURL`) and opens it. */
export async function openHostPage(page: Page, html: string, path = '/host-page') {
  await page.route(`**${path}`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto(path);
}

/**
 * The page of a new Vite React app (create-vite's `react-ts` template): its layout rules from
 * `index.css` and `App.css`, which centre the app's root in a flex body. The root is as wide as
 * its content asks (a flex item), and centres its text.
 */
export const VITE_TEMPLATE_CSS = `
:root { font-family: system-ui, Avenir, Helvetica, Arial, sans-serif; line-height: 1.5;
  font-weight: 400; color-scheme: light dark; color: rgba(255, 255, 255, 0.87);
  background-color: #242424; }
body { margin: 0; display: flex; place-items: center; min-width: 320px; min-height: 100vh; }
#root { max-width: 1280px; margin: 0 auto; padding: 2rem; text-align: center; }
`;

/** The Vite template's body: the widget alone in the app's root. */
export const VITE_TEMPLATE_BODY = '<div id="root">{widget}</div>';

/** The element's API and starting pair, as attributes. */
export function pairAttributes(
  apiUrl: string,
  from: { chainId: string; address: string },
  to: { chainId: string; address: string },
): Record<string, string> {
  return {
    'api-url': apiUrl,
    'from-chain': from.chainId,
    'from-token': from.address,
    'to-chain': to.chainId,
    'to-token': to.address,
  };
}

export function elementHostPage(options: {
  attributes: Record<string, string>;
  css?: string;
  body?: string;
  /** False: the test adds the element's script itself, later. */
  withScript?: boolean;
}): string {
  return hostPage({
    css: options.css,
    body: options.body,
    widget: swapWidgetMarkup(options.attributes),
    head:
      options.withScript === false ? '' : `<script type="module" src="${ELEMENT_SCRIPT}"></script>`,
  });
}

export function reactHostPage(options: {
  apiUrl: string;
  css?: string;
  body?: string;
  withScript?: boolean;
}) {
  return hostPage({
    css: options.css,
    body: options.body,
    widget: `<div id="react-widget" data-api-url="${options.apiUrl}"></div>`,
    head:
      options.withScript === false
        ? ''
        : `<link rel="stylesheet" href="${PACKAGE_STYLESHEET}"><script type="module" src="${REACT_HOST_SCRIPT}"></script>`,
  });
}

/** The widget events the page heard (`RECORD_EVENTS`), in order. */
export interface RecordedEvent {
  name: string;
  isCustomEvent: boolean;
  target: string;
  composed: boolean;
  detail: { type: string } & Record<string, unknown>;
}

export function recordedEvents(page: Page): Promise<RecordedEvent[]> {
  return page.evaluate(() => (window as unknown as { widgetEvents: RecordedEvent[] }).widgetEvents);
}

/** Computed styles of the host page's own elements, to compare before and after the widget. */
export function hostElementStyles(page: Page): Promise<Record<string, Record<string, string>>> {
  return page.evaluate(() => {
    const props = [
      'display',
      'margin',
      'padding',
      'border',
      'box-sizing',
      'font-family',
      'font-size',
      'font-weight',
      'line-height',
      'color',
      'background-color',
      'list-style-type',
      'text-decoration-line',
    ];
    const out: Record<string, Record<string, string>> = {};
    for (const selector of [
      'html',
      'body',
      'main',
      'h1',
      'p',
      'a',
      'ul',
      'li',
      '#host-button',
      'main input',
    ]) {
      const el = document.querySelector(selector);
      if (!el) continue;
      const style = getComputedStyle(el);
      out[selector] = Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)]));
    }
    return out;
  });
}
