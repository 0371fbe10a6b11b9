import type { Step } from '../api/types';
import { asset, fee, step } from './routeFixtures';

/**
 * Test data only: the sandbox's Cosmos payloads (`sandbox/src/payloads/cosmos.ts`) for a
 * same-chain ATOM -> USDC swap and an ATOM bridge to an EVM chain, to tamper with.
 */

export const CHAIN = 'sandbox-cosmos-1';
export const USER = 'cosmos1user00000000000000000000000000000000';
export const FRIEND = 'cosmos1friend000000000000000000000000000000';
export const EVIL = 'cosmos1evil000000000000000000000000000000000';
export const POOL = 'cosmos1pool000000000000000000000000000000000';
export const BRIDGE = 'cosmos1bridge00000000000000000000000000000000';
export const EVM_FRIEND = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const NOW = 1_800_000_000_000;

export const ATOM = asset({
  symbol: 'ATOM',
  chainId: CHAIN,
  networkType: 'cosmos',
  address: 'uatom',
  decimals: 6,
});
export const USDC = asset({
  symbol: 'USDC',
  chainId: CHAIN,
  networkType: 'cosmos',
  address: 'ibc/USDC',
  decimals: 6,
});
export const EVM_USDC = asset({ symbol: 'USDC', chainId: '31337', decimals: 6 });

/** gaiaswap's ATOM -> USDC swap, quoted with a network fee of 6250 uatom (250,000 gas). */
export const SWAP: Step = step({
  from: ATOM,
  to: USDC,
  inputAmount: 2_000_000n,
  outputAmount: 19_800_000n,
  fees: [fee({ type: 'NETWORK', amount: 6_250n, token: ATOM })],
});
export const BRIDGE_STEP: Step = { ...SWAP, stepType: 'bridge', to: EVM_USDC };

export function intent(change: Record<string, unknown> = {}, of: Step = SWAP, recipient = USER) {
  return JSON.stringify({
    sandbox: of.stepType,
    routeId: 'r1',
    stepId: of.stepId,
    toChainId: of.to.chainId,
    toToken: of.to.address,
    minOut: '19700000',
    out: of.outputAmount.toString(),
    recipient,
    ...change,
  });
}

/** The sandbox's same-chain swap: a `MsgSend` of the input to its pool, the intent in the memo. */
export function swapData(value: Record<string, unknown> = {}, memo = intent()) {
  const send = {
    fromAddress: USER,
    toAddress: POOL,
    amount: [{ denom: 'uatom', amount: '2000000' }],
    ...value,
  };
  return JSON.stringify({
    messages: [{ typeUrl: '/cosmos.bank.v1beta1.MsgSend', value: send }],
    memo,
  });
}

/** The sandbox's bridge: an IBC transfer to its bridge, the intent in the packet's memo. */
export function transferData(value: Record<string, unknown> = {}, memo?: string) {
  const packetMemo = intent({}, BRIDGE_STEP, EVM_FRIEND);
  const transfer = {
    sourcePort: 'transfer',
    sourceChannel: 'channel-0',
    token: { denom: 'uatom', amount: '2000000' },
    sender: USER,
    receiver: BRIDGE,
    timeoutTimestamp: String(BigInt(NOW + 600_000) * 1_000_000n),
    memo: packetMemo,
    ...value,
  };
  return JSON.stringify({
    messages: [{ typeUrl: '/ibc.applications.transfer.v1.MsgTransfer', value: transfer }],
    memo: memo ?? packetMemo,
  });
}
