import { WIDGET_SHADOW_CSS } from './widgetShadowCss';

/**
 * The host element is a block by default (a page can still size and place it). Inside, the
 * widget's root resets what it would inherit from the page (see `scripts/scopeWidgetCss.ts`).
 */
const HOST_CSS = ':host{display:block}';

/** One sheet for every element on the page: parsed once, adopted by each shadow root. */
let shared: CSSStyleSheet | undefined;

function canAdopt(shadow: ShadowRoot): boolean {
  return (
    'adoptedStyleSheets' in shadow && typeof CSSStyleSheet.prototype.replaceSync === 'function'
  );
}

/**
 * Puts the widget's styles in `shadow`: an adopted constructable stylesheet where the browser has
 * them, a `<style>` element otherwise.
 */
export function adoptWidgetStyles(shadow: ShadowRoot): void {
  const css = `${HOST_CSS}\n${WIDGET_SHADOW_CSS}`;
  if (canAdopt(shadow)) {
    if (!shared) {
      shared = new CSSStyleSheet();
      shared.replaceSync(css);
    }
    shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, shared];
    return;
  }
  const style = document.createElement('style');
  style.textContent = css;
  shadow.append(style);
}
