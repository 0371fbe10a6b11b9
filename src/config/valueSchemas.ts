// Relative imports name their `.ts`: `vite.config.ts` loads this file (`pagePolicyPlugin`), and
// Vite's coming native config loader resolves no extensionless path (it warns on each start).
import * as v from 'valibot';
import { matchLocale } from '../i18n/locales.ts';
import { boundedPattern } from '../lib/boundedPattern.ts';

/**
 * The config's plain values as valibot schemas, for wherever they arrive from something untrusted
 * (a page URL, a host page's message, an element's attribute): anyone can send a link. Apart from
 * `urlState.ts` so the options' schemas (`widgetOptions.ts`) can use them without an import cycle.
 */

export const chainIdSchema = boundedPattern(64, /^[A-Za-z0-9_-]+$/);
// EVM hex, base58 (Solana, Tron), Cosmos denoms such as `uatom` or `ibc/27394F...`.
export const tokenAddressSchema = boundedPattern(128, /^[A-Za-z0-9][A-Za-z0-9/._:-]*$/);
// Human amount: digits with at most one point; at most 40 characters so nothing absurd is parsed.
// Each check runs only when the one before passed (`boundedPattern.ts` says why).
export const amountSchema = v.config(
  v.pipe(
    v.string(),
    v.maxLength(40),
    v.regex(/^(?:\d+(?:\.\d*)?|\.\d+)$/),
    v.check((s) => /[1-9]/.test(s), 'amount must be above zero'),
  ),
  { abortPipeEarly: true },
);
/**
 * A link's amount, written the way its author writes numbers: as `amountSchema`, but the one
 * decimal separator may be a comma ("7,5" is 7.5). Output canonical ("7.5"). Grouping is not
 * read: in a link, where no locale says which is which, "1,234" has one separator and is 1.234.
 */
export const linkAmountSchema = v.pipe(
  v.string(),
  v.maxLength(40),
  v.transform((s) => s.replace(/^(\d*),(\d*)$/, '$1.$2')),
  amountSchema,
);
export const themeSchema = v.picklist(['light', 'dark', 'auto'] as const);
/** Only a language the widget speaks: a link naming another leaves the choice to the browser. */
export const languageSchema = v.config(
  v.pipe(
    v.string(),
    v.maxLength(35),
    v.check((s) => matchLocale(s) !== undefined),
  ),
  { abortPipeEarly: true },
);
