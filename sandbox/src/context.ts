import type { Catalog } from './catalog/catalog';
import type { RefBlock } from './chains/tron/blocks';
import type { ResolvedConfig } from './config';
import type { DevAccounts } from './devAccounts';
import type { FaultConfig, FaultController } from './faults';
import type { OrderFiller } from './orders/orderDesk';
import type { PhoneWalletHost } from './phoneWallet/phoneWalletHost';
import type { RoutesStore } from './routesStore';
import type { StatusSource } from './status/statusSource';

/** What every endpoint handler may use; one per running sandbox (no module singletons). */
export interface SandboxContext {
  config: ResolvedConfig;
  /** `http://host:port`, known once the server listens. */
  origin: string;
  catalog: Catalog;
  routes: RoutesStore;
  faults: FaultController;
  statusSource: StatusSource;
  /** Fills the gasless orders `POST /submit` takes (the chains' solver, or simulated). */
  orderFiller: OrderFiller;
  /** What a fault configuration asks of the chains (`holdMining`), applied before it is taken. */
  applyChainFaults?: ((config: FaultConfig) => Promise<void>) | undefined;
  newId: () => string;
  solanaBlockhash: () => Promise<string>;
  /** The Tron block a transaction refers to (TaPoS): the ledger's latest, or a made-up one. */
  tronRefBlock: () => Promise<RefBlock>;
  devAccounts: () => Promise<DevAccounts>;
  /** The "Sandbox phone wallet" (`/__sandbox/phone-wallet`), made on first use. */
  phoneWallet: PhoneWalletHost;
}

/**
 * A `/v1` endpoint: query parameters (and for `POST /submit` the JSON body) in, the `data` of the
 * success envelope out.
 */
export type Endpoint = (
  ctx: SandboxContext,
  query: URLSearchParams,
  body?: unknown,
) => Promise<unknown> | unknown;
