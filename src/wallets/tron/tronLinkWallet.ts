import { TronLinkAdapter } from '@tronweb3/tronwallet-adapter-tronlink';
import type { TronTransaction } from '../../execution/signers';
import { checkSignedTronTransaction } from '../../execution/tron/signedTransaction';
import { WrongNetworkError } from '../../execution/walletErrors';
import { walletErrorMessages } from '../../i18n/en/walletErrors';
import { messageRef } from '../../lib/messageRef';
import { WidgetError } from '../../lib/widgetError';
import type { TronWalletAccess } from './tronSigner';

/** What the widget uses of `TronLinkAdapter` (its types name TronWeb's; only these are read). */
export interface TronLinkPort {
  readonly address: string | null;
  /** The network TronLink is on: `chainId` is `0x` + the last 8 hex digits of its genesis block. */
  network(): Promise<{ chainId: string; networkType: string }>;
  /** TronLink's prompt; answers the transaction with `signature` added. Never broadcasts. */
  signTransaction(tx: never): Promise<{ txID?: string; signature?: string[] }>;
}

/**
 * The adapter, sign-only: it never opens a tab or a deep link on its own (a widget inside a host
 * page must not navigate it). It finds TronLink by its TIP-6963 announcement, or by
 * `window.tron`/`window.tronLink` once `checkTimeout` has passed.
 */
export function createTronLinkAdapter(checkTimeout = 2_000): TronLinkAdapter {
  return new TronLinkAdapter({
    checkTimeout,
    openUrlWhenWalletNotFound: false,
    openTronLinkAppOnMobile: false,
    openAppWithDeeplink: false,
  });
}

/**
 * TronLink as the signer's wallet for the Tron chain `chainId` (decimal, from `/chains`). Before
 * the prompt: TronLink must be on that chain, as its node's genesis block tells it (a chain it
 * does not have built in, such as the sandbox's ledger, through a node added by hand). After it: only the signature is kept, and only once it recovers to the
 * connected owner over our txID (`checkSignedTronTransaction`, as for a stored one): the engine
 * broadcasts our bytes, never what the wallet answered.
 */
export function createTronLinkAccess(adapter: TronLinkPort, chainId: string): TronWalletAccess {
  return {
    address: () => adapter.address ?? undefined,
    async signTransaction(tx: TronTransaction) {
      await assertSameNetwork(adapter, chainId);
      const signed = await adapter.signTransaction({
        txID: tx.txID,
        raw_data_hex: tx.rawDataHex,
        raw_data: tx.rawData,
        visible: tx.visible,
      } as never);
      const signature = signed.signature?.[0]?.replace(/^0x/, '') ?? '';
      await checkSignedTronTransaction({
        txID: tx.txID,
        rawDataHex: tx.rawDataHex,
        signature,
        account: adapter.address ?? undefined,
      });
      return signature;
    },
  };
}

async function assertSameNetwork(adapter: TronLinkPort, chainId: string): Promise<void> {
  const network = await adapter.network();
  const walletChain = BigInt(network.chainId).toString();
  if (walletChain === chainId) return;
  const details = `TronLink is on ${network.networkType} (chain ${walletChain}), the step on chain ${chainId}`;
  if (!KNOWN_TRON_CHAINS.has(chainId)) {
    // Not a switch between its own networks: TronLink reaches another chain (the sandbox's ledger)
    // only through a node added by hand.
    throw new WidgetError('WRONG_NETWORK', messageRef(walletErrorMessages, 'tronLinkAddNode'), {
      details,
    });
  }
  throw new WrongNetworkError({ details });
}

/** Tron's public networks, as TronLink knows them: Mainnet, Shasta, Nile. */
const KNOWN_TRON_CHAINS = new Set(['728126428', '2494104990', '3448148188']);
