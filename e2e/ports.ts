import { e2eShard } from './shards';

/**
 * Ports of everything the e2e run starts. The chains' ports are fixed so the production build
 * can name its RPCs at build time (its content security policy allows those and no others).
 * Each shard of `npm test`'s e2e run (`e2e/shards.ts`) has its own: its own sandbox, chains and
 * builds, so the two run side by side.
 */
// `E2E_PORT_SHIFT` moves a whole run's ports, so two checkouts can run their e2e side by side.
const shift = Number(process.env.E2E_PORT_SHIFT ?? 0) + 100 * (e2eShard.index - 1);
const port = (variable: string, base: number) => Number(process.env[variable] ?? base + shift);

export const E2E_PORTS = {
  sandbox: port('E2E_SANDBOX_PORT', 8797),
  evm: [port('E2E_EVM_PORT', 8803), port('E2E_EVM_PORT_2', 8804)],
  solana: port('E2E_SOLANA_PORT', 8805),
  /** The development build (`--mode development`): sandbox tools, any API from a link. */
  developmentWeb: port('E2E_WEB_PORT', 4179),
  /** The production build, as an integrator ships it. */
  productionWeb: port('E2E_PROD_WEB_PORT', 4180),
  /** The example host app (examples/host-app), with the widget from the packed npm package. */
  hostAppWeb: port('E2E_HOST_APP_PORT', 4181),
  /** The shop page that frames the production iframe widget in the bridge tests. */
  shopWeb: port('E2E_SHOP_PORT', 4182),
  /** Vite's development server (`npm start`'s page: React's development build), `e2e/devServer/`. */
  devServerWeb: port('E2E_DEV_SERVER_PORT', 4183),
};

export const e2eApiUrl = `http://127.0.0.1:${E2E_PORTS.sandbox}/v1`;

/**
 * The origin of the shop page that frames the production build's iframe widget in the bridge
 * tests (`e2e/shopServer.ts` serves it on loopback, named `localhost` so it is another site than
 * the widget's `127.0.0.1`). The production build's `VITE_FRAME_ANCESTORS` names it.
 */
export const E2E_HOST_PAGE_ORIGIN = `http://localhost:${E2E_PORTS.shopWeb}`;
