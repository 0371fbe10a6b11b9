/**
 * A deep link's first quote goes out before the chain and token lists have answered, so the
 * token's decimals are unknown: the amount is sent as typed (`inputAmountDisplay`) and the service
 * converts it. Up to this many fraction digits, which every common token has (USDC 6, SOL 9, ETH
 * 18); a longer fraction waits for the token list, which may refuse it.
 */
const DEEP_LINK_MAX_FRACTION_DIGITS = 6;

/**
 * The amount text as the API's `inputAmountDisplay` ("1.5"), or undefined when it is not a
 * positive plain decimal with at most `DEEP_LINK_MAX_FRACTION_DIGITS` fraction digits.
 */
export function deepLinkDisplayAmount(amountText: string): string | undefined {
  const text = amountText.trim();
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || !/[1-9]/.test(text)) return undefined;
  const whole = match[1] || '0';
  const fraction = match[2] ?? '';
  if (fraction.length > DEEP_LINK_MAX_FRACTION_DIGITS) return undefined;
  return fraction ? `${whole}.${fraction}` : whole;
}
