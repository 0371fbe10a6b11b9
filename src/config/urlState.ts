import * as v from 'valibot';
import { pageMessages } from '../i18n/en/page';
import { cleanDisplayText } from '../lib/displayText';
import { type MessageRef, messageRef } from '../lib/messageRef';
import { type ApiPolicy, buildApiPolicy, chooseApi } from './apiPolicy';
import { parseUrlOptions } from './urlOptions';
import {
  chainIdSchema,
  languageSchema,
  linkAmountSchema,
  themeSchema,
  tokenAddressSchema,
} from './valueSchemas';
import {
  defaultApiKey,
  type ThemeSetting,
  type WidgetConfig,
  type WidgetDefaults,
} from './widgetConfig';
import type { LockableField } from './widgetOptions';

/** The URL parameters the hosted and iframe pages understand (and those of `urlOptions.ts`). */
export const URL_PARAMS = {
  fromChain: 'fromChain',
  fromToken: 'fromToken',
  toChain: 'toChain',
  toToken: 'toToken',
  amount: 'amount',
  apiUrl: 'apiUrl',
  theme: 'theme',
  lang: 'lang',
} as const;

// A URL is untrusted input: anyone can send a link. Each value is checked on its own and a bad one
// is dropped (a bad apiUrl is also reported, since silently using another API would surprise).
export { amountSchema } from './valueSchemas';

/** An unreadable link amount is quoted back this long at most (the link may carry anything). */
const SHOWN_AMOUNT_CHARS = 24;

export interface UrlStateResult {
  config: WidgetConfig;
  /**
   * Problems to show on the page (a refused apiUrl, ...), as catalogue entries the page says in
   * its language. Empty when all went well.
   */
  issues: MessageRef[];
  /**
   * Development builds: the origin of an API the link chose that is neither the default nor on
   * the allowlist. The page shows it in a banner that cannot be dismissed.
   */
  untrustedApiOrigin?: string;
}

/**
 * Reads a widget config from a query string (`location.search`). Never throws. The API comes
 * from the build (`policy`, see `apiPolicy.ts`); a link can only pick one the build accepts.
 */
export function parseUrlState(
  search: string,
  base: Omit<WidgetConfig, 'apiUrl'> = {},
  policy: ApiPolicy = buildApiPolicy(),
): UrlStateResult {
  const params = new URLSearchParams(search);
  const issues: MessageRef[] = [];
  const pick = <T>(name: string, schema: v.GenericSchema<string, T>): T | undefined => {
    const raw = params.get(name);
    if (raw === null || raw === '') return undefined;
    const result = v.safeParse(schema, raw.trim());
    return result.success ? result.output : undefined;
  };

  const api = chooseApi(params.get(URL_PARAMS.apiUrl), policy);
  if (api.kind === 'ignored') issues.push(api.message);
  const { apiUrl } = api;

  const defaults: WidgetDefaults = { ...base.defaults };
  const fromChain = pick(URL_PARAMS.fromChain, chainIdSchema);
  const toChain = pick(URL_PARAMS.toChain, chainIdSchema);
  const fromToken = pick(URL_PARAMS.fromToken, tokenAddressSchema);
  const toToken = pick(URL_PARAMS.toToken, tokenAddressSchema);
  const amount = pick(URL_PARAMS.amount, linkAmountSchema);
  const amountParam = params.get(URL_PARAMS.amount)?.trim();
  // A link that names an amount the page then leaves empty must say so, or it looks ignored.
  if (amountParam && amount === undefined) {
    issues.push(
      messageRef(pageMessages, 'amountNotRead', {
        amount: cleanDisplayText(amountParam, SHOWN_AMOUNT_CHARS),
      }),
    );
  }
  // What the page's own config locks (with its value) a link cannot change; a locked token
  // fixes its chain too (`lockedFields`).
  const fixed = (field: LockableField, chainOfToken?: LockableField): boolean =>
    (base.locked?.includes(field) && base.defaults?.[field] !== undefined) ||
    (chainOfToken !== undefined && fixed(chainOfToken));
  if (fromChain && !fixed('fromChain', 'fromToken')) defaults.fromChain = fromChain;
  // A token only means something together with its chain.
  if (fromToken && defaults.fromChain && !fixed('fromToken')) defaults.fromToken = fromToken;
  if (toChain && !fixed('toChain', 'toToken')) defaults.toChain = toChain;
  if (toToken && defaults.toChain && !fixed('toToken')) defaults.toToken = toToken;
  if (amount && !fixed('amount')) defaults.amount = amount;

  const theme: ThemeSetting | undefined = pick(URL_PARAMS.theme, themeSchema) ?? base.theme;
  // The build's language (an integrator's choice) comes before the link's.
  const language = base.language ?? pick(URL_PARAMS.lang, languageSchema);
  // The page's key goes to the default API only: a shared link with another apiUrl must not
  // make the page send our key to that server. There is no `apiKey` URL parameter on purpose:
  // URLs are shared, bookmarked and logged, so a key in one would leak.
  // The build's status channel is the default API's too.
  const { apiKey: baseKey, statusChannelUrl: baseChannel, ...rest } = base;
  const apiKey = api.kind === 'default' ? (baseKey ?? defaultApiKey()) : undefined;
  const statusChannelUrl = api.kind === 'default' ? baseChannel : undefined;
  return {
    config: {
      // The link's lists and look; the page's own config (`base`) wins over them.
      ...parseUrlOptions(params),
      ...rest,
      apiUrl,
      ...(apiKey ? { apiKey } : {}),
      ...(statusChannelUrl ? { statusChannelUrl } : {}),
      ...(theme ? { theme } : {}),
      ...(language ? { language } : {}),
      defaults,
    },
    issues,
    ...(api.kind === 'untrusted' ? { untrustedApiOrigin: api.origin } : {}),
  };
}
