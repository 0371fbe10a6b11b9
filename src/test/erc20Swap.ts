import type { RoutingClient } from '../api/client';
import type { NextTxResult, StatusResult, TxnEvm } from '../api/types';
import type { EvmCall, EvmSigner, SentEvmTransaction } from '../execution/signers';
import { evmSignerStub } from './evmSignerStub';
import { asset, route, step } from './routeFixtures';

/**
 * Test data only: the ERC-20 swap the engine tests run on the sandbox's first chain (31337): the
 * first dev account as the user, the router it approves, another contract nobody approved, USDC
 * at its deployed address, ETH, and the swap's steps as `/createTx` gives them (an approval of
 * the 250 units the swap spends, then the swap). With a wallet that records what it sends.
 */
export const USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const ROUTER = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
export const EVIL = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
export const USDC = asset({
  symbol: 'USDC',
  decimals: 6,
  address: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
});
export const ETH = asset({
  symbol: 'ETH',
  address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  isNative: true,
});
export const SWAP = step({ stepId: 'swap', from: USDC, to: ETH, inputAmount: 250n });
export const APPROVAL = { ...SWAP, stepId: 'approve', stepType: 'approval' as const, to: USDC };

/** The hash the recording wallet gives its `n`-th transaction. */
export const hashOf = (n: number) => `0x${String(n).padStart(64, '0')}`;

/**
 * The user's wallet (`evmSignerStub`) with its next nonce at 5, recording every transaction it
 * sends (`sent`) and answering the `n`-th with `hashOf(n)`; `overrides` as the stub's.
 */
export function recordingEvmSigner(overrides: Partial<EvmSigner> = {}) {
  const sent: EvmCall[] = [];
  let nonce = 5;
  const signer = evmSignerStub(USER, {
    nonce: async () => nonce,
    minedNonce: async () => nonce,
    sendTransaction: async (call) => {
      sent.push(call);
      nonce += 1;
      return hashOf(sent.length) as `0x${string}`;
    },
    ...overrides,
  });
  return { signer, sent };
}

/** `/nextTx`'s answer for `stepId` of route `r1`: an EVM transaction, on chain 31337 unless it says. */
export function evmNextTx(
  stepId: string,
  txnEvm: Omit<TxnEvm, 'chainId'> & { chainId?: number },
): NextTxResult {
  return {
    routeId: 'r1',
    stepId,
    skipTxn: false,
    txnData: {
      networkType: 'evm',
      isCompleted: false,
      skipTxn: false,
      txnType: 'on-chain',
      gasless: false,
      txnEvm: { chainId: 31337, ...txnEvm },
    },
  };
}

/** The swap alone, no approval: route `r1`, 250 USDC for ETH, for the user. */
export const SWAP_ONLY_ROUTE = route({
  routeId: 'r1',
  from: USDC,
  to: ETH,
  steps: [SWAP],
  inputAmount: 250n,
  userWalletAddress: USER,
});

/**
 * The service for `SWAP_ONLY_ROUTE`: `/createTx` its one step, `/nextTx` the router call,
 * `/status` a success; what was asked, in order (`nextTx:<step>`, `status:<step>:<hash>`).
 */
export function swapOnlyService() {
  const asked: string[] = [];
  const client = {
    createTx: async () => ({ routeId: 'r1', steps: [SWAP] }),
    getNextTx: async ({ stepId }: { stepId: string }) => {
      asked.push(`nextTx:${stepId}`);
      return evmNextTx(stepId, { to: ROUTER, value: 0n, data: '0xdeadbeef' });
    },
    getStatus: async ({ stepId, txnHash }: { stepId: string; txnHash?: string }) => {
      asked.push(`status:${stepId}:${txnHash}`);
      return { routeId: 'r1', stepId, status: 'success', warnings: [] } as StatusResult;
    },
  } as unknown as RoutingClient;
  return { client, asked };
}

/**
 * `signer`'s chain also knows `hash`: a mined transaction of the user's with nonce 5, to `to`
 * (what the wallet sent at an earlier prompt, or a batch's one transaction).
 */
export function alsoMined(signer: EvmSigner, hash: `0x${string}`, to: `0x${string}`): void {
  const read = signer.readTransaction;
  const mined: SentEvmTransaction = {
    hash,
    from: USER,
    to,
    data: '0x',
    value: 0n,
    gas: 1n,
    nonce: 5,
    fees: { gasPrice: 1n },
    mined: true,
  };
  signer.readTransaction = async (args) => (args.hash === hash ? mined : read(args));
}
