import postcss, { type AtRule, type Declaration, type Root } from 'postcss';
import selectorParser from 'postcss-selector-parser';
import type { Plugin } from 'vite';

/** The class of the widget's root element (`SwapWidget`); every packaged rule hangs under it. */
export const WIDGET_ROOT_CLASS = 'cw-root';
/** Prefix of the packaged `@keyframes` names, which are global to the page like any name. */
export const KEYFRAMES_PREFIX = 'cw-';

type Compound = selectorParser.Node[];

const isDocumentRoot = (n: selectorParser.Node) =>
  (n.type === 'tag' && n.value === 'html') ||
  (n.type === 'pseudo' && (n.value === ':root' || n.value === ':host') && n.nodes.length === 0);

/**
 * One selector, moved under the widget's root: the document's root (`html`, `:root`, `:host`)
 * becomes the widget's root (the theme variables and preflight's font and line height then sit
 * on it); `body` has nothing to style in a widget (removed); a selector already on the widget's
 * root stays; anything else becomes a descendant of it. `.cw-root` adds one class to every
 * selector, so preflight (elements) still yields to utilities (classes), and a host's plain
 * element rules (`button { ... }`) no longer win over the widget's.
 */
function scopeSelector(selector: selectorParser.Selector): void {
  const end = selector.nodes.findIndex((n) => n.type === 'combinator');
  const first: Compound = end === -1 ? selector.nodes : selector.nodes.slice(0, end);
  if (first.some((n) => n.type === 'tag' && n.value === 'body')) {
    selector.remove();
    return;
  }
  const roots = first.filter(isDocumentRoot);
  if (roots.length > 0) {
    for (const n of roots) n.replaceWith(selectorParser.className({ value: WIDGET_ROOT_CLASS }));
    return;
  }
  if (first.some((n) => n.type === 'class' && n.value === WIDGET_ROOT_CLASS)) return;
  const head = selector.first;
  selector.insertBefore(head, selectorParser.className({ value: WIDGET_ROOT_CLASS }));
  selector.insertBefore(head, selectorParser.combinator({ value: ' ' }));
}

const scopeSelectors = selectorParser((list) => {
  list.each(scopeSelector);
  // `:root, .cw-root` both became `.cw-root`: keep one.
  const seen = new Set<string>();
  list.each((s) => {
    const text = s.toString().trim();
    if (seen.has(text)) s.remove();
    else seen.add(text);
  });
});

/** Renames the identifiers of `names` in an `animation`-like value. */
function renameIdents(value: string, names: ReadonlySet<string>): string {
  return value.replace(/(^|[\s,])([A-Za-z_-][\w-]*)(?=$|[\s,])/g, (whole, sep, ident) =>
    names.has(ident) ? `${sep}${KEYFRAMES_PREFIX}${ident}` : whole,
  );
}

/**
 * What keeps the host page's CSS off the widget, put before every other rule (so each of the
 * widget's own rules, of equal or higher specificity, still wins over it):
 * - the root resets every property it would inherit from the page (`body { letter-spacing: 4px;
 *   text-transform: uppercase }` stops at it); the widget sets its own font, size and colours;
 * - below it, every element and pseudo-element rolls back to the browser's defaults, so a host's
 *   element rules (`button { display: none }`, `* { all: unset }`, `div { margin: 2em }`) do not
 *   reach the widget: `.cw-root` outranks any selector without an id;
 * - SVG rolls back to its presentation attributes instead (`d`, `fill`, `stroke`, which a full
 *   `revert` would drop with the host's rules): `revert-layer`, from this unlayered sheet, skips
 *   every unlayered rule, the host's included (a host's cascade layers, were there any, would
 *   still apply to the icons).
 * Custom properties, the theme tokens among them, are not part of `all`.
 */
const HOST_ISOLATION = `.${WIDGET_ROOT_CLASS}{all:initial}
.${WIDGET_ROOT_CLASS} :where(:not(svg,svg *)),.${WIDGET_ROOT_CLASS} ::before,.${WIDGET_ROOT_CLASS} ::after,.${WIDGET_ROOT_CLASS} ::placeholder{all:revert}
.${WIDGET_ROOT_CLASS} :where(svg,svg *){all:revert-layer}`;

/**
 * The package's stylesheet, unable to reach the host page: every selector under `.cw-root`, the
 * cascade layers unwrapped (a host's unlayered CSS beats any layered rule, so `a { color: red }`
 * on the host would restyle the widget's links), and the `@keyframes` renamed with the `cw-`
 * prefix along with the animations that name them (Tailwind's `pulse` would replace a host's
 * own `pulse`, or the reverse). `@property` registrations of Tailwind's `--tw-*` variables stay
 * global, as CSS has no other way; they are the ones a Tailwind host registers too. Nor can the
 * host page's own rules reach in (`HOST_ISOLATION`).
 */
export function scopeWidgetCssText(css: string): string {
  const root: Root = postcss.parse(css);

  // Layers: `@layer a, b;` goes, `@layer a { ... }` gives way to its contents (in place, so the
  // order of the layers, which Tailwind writes in its declared order, stays the cascade's order).
  root.walkAtRules('layer', (rule: AtRule) => {
    if (rule.nodes && rule.nodes.length > 0) rule.replaceWith(rule.nodes);
    else rule.remove();
  });

  const keyframes = new Set<string>();
  root.walkAtRules(/^(-\w+-)?keyframes$/, (rule) => {
    keyframes.add(rule.params.trim());
    rule.params = `${KEYFRAMES_PREFIX}${rule.params.trim()}`;
  });

  root.walkRules((rule) => {
    // Keyframe selectors (`50%`, `from`) are not elements.
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name)) return;
    // A nested rule is relative to its parent, which is scoped already.
    if (rule.parent?.type === 'rule') return;
    const scoped = scopeSelectors.processSync(rule.selector);
    if (scoped.trim() === '') rule.remove();
    else rule.selector = scoped;
  });

  if (keyframes.size > 0) {
    root.walkDecls((decl: Declaration) => {
      if (/^(-\w+-)?animation(-name)?$/.test(decl.prop) || decl.prop.startsWith('--animate'))
        decl.value = renameIdents(decl.value, keyframes);
    });
  }
  root.prepend(postcss.parse(HOST_ISOLATION).nodes);
  return root.toString();
}

/** Applies `scopeWidgetCssText` to every stylesheet the build emits (the lib build only). */
export function scopeWidgetCss(): Plugin {
  return {
    name: 'swap-widget:scope-widget-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
        const css =
          typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
        file.source = scopeWidgetCssText(css);
      }
    },
  };
}
