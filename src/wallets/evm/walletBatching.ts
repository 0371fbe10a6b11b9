import { numberToHex, type PublicClient } from 'viem';
import { atomicBatchSupported } from '../../execution/evm/batchCapability';
import { parseCallsStatus } from '../../execution/evm/callsStatus';
import type { EvmBatching } from '../../execution/evm/evmBatching';
import { isRecord } from '../../execution/storedExecution';
import { simulateEvmCalls } from './simulateEffects';

/** A request to the wallet itself (EIP-1193). */
export type WalletRequest = (args: { method: string; params: unknown[] }) => Promise<unknown>;

/** The longest batch id taken from a wallet (EIP-5792 allows 4096 bytes). */
const MAX_ID_LENGTH = 4096;

/**
 * EIP-5792 over the wallet's own requests: `wallet_getCapabilities`, `wallet_sendCalls` (v2.0.0,
 * `atomicRequired`) and `wallet_getCallsStatus`, each answer read as the wallet's word
 * (`atomicBatchSupported`, `parseCallsStatus`); the batch's simulation goes to the chain's RPC.
 */
export function walletBatching(
  request: WalletRequest,
  publicClient: (chainId: number) => PublicClient,
): EvmBatching {
  return {
    atomic: async ({ chainId, account }) => {
      try {
        const params = [account, [numberToHex(chainId)]];
        const capabilities = await request({ method: 'wallet_getCapabilities', params });
        return atomicBatchSupported(capabilities, chainId);
      } catch {
        return false; // a wallet that cannot say runs each step alone
      }
    },
    simulate: (calls) => {
      const chainId = calls[0]?.chainId;
      if (chainId === undefined || calls.some((c) => c.chainId !== chainId)) {
        throw new Error('a batch is on one chain');
      }
      return simulateEvmCalls(publicClient(chainId), calls);
    },
    send: async (calls) => {
      const [first] = calls;
      if (!first) throw new Error('an empty batch');
      const answer = await request({
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            chainId: numberToHex(first.chainId),
            from: first.from,
            atomicRequired: true,
            calls: calls.map((call) => ({
              to: call.to,
              ...(call.data ? { data: call.data } : {}),
              value: numberToHex(call.value),
            })),
          },
        ],
      });
      // EIP-5792 v2 answers `{ id }`; its first draft, a bare id.
      const id = typeof answer === 'string' ? answer : isRecord(answer) ? answer.id : undefined;
      if (typeof id !== 'string' || id.length === 0 || id.length > MAX_ID_LENGTH) {
        throw new Error(`wallet_sendCalls answered no batch id: ${String(id).slice(0, 80)}`);
      }
      return id;
    },
    status: async ({ id }) =>
      parseCallsStatus(await request({ method: 'wallet_getCallsStatus', params: [id] })),
  };
}
