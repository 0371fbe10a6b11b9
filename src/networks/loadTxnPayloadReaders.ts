import type { TxnPayloadReader, TxnPayloadReaders } from '../api/parse/txnPayloadReader';
import type { NetworkType } from '../api/types';
import { partOfEachNetwork } from './partOfEachNetwork';

/**
 * Every registered network's `/nextTx` payload reader, loaded: what the widget's routing client
 * is handed (`startup/widgetInstance.ts`), loaded with its first answer that carries a payload.
 */
export async function loadTxnPayloadReaders(): Promise<TxnPayloadReaders> {
  const loading = Object.entries(partOfEachNetwork((network) => network.payload()));
  const loaded = await Promise.all(
    loading.map(async ([type, reader]) => [type as NetworkType, await reader] as const),
  );
  return Object.fromEntries(loaded) as Record<NetworkType, TxnPayloadReader>;
}
