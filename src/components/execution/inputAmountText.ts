import type { Route } from '../../api/types';
import type { Formatters } from '../../i18n/formatters';
import { parseAmountInput } from '../../lib/amounts';

/**
 * The amount the user confirmed ("1.5"), exactly, in the widget's number format ("1,5" in
 * German). The route's display text is what was asked for; kept as is if it does not parse.
 */
export function inputAmountText(route: Route, fmt: Formatters): string {
  const { decimals } = route.from;
  const parsed = parseAmountInput(route.inputAmountDisplay, decimals);
  return parsed.ok
    ? fmt.amount(parsed.value, decimals, { maxFractionDigits: decimals })
    : route.inputAmountDisplay;
}
