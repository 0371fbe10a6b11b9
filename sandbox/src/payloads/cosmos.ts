import { bech32 } from '@scure/base';
import { COSMOS_NATIVE } from '../catalog/tokens';
import { hashBytes } from '../random';
import type { WireTxnCosmos } from '../wire';
import type { PayloadInput } from './types';

/**
 * Cosmos: `txnCosmos.data` is the JSON text of the messages to sign (Amino-JSON style
 * `{ typeUrl, value }` plus a memo). A same-chain swap sends the input to the sandbox pool
 * (`MsgSend`) with the intent in the memo; a bridge step is an IBC `MsgTransfer` towards the
 * sandbox bridge with the destination in the memo. There is no local Cosmos ledger: these routes
 * are quoted, not executed.
 */
const GAS_PRICE_UATOM = '0.025';

/** A deterministic `cosmos1…` address for the sandbox's pool / bridge escrow. */
function sandboxAccount(name: string): string {
  return bech32.encode('cosmos', bech32.toWords(hashBytes('cosmos', name).subarray(0, 20)));
}

export function cosmosTxn(input: PayloadInput): WireTxnCosmos {
  const { step, plan, stored, recipient, now } = input;
  const sender = stored.route.userWalletAddress;
  const coin = { denom: step.from.address, amount: step.inputAmount };
  const intent = {
    sandbox: step.stepType,
    routeId: stored.route.routeId,
    stepId: step.stepId,
    toChainId: step.to.chainId,
    toToken: step.to.address,
    minOut: plan.minOutputAmount.toString(),
    recipient,
  };
  const message =
    step.stepType === 'swap'
      ? {
          typeUrl: '/cosmos.bank.v1beta1.MsgSend',
          value: { fromAddress: sender, toAddress: sandboxAccount('pool'), amount: [coin] },
        }
      : {
          typeUrl: '/ibc.applications.transfer.v1.MsgTransfer',
          value: {
            sourcePort: 'transfer',
            sourceChannel: 'channel-0',
            token: coin,
            sender,
            receiver: sandboxAccount('bridge'),
            timeoutTimestamp: String(BigInt(now + 600_000) * 1_000_000n),
            memo: JSON.stringify(intent),
          },
        };
  return {
    data: JSON.stringify({ messages: [message], memo: JSON.stringify(intent) }),
    value: step.from.address === COSMOS_NATIVE ? step.inputAmount : '0',
    gasLimit: ((plan.gasUnits * 13n) / 10n).toString(),
    gasPrice: GAS_PRICE_UATOM,
    maxFeePerGas: GAS_PRICE_UATOM,
  };
}
