import { COSMOS_NATIVE } from '../catalog/tokens';
import { sandboxCosmosAccount } from '../chains/cosmos/accounts';
import { BRIDGE_CHANNEL } from '../chains/cosmos/params';
import type { WireTxnCosmos } from '../wire';
import type { PayloadInput } from './types';

/**
 * Cosmos: `txnCosmos.data` is the JSON text of the messages to sign (`{ typeUrl, value }`, the
 * value in cosmjs-types' JSON, plus a memo). A same-chain swap sends the input to the ledger's
 * pool (`MsgSend`) with the intent in the memo, and the pool pays the output in the same
 * transaction (chains/cosmos/pool.ts); a bridge step is an IBC `MsgTransfer` on `channel-0` to the
 * sandbox bridge with the destination in its memo, delivered by the relayer
 * (chains/cosmos/ibcRelay.ts). The intent names the quoted output (`out`), the most the pool pays.
 * The fee the wallet pays is `gasLimit × gasPrice` uatom, the ledger's minimum gas price.
 */
const GAS_PRICE_UATOM = '0.025';

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
    out: step.outputAmount,
    recipient,
  };
  const message =
    step.stepType === 'swap'
      ? {
          typeUrl: '/cosmos.bank.v1beta1.MsgSend',
          value: { fromAddress: sender, toAddress: sandboxCosmosAccount('pool'), amount: [coin] },
        }
      : {
          typeUrl: '/ibc.applications.transfer.v1.MsgTransfer',
          value: {
            sourcePort: 'transfer',
            sourceChannel: BRIDGE_CHANNEL,
            token: coin,
            sender,
            receiver: sandboxCosmosAccount('bridge'),
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
