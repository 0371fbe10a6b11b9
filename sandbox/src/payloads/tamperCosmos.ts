import { bech32 } from '@scure/base';
import { COSMOS_NATIVE } from '../catalog/tokens';
import { COSMOS_PREFIX } from '../chains/cosmos/accounts';
import type { PayloadKind, Tampering } from '../faults';
import { hashBytes } from '../random';
import type { WireTxnCosmos } from '../wire';
import type { PayloadInput } from './types';

/**
 * The Cosmos payload tamperings of fault injection (`tamperNextTx`, faults.ts): each changes one
 * thing the widget checks before a wallet is asked (`src/execution/cosmos/`), and keeps
 * `txnCosmos.data` well formed JSON of `{ messages, memo }`, so only the widget's checks refuse it.
 */

/** An account no key of the sandbox holds: the sender, receiver or recipient a tampering names. */
const TAMPER_COSMOS_ADDRESS = bech32.encode(
  COSMOS_PREFIX,
  bech32.toWords(hashBytes('sandbox', 'tamper', 'cosmos').subarray(0, 20)),
);

/** A same-chain swap is a `MsgSend` to the pool; a bridge an IBC `MsgTransfer`. */
export function cosmosPayloadKind(input: PayloadInput): PayloadKind {
  return input.step.stepType === 'swap' ? 'cosmosSend' : 'cosmosTransfer';
}

interface CosmosData {
  messages: Array<{ typeUrl: string; value: Record<string, unknown> }>;
  memo: string;
}

type Coin = { denom: string; amount: string };

export function tamperCosmosTxn(
  txn: WireTxnCosmos,
  tampering: Tampering,
  input: PayloadInput,
): WireTxnCosmos {
  const data = JSON.parse(txn.data) as CosmosData;
  const [message] = data.messages;
  if (!message) return txn;
  const value = message.value;
  const coin = (value.token ?? (value.amount as Coin[])[0]) as Coin;
  const withIntent = (change: Record<string, unknown>) => {
    const memo = JSON.stringify({ ...JSON.parse(data.memo), ...change });
    data.memo = memo;
    if (message.typeUrl.endsWith('MsgTransfer')) value.memo = memo;
  };
  switch (tampering) {
    case 'sender':
      value[value.fromAddress === undefined ? 'sender' : 'fromAddress'] = TAMPER_COSMOS_ADDRESS;
      break;
    case 'cosmosDenom':
      coin.denom = coin.denom === COSMOS_NATIVE ? 'uosmo' : COSMOS_NATIVE;
      break;
    case 'cosmosAmount':
      coin.amount = (BigInt(coin.amount) * 2n).toString();
      break;
    case 'ibcReceiver':
      // A plain transfer to someone else: no instructions left that would pay the recipient.
      value.receiver = TAMPER_COSMOS_ADDRESS;
      value.memo = '';
      data.memo = '';
      break;
    case 'memoRecipient':
      withIntent({ recipient: TAMPER_COSMOS_ADDRESS });
      break;
    case 'ibcTimeout':
      value.timeoutTimestamp = String(
        BigInt(Math.min(input.now, Date.now()) - 60_000) * 1_000_000n,
      );
      break;
    case 'ibcChannel':
      // Everything else as handed out: only the path the packet takes changes.
      value.sourceChannel = 'channel-1';
      break;
    case 'cosmosFee':
      // A thousand times the ledger's minimum gas price.
      return { ...txn, gasPrice: '25', maxFeePerGas: '25' };
    case 'messageType':
      // The same coins, moved by a grant another key may use at will.
      data.messages = [
        {
          typeUrl: '/cosmos.authz.v1beta1.MsgGrant',
          value: { granter: input.stored.route.userWalletAddress, grantee: TAMPER_COSMOS_ADDRESS },
        },
      ];
      break;
  }
  return { ...txn, data: JSON.stringify(data) };
}
