import { describe, expect, it } from 'vitest';
import { createRoutingClient } from '../../../src/api/client';
import type { Step, TxnCosmos } from '../../../src/api/types';
import { sandboxCosmosChains } from '../../../src/devtools/sandboxCosmosChain';
import { checkCosmosTransaction } from '../../../src/execution/cosmos/checkCosmosTransaction';
import {
  checkCosmosFee,
  cosmosFeeCap,
  feeAmount,
  gasPriceToPay,
} from '../../../src/execution/cosmos/cosmosFee';
import { UnsafeTransactionError } from '../../../src/execution/errors';
import { loadTxnPayloadReaders } from '../../../src/networks/loadTxnPayloadReaders';
import type { Tampering } from '../faults';
import { COSMOS_USER, EVM_USER, quoteParams, T } from '../testing/fixtures';
import { setupSandbox } from '../testing/harness';
import type { Params } from '../testing/routes';

/**
 * Fault injection's Cosmos tamperings (`tamperNextTx`): each payload is read through the widget's
 * own client and parsers, and the widget's checks before a wallet (`src/execution/cosmos/`) refuse
 * it with the rule it breaks, while the same step's untampered payload passes them.
 */
const NOW = Date.now();
const api = setupSandbox({ now: () => NOW });
const client = () => createRoutingClient({ baseUrl: api.sandbox.baseUrl }, loadTxnPayloadReaders);
const OSMO = 'ibc/14F9BC3E44B8A9C1BE1FB08980FAB87034C9905EF17CF2F5008FC085218811CC';

const SWAP = quoteParams(T.atom, { chainId: 'sandbox-cosmos-1', address: OSMO }, COSMOS_USER);
const BRIDGE = quoteParams(T.atom, T.usdc, COSMOS_USER, {
  recipient: EVM_USER,
  inputAmountDisplay: '100',
});

async function firstStep(params: Params, provider: string) {
  const [route] = (await api.data('/quotes', { ...params, include: provider })).quotes;
  const { steps } = await client().createTx({ routeId: route.routeId });
  return { routeId: route.routeId as string, step: steps[0] as Step };
}

async function payload(routeId: string, step: Step, tampering?: Tampering): Promise<TxnCosmos> {
  await api.request('PUT', '/__sandbox/faults', {
    body: JSON.stringify({ tamperNextTx: tampering ? [tampering] : [] }),
  });
  const next = await client().getNextTx({ routeId, stepId: step.stepId });
  if (!next.txnData?.txnCosmos) throw new Error('no txnCosmos');
  return next.txnData.txnCosmos;
}

/**
 * The widget's checks of the payload, and of the fee it would pay at the payload's gas limit, with
 * the IBC channels development builds name for the sandbox's ledger.
 */
async function ruleBroken(step: Step, txn: TxnCosmos, recipient: string) {
  const config = sandboxCosmosChains(await client().getChains());
  try {
    checkCosmosTransaction({
      step,
      txn,
      account: COSMOS_USER,
      chainId: 'sandbox-cosmos-1',
      recipient,
      toNetworkType: step.to.chainId === '31337' ? 'evm' : 'cosmos',
      ibcChannels: (chainId) => config[chainId]?.ibcChannels,
      now: NOW,
    });
    const gas = BigInt(txn.gasLimit ?? '0');
    const amount = feeAmount(gas, gasPriceToPay('0.025', txn.gasPrice)) ?? 0n;
    checkCosmosFee(
      { amount: [{ denom: 'uatom', amount: amount.toString() }], gas },
      { feeDenom: 'uatom', cap: cosmosFeeCap(step, 'uatom') },
    );
    return undefined;
  } catch (error) {
    if (error instanceof UnsafeTransactionError) return error.rule;
    throw error;
  }
}

describe('tamperNextTx on Cosmos payloads', () => {
  it.each<[Tampering, string]>([
    ['sender', 'sender'],
    ['cosmosDenom', 'cosmos-input'],
    ['cosmosAmount', 'cosmos-input'],
    ['memoRecipient', 'cosmos-memo-recipient'],
    ['cosmosFee', 'cosmos-fee'],
    ['messageType', 'cosmos-message'],
  ])('a same-chain swap with %s is refused (%s)', async (tampering, rule) => {
    const { routeId, step } = await firstStep(SWAP, 'gaiaswap');
    expect(await ruleBroken(step, await payload(routeId, step), COSMOS_USER)).toBe(undefined);
    expect(await ruleBroken(step, await payload(routeId, step, tampering), COSMOS_USER)).toBe(rule);
  });

  it.each<[Tampering, string]>([
    ['sender', 'sender'],
    ['cosmosAmount', 'cosmos-input'],
    ['ibcReceiver', 'cosmos-receiver'],
    ['memoRecipient', 'cosmos-memo-recipient'],
    ['ibcTimeout', 'cosmos-timeout'],
    ['ibcChannel', 'cosmos-ibc-channel'],
    ['messageType', 'cosmos-message'],
  ])('a bridge out over IBC with %s is refused (%s)', async (tampering, rule) => {
    const { routeId, step } = await firstStep(BRIDGE, 'span');
    expect(await ruleBroken(step, await payload(routeId, step), EVM_USER)).toBe(undefined);
    expect(await ruleBroken(step, await payload(routeId, step, tampering), EVM_USER)).toBe(rule);
  });
});
