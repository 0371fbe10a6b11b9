import type { Catalog } from './catalog/catalog';
import type { ResolvedConfig } from './config';
import type { DevAccounts } from './devAccounts';
import type { FaultController } from './faults';
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
  newId: () => string;
  solanaBlockhash: () => Promise<string>;
  devAccounts: () => Promise<DevAccounts>;
}

/** A `/v1` endpoint: query parameters in, the `data` of the success envelope out. */
export type Endpoint = (ctx: SandboxContext, query: URLSearchParams) => Promise<unknown> | unknown;
