import type { WalletConnectOptions } from '../config/walletConnectOptions';

/** Where the sandbox serves its WalletConnect relay (`sandbox/src/walletConnect/relayServer.ts`). */
const SANDBOX_RELAY_PATH = '/__sandbox/walletconnect';

/**
 * The sandbox's local WalletConnect relay, beside its API: the development pages' WalletConnect
 * when the build sets none (`VITE_WALLETCONNECT_*` win), so it works offline with no project id.
 */
export function sandboxWalletConnect(apiUrl: string): WalletConnectOptions | undefined {
  try {
    const api = new URL(apiUrl);
    const scheme = api.protocol === 'https:' ? 'wss:' : 'ws:';
    return { projectId: 'sandbox', relayUrl: `${scheme}//${api.host}${SANDBOX_RELAY_PATH}` };
  } catch {
    return undefined;
  }
}
