import type { SandboxContext } from '../context';

/** `GET /v1/chains`: `data` is an array of Chain (docs/live-service-notes.md). */
export function getChains(ctx: SandboxContext) {
  return ctx.catalog.chains;
}
