import * as v from 'valibot';
import {
  BRIDGE_PROTOCOL,
  BRIDGE_VERSION,
  type HostMessage,
  MESSAGE_ID_MAX,
  MESSAGE_ID_PATTERN,
  WALLET_EVENT_NAMES,
} from '../../bridge/protocol';
import {
  amountSchema,
  chainIdSchema,
  themeSchema,
  tokenAddressSchema,
} from '../../config/valueSchemas';
import { widgetOptionSchemas } from '../../config/widgetOptions';
import { boundedPattern } from '../../lib/boundedPattern';

/**
 * A language tag's shape (`de`, `en-GB`, `zh-Hant-TW`; `_` too, as in `de_AT`), whether the
 * widget speaks it or not: one it does not speaks leaves the choice to the browser.
 * Only the iframe's host sends one, so it is not in the pages' first load.
 */
const languageTagSchema = boundedPattern(35, /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8}){0,4}$/);

/**
 * What the iframe accepts from the host page, as valibot schemas (a host page is another
 * origin's code: untrusted input like a URL). Every object is strict: a key the protocol does not
 * name fails the whole message, so a config carrying `apiUrl` or a `recipient` is refused, not
 * half-applied. The config's values are checked with the URL parameters' and the options' own
 * schemas (`valueSchemas.ts`, `widgetOptions.ts`).
 */

const envelope = <Type extends string, Payload extends v.GenericSchema>(
  type: Type,
  payload: Payload,
) =>
  v.strictObject({
    protocol: v.literal(BRIDGE_PROTOCOL),
    version: v.literal(BRIDGE_VERSION),
    id: boundedPattern(MESSAGE_ID_MAX, MESSAGE_ID_PATTERN),
    type: v.literal(type),
    payload,
  });

/** What the wallet menu shows: one line of text, no control characters. */
const walletInfoSchema = v.strictObject({
  name: boundedPattern(40, /^[^\p{C}]+$/u),
});

// No `slippageBps`, `integratorFeeBps`, `locked`, API, key or recipient: strict, so a config
// naming one is refused whole. A language the widget does not speak is a fine tag: the widget
// falls back to the browser's, where refusing would cost the host its wallets' hello.
const bridgeConfigSchema = v.strictObject({
  theme: v.optional(themeSchema),
  themeTokens: v.optional(widgetOptionSchemas.themeTokens),
  variant: v.optional(widgetOptionSchemas.variant),
  hiddenUI: v.optional(widgetOptionSchemas.hiddenUI),
  language: v.optional(languageTagSchema),
  chains: v.optional(widgetOptionSchemas.chains),
  tokens: v.optional(widgetOptionSchemas.tokens),
  providers: v.optional(widgetOptionSchemas.providers),
  defaults: v.optional(
    v.strictObject({
      fromChain: v.optional(chainIdSchema),
      fromToken: v.optional(tokenAddressSchema),
      toChain: v.optional(chainIdSchema),
      toToken: v.optional(tokenAddressSchema),
      amount: v.optional(amountSchema),
    }),
  ),
});

// `union`, not `variant`: valibot is one module, shared with the hosted page, whose first load
// would carry `variant` for this page alone; only whether a message passes matters here.
const answerSchema = v.union([
  v.strictObject({ ok: v.literal(true), result: v.unknown() }),
  v.strictObject({
    ok: v.literal(false),
    error: v.strictObject({
      code: v.pipe(v.number(), v.integer()),
      message: v.pipe(v.string(), v.maxLength(300)),
    }),
  }),
]);

const hostMessageSchema = v.union([
  envelope(
    'hello',
    v.strictObject({
      wallets: v.strictObject({
        evm: v.optional(walletInfoSchema),
        solana: v.optional(walletInfoSchema),
      }),
      config: v.optional(bridgeConfigSchema),
    }),
  ),
  envelope('config', v.strictObject({ config: bridgeConfigSchema })),
  envelope('response', answerSchema),
  envelope(
    'walletEvent',
    v.strictObject({
      wallet: v.picklist(['evm', 'solana']),
      name: v.picklist(WALLET_EVENT_NAMES),
      // Read by the wallet that listens (`bridgedEvmProvider.ts`), by event.
      data: v.optional(v.unknown()),
    }),
  ),
]);

/** The host page's message, or undefined when it is not one the protocol allows. */
export function readHostMessage(data: unknown): HostMessage | undefined {
  const result = v.safeParse(hostMessageSchema, data);
  return result.success ? (result.output as HostMessage) : undefined;
}
