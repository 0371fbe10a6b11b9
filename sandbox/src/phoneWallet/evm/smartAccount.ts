/**
 * The phone wallet as a smart account (its `smartAccount` mode), EIP-5792 v2.0.0 on EIP-7702:
 * - `wallet_getCapabilities` `[address, chainIds?]` → `{ <hex chain id>: { atomic: { status:
 *   'supported' } } }` for each EVM chain with a batch executor (answered at once, no prompt);
 * - `wallet_sendCalls` `[{ version, chainId, from, atomicRequired, calls: [{ to, data?, value? }] }]`
 *   → `{ id }`: the calls run in ONE transaction the dev account sends to itself, through the
 *   sandbox's `SandboxBatchExecutor`, to which the first batch delegates the account (EIP-7702,
 *   an authorization in that same transaction);
 * - `wallet_getCallsStatus` `[id]` → `{ version, id, chainId, status, atomic: true, receipts }`
 *   (100 pending, 200 confirmed, 500 reverted), answered at once.
 * In any other mode these methods answer 4200, as a wallet without EIP-5792 does.
 */
import * as v from 'valibot';
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  isAddress,
  numberToHex,
} from 'viem';
import { sandboxBatchExecutorAbi } from '../../../contracts/build/abis';
import {
  invalidParams,
  type MethodHandler,
  unsupportedMethod,
  type WalletRequest,
  WalletRequestError,
} from '../walletRequest';
import { answeringChain, assertAccount, parse } from './evmRequest';

/** The methods a person is not asked about: a wallet answers them itself. */
export const ANSWERED_AT_ONCE: ReadonlySet<string> = new Set([
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
]);

const address = v.pipe(v.string(), v.check(isAddress, 'not an address'));
const hexQuantity = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{1,64}$/));
const SendCallsSchema = v.object({
  version: v.string(),
  chainId: hexQuantity,
  from: address,
  atomicRequired: v.boolean(),
  calls: v.pipe(
    v.array(
      v.object({
        to: address,
        data: v.optional(v.pipe(v.string(), v.regex(/^0x(?:[0-9a-fA-F]{2})*$/))),
        value: v.optional(hexQuantity),
      }),
    ),
    v.minLength(1),
    v.maxLength(16),
  ),
});

function smartAccountOnly(request: WalletRequest, method: string): void {
  if (!request.smartAccount) throw unsupportedMethod(`${method}: not supported`);
}

const getCapabilities: MethodHandler = async (request) => {
  smartAccountOnly(request, 'wallet_getCapabilities');
  const [owner, asked] = parse(
    v.tuple([address, v.optional(v.array(hexQuantity))]),
    request.params,
    'params',
  );
  assertAccount(request, owner);
  const chains = request.chains.evm.filter(
    (chain) =>
      chain.batchExecutor !== undefined &&
      (asked === undefined || asked.some((id) => Number(id) === chain.chainId)),
  );
  return Object.fromEntries(
    chains.map((chain) => [numberToHex(chain.chainId), { atomic: { status: 'supported' } }]),
  );
};

const sendCalls: MethodHandler = async (request) => {
  smartAccountOnly(request, 'wallet_sendCalls');
  const [batch] = parse(v.tuple([SendCallsSchema]), request.params, 'params');
  assertAccount(request, batch.from);
  const chain = answeringChain(request);
  if (Number(batch.chainId) !== Number(request.chainId.split(':')[1])) {
    throw invalidParams(`chainId ${batch.chainId}: not the request's ${request.chainId}`);
  }
  if (!chain.rpcUrl || !chain.batchExecutor) {
    throw invalidParams(`${chain.caip2}: no local chain runs a batch executor`);
  }
  const account = request.signer.evm;
  const transport = http(chain.rpcUrl);
  const reads = createPublicClient({ transport });
  const wallet = createWalletClient({ account, transport });
  const code = await reads.getCode({ address: account.address });
  const delegated = code?.toLowerCase() === `0xef0100${chain.batchExecutor.slice(2).toLowerCase()}`;
  // The account's own transaction carries its delegation: `executor: 'self'` signs the
  // authorization for the nonce after this transaction's.
  const authorizationList = delegated
    ? []
    : [
        await wallet.signAuthorization({
          contractAddress: chain.batchExecutor,
          executor: 'self',
          chainId: chain.chainId,
        }),
      ];
  const hash = await wallet.sendTransaction({
    chain: null,
    to: account.address,
    data: encodeFunctionData({
      abi: sandboxBatchExecutorAbi,
      functionName: 'execute',
      args: [
        batch.calls.map((call) => ({
          to: call.to as Hex,
          value: call.value === undefined ? 0n : BigInt(call.value),
          data: (call.data ?? '0x') as Hex,
        })),
      ],
    }),
    ...(authorizationList.length > 0 ? { authorizationList } : {}),
  });
  const id = `sandbox-batch-${crypto.randomUUID()}`;
  request.batches.set(id, { chainId: chain.chainId, rpcUrl: chain.rpcUrl, hash });
  return { id };
};

const getCallsStatus: MethodHandler = async (request) => {
  smartAccountOnly(request, 'wallet_getCallsStatus');
  const [id] = parse(v.tuple([v.string()]), request.params, 'params');
  const batch = request.batches.get(id);
  // EIP-5792's "unknown bundle id".
  if (!batch) throw new WalletRequestError(5730, `${id}: no such batch`);
  const reads = createPublicClient({ transport: http(batch.rpcUrl) });
  const receipt = await reads.getTransactionReceipt({ hash: batch.hash }).catch(() => undefined);
  const answer = { version: '2.0.0', id, chainId: numberToHex(batch.chainId), atomic: true };
  if (!receipt) return { ...answer, status: 100 };
  return {
    ...answer,
    status: receipt.status === 'success' ? 200 : 500,
    receipts: [
      {
        logs: receipt.logs.map((log) => ({
          address: log.address,
          data: log.data,
          topics: log.topics,
        })),
        status: receipt.status === 'success' ? '0x1' : '0x0',
        blockHash: receipt.blockHash,
        blockNumber: numberToHex(receipt.blockNumber),
        gasUsed: numberToHex(receipt.gasUsed),
        transactionHash: receipt.transactionHash,
      },
    ],
  };
};

export const smartAccountMethods: Record<string, MethodHandler> = {
  wallet_getCapabilities: getCapabilities,
  wallet_sendCalls: sendCalls,
  wallet_getCallsStatus: getCallsStatus,
};
