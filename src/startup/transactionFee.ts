import type { Chain } from '../api/types';
import type { SentTransaction, TransactionFee } from '../execution/deps';
import { NETWORKS } from '../networks/networkRegistry';
import { rpcUrlOf } from '../wallets/rpcUrlOf';
import { isWalletNetworkType } from '../wallets/walletState';

/**
 * The network fee one of the execution's transactions paid, and who paid it, read from its chain
 * by the hash its step saved (so after a reload too: the record keeps hashes, not fees), for the
 * amount a swap actually delivered in a native coin the recipient also paid fees in. Each
 * network's wallet module reads its own (`readTransactionFee`). Rejects when the chain does not
 * know the transaction, or the network has no reader.
 */
export async function readTransactionFee(
  chains: readonly Chain[],
  tx: SentTransaction,
): Promise<TransactionFee> {
  const rpcUrl = rpcUrlOf(chains.find((c) => c.chainId === tx.chainId));
  if (!rpcUrl) throw new Error(`no RPC for chain ${tx.chainId}`);
  const module = isWalletNetworkType(tx.networkType) ? NETWORKS[tx.networkType].wallet : undefined;
  if (!module?.readTransactionFee) throw new Error(`no fee reader for ${tx.networkType}`);
  return module.readTransactionFee(rpcUrl, tx.hash);
}
