import * as v from 'valibot';
import { boundedPattern } from '../lib/boundedPattern';
import { MAX_WEB_SOCKET_URL, WEB_SOCKET_URL_PATTERN } from './webSocketUrl';

/**
 * WalletConnect v2 for a widget: the project id the relay knows the site by, taken as given (no
 * format check: a self-hosted relay names its own), and the relay. Without `relayUrl` the
 * WalletConnect SDK's own relay is used; with it, the relay is the only host the widget's
 * WalletConnect talks to. No WalletConnect entry is offered without a project id.
 */
export interface WalletConnectOptions {
  projectId: string;
  /** `wss://` (or `ws://`, for a local relay) URL of the relay. */
  relayUrl?: string;
}

// Patterns, not valibot's `trim` or `check`: valibot is one module, in the first load, and each
// action used anywhere goes there.
const walletConnectOptionsSchema = v.strictObject({
  projectId: boundedPattern(200, /\S/),
  relayUrl: v.optional(boundedPattern(MAX_WEB_SOCKET_URL, WEB_SOCKET_URL_PATTERN)),
});

/**
 * The integrator's `walletConnect`, checked where the wallet stacks load (not where the widget
 * starts: the first load does not carry the schema); a value that fails is left out, with a
 * console warning, and the widget offers no WalletConnect.
 */
export function parseWalletConnectOptions(value: unknown): WalletConnectOptions | undefined {
  if (value === undefined) return undefined;
  const result = v.safeParse(walletConnectOptionsSchema, value);
  if (result.success) return result.output;
  console.warn('[swap-widget] config.walletConnect ignored: not valid (see WalletConnectOptions)');
  return undefined;
}
