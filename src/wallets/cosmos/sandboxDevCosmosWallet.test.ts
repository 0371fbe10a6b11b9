import { makeSignDoc as makeAminoSignDoc } from '@cosmjs/amino';
import { makeAuthInfoBytes, makeSignDoc } from '@cosmjs/proto-signing';
import { TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { describe, expect, it, vi } from 'vitest';
import type { DevWalletPromptRequest } from '../../devtools/devWalletPrompt';
import { sandboxDevCosmosWallet } from './sandboxDevCosmosWallet';

const KEY = '02'.repeat(32);
const SEND = '/cosmos.bank.v1beta1.MsgSend';

function directDoc(pubkey: Uint8Array) {
  const bodyBytes = TxBody.encode(
    TxBody.fromPartial({ messages: [{ typeUrl: SEND, value: new Uint8Array() }], memo: 'swap' }),
  ).finish();
  const authInfo = makeAuthInfoBytes(
    [{ pubkey: { typeUrl: '/cosmos.crypto.secp256k1.PubKey', value: pubkey }, sequence: 0n }],
    [{ denom: 'uatom', amount: '5000' }],
    200_000,
    undefined,
    undefined,
  );
  return makeSignDoc(bodyBytes, authInfo, 'sandbox-cosmos-1', 0);
}

describe('the sandbox Cosmos dev wallet', () => {
  it('shows what it signs in the development prompt, and signs once approved', async () => {
    const asked: DevWalletPromptRequest[] = [];
    const ask = vi.fn(async (request: DevWalletPromptRequest) => {
      asked.push(request);
      return true;
    });
    const wallet = await sandboxDevCosmosWallet(KEY, { ask });
    const signed = await wallet.signDirect('sandbox-cosmos-1', directDoc(wallet.pubkey));
    expect(signed.signature.signature).toBeTruthy();
    expect(asked[0]?.details).toEqual([
      { label: 'Network', value: 'sandbox-cosmos-1 (sandbox ledger)' },
      { label: 'Messages', value: SEND },
      { label: 'Memo', value: 'swap' },
      { label: 'Sign mode', value: 'DIRECT' },
    ]);
  });

  it('refuses like a wallet when the person rejects, in both sign modes', async () => {
    const wallet = await sandboxDevCosmosWallet(KEY, { ask: async () => false });
    await expect(
      wallet.signDirect('sandbox-cosmos-1', directDoc(wallet.pubkey)),
    ).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' });
    const aminoDoc = makeAminoSignDoc(
      [{ type: 'cosmos-sdk/MsgSend', value: {} }],
      { amount: [{ denom: 'uatom', amount: '5000' }], gas: '200000' },
      'sandbox-cosmos-1',
      'swap',
      0,
      0,
    );
    await expect(wallet.signAmino('sandbox-cosmos-1', aminoDoc)).rejects.toMatchObject({
      code: 4001,
    });
  });
});
