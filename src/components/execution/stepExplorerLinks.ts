import { trustedTxUrl } from '../../api/explorer';
import type { Chain } from '../../api/types';
import type { StepRecord } from '../../execution/model';

/** A step's explorer links as the widget shows them (progress panel and history alike). */
export interface StepExplorerLinks {
  /** The step's own transaction, on its source chain. */
  source?: string | undefined;
  /** Its delivery, on its destination chain. */
  destination?: string | undefined;
}

/**
 * The links `/status` gave for `record`, each only as its chain's explorer template makes it
 * (`trustedTxUrl`): the source one on the step's source chain with the hash the step sent, the
 * destination one on its destination chain with the hash the service named. `chainOf` gives a
 * chain from `/chains`.
 */
export function stepExplorerLinks(
  record: StepRecord,
  chainOf: (chainId: string) => Pick<Chain, 'explorer'> | undefined,
): StepExplorerLinks {
  const { from, to } = record.step;
  return {
    source: trustedTxUrl(chainOf(from.chainId), record.srcTxnUrl, record.txHash),
    destination: trustedTxUrl(chainOf(to.chainId), record.destTxnUrl, record.destTxnHash),
  };
}
