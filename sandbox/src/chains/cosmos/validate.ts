/** Stateless message checks (the SDK's `ValidateBasic`): addresses and coins. */
import { fromBech32 } from '@cosmjs/encoding';
import { type LedgerMsg, MSG_SEND } from './messages';
import { sdkError } from './sdkErrors';
import type { Coin } from './state';

const DENOM = /^[a-zA-Z][a-zA-Z0-9/:._-]{2,127}$/;
const AMOUNT = /^[0-9]{1,78}$/;

export function checkAddress(address: string, prefix: string, field: string): void {
  try {
    const decoded = fromBech32(address, 90);
    if (decoded.prefix !== prefix)
      throw new Error(`invalid Bech32 prefix; expected ${prefix}, got ${decoded.prefix}`);
    if (decoded.data.length !== 20 && decoded.data.length !== 32) throw new Error('address length');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw sdkError('invalidAddress', `invalid ${field} address (${reason})`);
  }
}

function checkCoin(coin: Coin | undefined, field: string): bigint {
  if (!coin || !DENOM.test(coin.denom) || !AMOUNT.test(coin.amount) || BigInt(coin.amount) <= 0n) {
    throw sdkError('invalidCoins', `${field}: ${coin ? `${coin.amount}${coin.denom}` : 'none'}`);
  }
  return BigInt(coin.amount);
}

export function validateMsg(msg: LedgerMsg, prefix: string): void {
  if (msg.typeUrl === MSG_SEND) {
    const { fromAddress, toAddress, amount } = msg.value;
    checkAddress(fromAddress, prefix, 'from');
    checkAddress(toAddress, prefix, 'to');
    if (amount.length === 0) throw sdkError('invalidCoins', 'amount: none');
    for (const coin of amount) checkCoin(coin, 'amount');
    return;
  }
  const m = msg.value;
  checkAddress(m.sender, prefix, 'sender');
  if (m.receiver.trim() === '') throw sdkError('invalidAddress', 'missing recipient address');
  checkCoin(m.token, 'token');
  if (m.sourcePort !== 'transfer') {
    throw sdkError('invalidRequest', `invalid source port ID ${m.sourcePort}`);
  }
}
