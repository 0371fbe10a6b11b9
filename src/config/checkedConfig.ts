import { checkThemeTokens } from './themeTokens';
import type { WidgetConfig } from './widgetConfig';
import { parseWidgetOptions, type WidgetOptions, widgetOptionSchemas } from './widgetOptions';

const OPTION_NAMES = Object.keys(widgetOptionSchemas) as (keyof WidgetOptions)[];

/**
 * The config with its integrator options checked again by their schemas (`widgetOptions.ts`):
 * TypeScript checks nothing in a config written in plain JS or set on an element's property, and
 * these values reach CSS and the quote request. A field that fails is left out (the widget's own
 * default applies) and named in `rejected`; theme tokens are checked one by one.
 */
export function checkConfigOptions(config: WidgetConfig): {
  config: WidgetConfig;
  rejected: string[];
} {
  const { options, rejected } = parseWidgetOptions({ ...config, themeTokens: undefined });
  const theme = checkThemeTokens(config.themeTokens);
  const checked: WidgetConfig = { ...config };
  for (const name of OPTION_NAMES) delete checked[name];
  Object.assign(checked, options);
  if (Object.keys(theme.tokens).length > 0) checked.themeTokens = theme.tokens;
  return { config: checked, rejected: [...theme.rejected, ...rejected] };
}
