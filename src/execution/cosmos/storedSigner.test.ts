import { encodeSecp256k1Pubkey, pubkeyToAddress } from '@cosmjs/amino';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { AuthInfo, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { hexToBytes } from 'viem';
import { describe, expect, it } from 'vitest';
import { ForeignSignedTransactionError } from '../steps/stepErrors';
import { MSG_SEND } from './cosmosPayload';
import { cosmosBodyBytes } from './cosmosTxBytes';
import { checkStoredCosmosSigner } from './storedSigner';

const KEY = hexToBytes('0x038318535b54105d4a7aae60c08fc45f9687181b4fdfc625bd1a753fa7397fed75');
// The key's address as cosmjs (and so Keplr and the sandbox's dev wallet) derives it.
const OWNER = pubkeyToAddress(encodeSecp256k1Pubkey(KEY), 'cosmos');
const POOL = 'cosmos1pool000000000000000000000000000000000';

function signed(sender: string, key = KEY): Uint8Array {
  const value = MsgSend.fromPartial({ fromAddress: sender, toAddress: POOL, amount: [] });
  const publicKey = {
    typeUrl: '/cosmos.crypto.secp256k1.PubKey',
    value: PubKey.encode({ key }).finish(),
  };
  return TxRaw.encode({
    bodyBytes: cosmosBodyBytes([{ typeUrl: MSG_SEND, value }], ''),
    authInfoBytes: AuthInfo.encode(
      AuthInfo.fromPartial({ signerInfos: [{ publicKey, sequence: 1n }] }),
    ).finish(),
    signatures: [new Uint8Array(64)],
  }).finish();
}

describe('checkStoredCosmosSigner', () => {
  it("takes the connected account's own transaction, its key read as wallets derive addresses", () => {
    expect(() => checkStoredCosmosSigner(signed(OWNER), OWNER)).not.toThrow();
  });

  it('refuses one whose key is not the account, or whose bytes are not a transaction', () => {
    const other = new Uint8Array(KEY);
    other[0] = 0x02;
    expect(() => checkStoredCosmosSigner(signed(OWNER, other), OWNER)).toThrow(
      ForeignSignedTransactionError,
    );
    expect(() => checkStoredCosmosSigner(new Uint8Array([1, 2, 3]), OWNER)).toThrow(
      ForeignSignedTransactionError,
    );
  });
});
