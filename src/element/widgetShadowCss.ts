/**
 * The widget's stylesheet for the element's shadow root, which the page's stylesheets cannot
 * reach: the package's `style.css`, written in here by the build (`scripts/elementCss.ts` replaces
 * this placeholder). Outside a build (tests) it stays the placeholder, which styles nothing.
 */
export const WIDGET_SHADOW_CSS: string = '__SWAP_WIDGET_SHADOW_CSS__';
