import postcss, { type AtRule, type Declaration } from 'postcss';
import type { Plugin } from 'vite';
import { WIDGET_ROOT_CLASS } from './scopeWidgetCss.ts';

/** What `src/element/widgetShadowCss.ts` holds until the build writes the stylesheet in. */
export const SHADOW_CSS_PLACEHOLDER = '__SWAP_WIDGET_SHADOW_CSS__';

const root = `.${WIDGET_ROOT_CLASS}`;

/**
 * The package's scoped stylesheet as the custom element's shadow root needs it. Browsers ignore
 * `@property` inside a shadow root, and Tailwind's utilities count on the initial values those
 * registrations give their `--tw-*` variables (a border's style, a shadow's layers) and on the
 * variables not being inherited: each becomes a plain declaration of its initial value on every
 * element and pseudo-element under the root (on the root alone for one that is inherited), as
 * Tailwind's own fallback for browsers without `@property` does. A utility setting one outranks
 * these.
 */
export function shadowCssText(css: string): string {
  const sheet = postcss.parse(css);
  const perElement: Declaration[] = [];
  const onRoot: Declaration[] = [];
  sheet.walkAtRules('property', (rule: AtRule) => {
    let initial = 'initial';
    let inherits = false;
    let syntax = '';
    rule.walkDecls((decl) => {
      if (decl.prop === 'initial-value') initial = decl.value.trim();
      if (decl.prop === 'inherits') inherits = decl.value.trim() === 'true';
      if (decl.prop === 'syntax') syntax = decl.value;
    });
    // A registered `<length>` reads `0` as a length; a plain variable keeps the bare number,
    // which `calc(var(--x) + 2px)` refuses.
    if (initial === '0' && syntax.includes('<length')) initial = '0px';
    const decl = postcss.decl({ prop: rule.params.trim(), value: initial });
    (inherits ? onRoot : perElement).push(decl);
    rule.remove();
  });
  const rules = [];
  if (onRoot.length > 0) rules.push(postcss.rule({ selector: root, nodes: onRoot }));
  if (perElement.length > 0) {
    rules.push(
      postcss.rule({
        selector: [' *', ' ::before', ' ::after', ' ::backdrop'].map((s) => root + s).join(),
        nodes: perElement,
      }),
    );
  }
  // First, so that Tailwind's utilities, of higher specificity anyway, come after them.
  sheet.prepend(rules);
  return sheet.toString();
}

/**
 * Writes the stylesheet the build emits as `stylesheet` (the package's, already scoped by
 * `scopeWidgetCss`, which must come before this plugin) into the element's JavaScript, as a
 * string for its shadow root (`shadowCssText`). With `keepStylesheet: false` the stylesheet
 * itself is dropped from the output (the self-contained element script needs no separate file).
 */
export function inlineShadowCss(options: { stylesheet: string; keepStylesheet: boolean }): Plugin {
  return {
    name: 'swap-widget:inline-shadow-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const placeholder = new RegExp(`(['"\`])${SHADOW_CSS_PLACEHOLDER}\\1`, 'g');
      const users = Object.values(bundle).filter(
        (file) => file.type === 'chunk' && file.code.includes(SHADOW_CSS_PLACEHOLDER),
      );
      if (users.length === 0) return;
      const asset = bundle[options.stylesheet];
      if (asset?.type !== 'asset') {
        this.error(`the element needs ${options.stylesheet}, which this build does not emit`);
      }
      const css =
        typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
      const literal = JSON.stringify(shadowCssText(css));
      for (const file of users) {
        if (file.type !== 'chunk') continue;
        file.code = file.code.replace(placeholder, () => literal);
        if (file.code.includes(SHADOW_CSS_PLACEHOLDER)) {
          this.error(
            `${file.fileName}: the element's stylesheet placeholder is not a whole string`,
          );
        }
      }
      if (!options.keepStylesheet) delete bundle[options.stylesheet];
    },
  };
}
