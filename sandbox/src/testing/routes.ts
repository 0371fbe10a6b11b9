import { expect } from 'vitest';
import type { Harness, Json } from './harness';

/** Quote helpers shared by the endpoint tests. */
export type Params = Record<string, string | number | boolean>;

export const providerIds = (routes: Json[]): string[] => routes.map((r) => r.provider).sort();

export async function quoteRoutes(api: Harness, params: Params): Promise<Json[]> {
  return (await api.data('/quotes', params)).quotes;
}

/** The one route `provider` offers for `params`, after `/createTx`. */
export async function createdRoute(api: Harness, params: Params, provider: string) {
  const quotes = await quoteRoutes(api, { ...params, include: provider });
  expect(quotes).toHaveLength(1);
  const { steps } = await api.data('/createTx', { routeId: quotes[0].routeId });
  return { route: quotes[0] as Json, steps: steps as Json[] };
}
