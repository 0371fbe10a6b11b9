import type { ThemeSetting, WidgetConfig, WidgetDefaults } from '../config/widgetConfig';
import type { HiddenUIPart, ThemeTokens, WidgetVariant } from '../config/widgetOptions';

/** The config's plain string fields, as attributes of `<swap-widget>`. */
const FIELD_ATTRIBUTES = {
  'api-url': 'apiUrl',
  'api-key': 'apiKey',
  'integrator-id': 'integratorId',
  'instance-id': 'instanceId',
  language: 'language',
  'to-address': 'toAddress',
} as const satisfies Record<string, keyof WidgetConfig>;

/** The starting pair and amount (`config.defaults`), as attributes. */
const DEFAULT_ATTRIBUTES = {
  'from-chain': 'fromChain',
  'from-token': 'fromToken',
  'to-chain': 'toChain',
  'to-token': 'toToken',
  amount: 'amount',
} as const satisfies Record<string, keyof WidgetDefaults>;

/** The look (`config.themeTokens`), as attributes; the widget checks each value. */
const THEME_TOKEN_ATTRIBUTES = {
  accent: 'accent',
  'accent-text': 'accentText',
  radius: 'radius',
  font: 'font',
} as const satisfies Record<string, keyof ThemeTokens>;

const THEMES: readonly string[] = ['light', 'dark', 'auto'] satisfies ThemeSetting[];

/** Every attribute the element reads (its `observedAttributes`). */
export const ELEMENT_ATTRIBUTES: readonly string[] = [
  ...Object.keys(FIELD_ATTRIBUTES),
  'theme',
  'variant',
  'hidden-ui',
  ...Object.keys(THEME_TOKEN_ATTRIBUTES),
  ...Object.keys(DEFAULT_ATTRIBUTES),
];

/** An attribute's value, or undefined when it is absent or blank. */
type ReadAttribute = (name: string) => string | null;

function present(read: ReadAttribute, name: string): string | undefined {
  const value = read(name)?.trim();
  return value ? value : undefined;
}

/**
 * `base` (a field of the `config` property) with each attribute of `names` that is set in its
 * field; undefined when neither the property nor any of the attributes gives one.
 */
function withAttributes<Field extends string>(
  read: ReadAttribute,
  names: Record<string, Field>,
  base: Partial<Record<Field, string>> | undefined,
): Partial<Record<Field, string>> | undefined {
  const out: Partial<Record<Field, string>> = { ...base };
  let set = base !== undefined;
  for (const [attribute, field] of Object.entries(names)) {
    const value = present(read, attribute);
    if (value === undefined) continue;
    out[field] = value;
    set = true;
  }
  return set ? out : undefined;
}

/**
 * The widget's config from the element: its `config` property, with each attribute that is set
 * taking the place of that field (markup names the simple fields and the theme tokens; the
 * property carries the rest, `rpcUrls` and `imageHosts`). Undefined while there is no API URL:
 * the element shows nothing until it has one (a framework may set attributes and properties
 * after creating it).
 * A `theme` other than light, dark or auto is ignored; `variant` and `hidden-ui` (comma-separated
 * parts) are handed on as written, for the widget to check and warn about like the property's.
 */
export function elementConfig(
  read: ReadAttribute,
  property: WidgetConfig | undefined,
): WidgetConfig | undefined {
  const config: WidgetConfig = { ...(property ?? { apiUrl: '' }) };
  for (const [attribute, field] of Object.entries(FIELD_ATTRIBUTES)) {
    const value = present(read, attribute);
    if (value !== undefined) config[field] = value;
  }
  const theme = present(read, 'theme');
  if (theme !== undefined && THEMES.includes(theme)) config.theme = theme as ThemeSetting;
  const variant = present(read, 'variant');
  if (variant !== undefined) config.variant = variant as WidgetVariant;
  const hidden = present(read, 'hidden-ui');
  if (hidden !== undefined) {
    config.hiddenUI = hidden
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean) as HiddenUIPart[];
  }
  const themeTokens = withAttributes(read, THEME_TOKEN_ATTRIBUTES, property?.themeTokens);
  if (themeTokens) config.themeTokens = themeTokens;
  const defaults = withAttributes(read, DEFAULT_ATTRIBUTES, property?.defaults);
  if (defaults) config.defaults = defaults;
  return typeof config.apiUrl === 'string' && config.apiUrl.trim() ? config : undefined;
}
