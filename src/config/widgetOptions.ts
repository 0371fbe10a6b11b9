import * as v from 'valibot';
import { boundedPattern } from '../lib/boundedPattern';
import { chainIdSchema, tokenAddressSchema } from './valueSchemas';
import { MAX_SLIPPAGE_BPS, recipientTextSchema } from './widgetSettings';

/**
 * The integrator's choices beyond the API and the starting pair: the look (theme tokens), what the
 * form offers (allowed and denied chains, tokens and providers, locked fields) and two quote
 * parameters (default slippage, integrator fee). Plain JSON, the same in all three forms; the
 * schemas below check each field where it arrives from something untrusted (an iframe's URL or
 * its host's message, an element's attribute) and a field that fails is dropped on its own.
 */

/** A token by its chain and address, as the API names them. */
export interface TokenRef {
  chainId: string;
  address: string;
}

/**
 * `allow` keeps only what it lists (absent: everything the API offers); `deny` removes what it
 * lists. Deny wins over allow.
 */
export interface AllowDeny<T> {
  allow?: T[];
  deny?: T[];
}

const ROUTE_PRIORITIES = ['best', 'fastest', 'cheapest'] as const;
export type RoutePriority = (typeof ROUTE_PRIORITIES)[number];

/** How the widget sits on the page (see `WidgetOptions.variant`). */
const WIDGET_VARIANTS = ['compact', 'wide', 'drawer'] as const;
export type WidgetVariant = (typeof WIDGET_VARIANTS)[number];

/** The parts an integrator can leave out (see `WidgetOptions.hiddenUI`). */
const HIDDEN_UI_PARTS = ['poweredBy', 'history', 'language', 'walletMenu', 'toAddress'] as const;
export type HiddenUIPart = (typeof HIDDEN_UI_PARTS)[number];

/** The fields of the form an integrator can fix to their defaults, so the user cannot change them. */
const LOCKABLE_FIELDS = ['fromChain', 'fromToken', 'toChain', 'toToken', 'amount'] as const;
export type LockableField = (typeof LOCKABLE_FIELDS)[number];

/**
 * The look on top of the light or dark theme (one value serves both), as the widget root's
 * `--cw-accent`, `--cw-accent-text`, `--cw-radius` and `--cw-font`. Each is checked against a
 * narrow pattern (a colour, a length, a font list), so no value can close the declaration and
 * inject other CSS; one that fails is left out on its own (`themeTokens.ts`).
 */
export interface ThemeTokens {
  /** Buttons, links, focus rings: a CSS colour (`#0a7f5a`, `rgb(...)`, `hsl(...)`, `oklch(...)`). */
  accent?: string;
  /** Text on the accent colour. */
  accentText?: string;
  /** Corner radius of the card and its controls, a CSS length (`12px`, `0`, `1rem`). */
  radius?: string;
  /** A CSS `font-family` list (`"Inter", sans-serif`); the page loads the font itself. */
  font?: string;
}

export interface WidgetOptions {
  themeTokens?: ThemeTokens;
  /**
   * The languages offered (`allow`, BCP 47 tags: `["en", "de"]`); all the widget speaks when
   * absent. The person picks among them in Settings, and keeps that choice; `language` and the
   * browser's languages decide only among them.
   */
  languages?: { allow?: string[] };
  /**
   * How the routes are sorted until the person sorts them: `best` (most received, the default),
   * `fastest` or `cheapest` (lowest fees). A person's own "Sort by" is kept and wins.
   */
  routePriority?: RoutePriority;
  /**
   * `compact` (the card, the default); `wide`: the routes beside the form where the widget has
   * 900 px or more, stacked below that; `drawer`: a "Swap" button that opens the widget in a side
   * drawer (a modal dialog).
   */
  variant?: WidgetVariant;
  /**
   * Parts left out, neither shown nor loaded: `history` (the header's History), `language`
   * (Settings' Language), `walletMenu` (the header's wallet button; the main button still offers
   * to connect), `toAddress` (the recipient field: a pair that needs a recipient then says so),
   * `poweredBy` (accepted; the widget shows no "powered by" line).
   */
  hiddenUI?: HiddenUIPart[];
  /** Fields the user cannot change (each needs its default in `defaults`, or it is not locked). */
  locked?: LockableField[];
  /** Chain ids, as the API names them (`"1"`, `"sol"`). */
  chains?: AllowDeny<string>;
  tokens?: AllowDeny<TokenRef>;
  /** Provider ids, as `/quotes`' `include` and `exclude` name them. */
  providers?: AllowDeny<string>;
  /**
   * The slippage a user starts with and the settings' "Use default" goes back to, in whole basis
   * points (50 = 0.5 %, at most 5000); 0.5 % without it. A slippage the user chose is saved and
   * wins; one equal to this is not saved, so it follows a changed default.
   */
  slippageBps?: number;
  /**
   * The integrator's fee in whole basis points (at most 10 000), sent as `feeBps` on `/quotes`
   * (and `/quick-swap`); the route's details and the review show it. It decides where part of the
   * user's funds go, so it comes from the integrator's own config only: never from a page's URL
   * or an iframe host's message.
   */
  integratorFeeBps?: number;
  /**
   * Where the tokens go: the integrator's recipient, in place of the person's (a deposit into
   * the integrator's app, say). Checked like a typed one, for the destination network (an EVM,
   * Solana, Tron or Cosmos address); one that does not fit is said in words and nothing can be
   * swapped. The form and the review show it, without a way to change it. From the integrator's
   * own config (the component's prop, the element's `to-address`, the iframe host's config
   * message), never from a page's URL: a link anyone can send must not choose where funds go.
   */
  toAddress?: string;
}

// --- Schemas, for what arrives from an untrusted place ---

const MAX_LIST = 200;

// Colours: hex, or one CSS colour function with digits, spaces, commas, dots, %, / and - inside.
// Names of the form `red` too. Nothing that can end a declaration (`;`, `}`, quotes, `url(`).
export const cssColourSchema = boundedPattern(
  64,
  /^(?:#[0-9a-fA-F]{3,8}|(?:rgb|rgba|hsl|hsla|hwb|lab|lch|oklab|oklch)\([0-9a-z.,%/\s+-]{1,56}\)|[a-zA-Z]{3,20})$/,
);
export const cssLengthSchema = boundedPattern(16, /^(?:0|\d{1,3}(?:\.\d{1,3})?(?:px|rem|em))$/);
// Family names, quoted (1 to 60 of `[\w -]`) or bare, separated by commas; a comma may end it.
// Written so each character has one way to match: between commas, whitespace other than a space,
// then a name character or a quoted name, then name characters, whitespace or quoted names. The
// accepted values are those of `(\s*(quoted|bare{1,60})\s*,?)+`, which tried every way to split a
// long bare name (exponential: 27 letters and a `!` in a link froze the page).
export const cssFontSchema = boundedPattern(
  200,
  /^[^\S ]*(?:[\w -]|"[\w -]{1,60}"|'[\w -]{1,60}')(?:[\s\w-]|"[\w -]{1,60}"|'[\w -]{1,60}')*(?:,[^\S ]*(?:[\w -]|"[\w -]{1,60}"|'[\w -]{1,60}')(?:[\s\w-]|"[\w -]{1,60}"|'[\w -]{1,60}')*)*,?$/,
);

const themeTokensSchema = v.strictObject({
  accent: v.optional(cssColourSchema),
  accentText: v.optional(cssColourSchema),
  radius: v.optional(cssLengthSchema),
  font: v.optional(cssFontSchema),
});

const tokenRefSchema = v.strictObject({
  chainId: chainIdSchema,
  address: tokenAddressSchema,
});

const allowDeny = <Item extends v.GenericSchema>(item: Item) =>
  v.strictObject({
    allow: v.optional(v.pipe(v.array(item), v.maxLength(MAX_LIST))),
    deny: v.optional(v.pipe(v.array(item), v.maxLength(MAX_LIST))),
  });

const languageTagSchema = boundedPattern(35, /^[A-Za-z]{2,8}(?:[-_][A-Za-z0-9]{1,8}){0,3}$/);

const providerIdSchema = boundedPattern(64, /^[A-Za-z0-9 _.-]+$/);

export const widgetOptionSchemas = {
  themeTokens: themeTokensSchema,
  // A tag the widget does not speak is left out when the list is read (`allowedLocales`), so a
  // list naming one more language than this version knows still offers the others.
  languages: v.strictObject({
    allow: v.optional(v.pipe(v.array(languageTagSchema), v.maxLength(MAX_LIST))),
  }),
  routePriority: v.picklist(ROUTE_PRIORITIES),
  variant: v.picklist(WIDGET_VARIANTS),
  hiddenUI: v.pipe(v.array(v.picklist(HIDDEN_UI_PARTS)), v.maxLength(HIDDEN_UI_PARTS.length)),
  locked: v.pipe(v.array(v.picklist(LOCKABLE_FIELDS)), v.maxLength(LOCKABLE_FIELDS.length)),
  chains: allowDeny(chainIdSchema),
  tokens: allowDeny(tokenRefSchema),
  providers: allowDeny(providerIdSchema),
  slippageBps: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(MAX_SLIPPAGE_BPS)),
  integratorFeeBps: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(10_000)),
  // Its shape only, as a typed recipient's: the destination network decides whether it is an
  // address (`checkRecipient`), and says so in words.
  toAddress: recipientTextSchema,
} as const satisfies { [K in keyof Required<WidgetOptions>]: v.GenericSchema };

/**
 * The options of an untrusted source, each field checked on its own: what passes is kept, the
 * names of what failed are returned so the page can say so (a console warning for integrators).
 */
export function parseWidgetOptions(input: Record<string, unknown>): {
  options: WidgetOptions;
  rejected: (keyof WidgetOptions)[];
} {
  const options: Record<string, unknown> = {};
  const rejected: (keyof WidgetOptions)[] = [];
  for (const key of Object.keys(widgetOptionSchemas) as (keyof WidgetOptions)[]) {
    if (input[key] === undefined) continue;
    const result = v.safeParse(widgetOptionSchemas[key], input[key]);
    if (result.success) options[key] = result.output;
    else rejected.push(key);
  }
  return { options: options as WidgetOptions, rejected };
}
