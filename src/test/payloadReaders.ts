import { loadTxnPayloadReaders } from '../networks/loadTxnPayloadReaders';

/** Test data only: every registered network's payload reader, as the widget's client loads them. */
export const payloadReaders = await loadTxnPayloadReaders();
