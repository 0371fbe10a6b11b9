import type { Chain } from '../api/types';
import type { TransactionFee } from '../execution/deps';
import type { OnChainTokenMetadata } from './tokenMetadataError';

/**
 * What the wallet side of the widget knows of one network type: written in that network's own
 * folder (`src/wallets/<network>/`) and registered once with the network's other parts
 * (`src/networks/`), so callers look the network up instead of comparing network types. It loads with the first paint: its readers come
 * with `import()` on the first read, never with the module.
 */
export interface WalletModule {
  /**
   * Whether the wallet menu lists it before its stack was asked for; one that is not listed shows
   * once asked (opening the menu for another network must not load its stack).
   */
  listedBeforeAsked: boolean;
  /** `owner`'s balances on the chain whose RPC is `rpcUrl`, by token address. */
  readBalances(
    rpcUrl: string,
    owner: string,
    tokens: readonly string[],
    signal?: AbortSignal,
  ): Promise<Map<string, bigint>>;
  /**
   * The fee a sent transaction paid, and who paid it, read from the chain by its hash; absent when
   * this network's fees are not read (what arrived is then not corrected for them).
   */
  readTransactionFee?(rpcUrl: string, hash: string): Promise<TransactionFee>;
  /**
   * What the chain says about the token at `address` (its decimals first: an unlisted token's
   * amounts are never converted with a guess); absent when this network's tokens cannot be checked.
   */
  readTokenMetadata?(
    chain: Chain,
    rpcUrl: string,
    address: string,
    signal?: AbortSignal,
  ): Promise<OnChainTokenMetadata>;
  /**
   * Whether a typed recipient `address` is a contract on the chain whose RPC is `rpcUrl` (Review
   * then asks the person to acknowledge it). Only EVM's: there a token sent to a contract that
   * cannot move it is lost, and a contract is told by its code. Absent where a recipient is not
   * checked this way (Solana's tokens go to token accounts the route creates for an owner; Tron's
   * and Cosmos's recipients are not read).
   */
  readIsContract?(rpcUrl: string, address: string, signal?: AbortSignal): Promise<boolean>;
}
