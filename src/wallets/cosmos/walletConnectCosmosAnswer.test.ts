import { makeSignDoc, Secp256k1Wallet, type StdSignDoc } from '@cosmjs/amino';
import { DirectSecp256k1Wallet } from '@cosmjs/proto-signing';
import { base64 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { checkedAminoAnswer, checkedDirectAnswer } from './walletConnectCosmosAnswer';

const key = (byte: string) => Uint8Array.from(Buffer.from(byte.repeat(32), 'hex'));
const user = await DirectSecp256k1Wallet.fromKey(key('11'), 'cosmos');
const other = await DirectSecp256k1Wallet.fromKey(key('22'), 'cosmos');
const [userAccount] = await user.getAccounts();
const [otherAccount] = await other.getAccounts();

const asked = {
  chainId: 'sandbox-cosmos-1',
  accountNumber: 7n,
  bodyBytes: Uint8Array.from([10, 1, 2]),
  authInfoBytes: Uint8Array.from([18, 3, 4]),
};

/** What a wallet answers over WalletConnect, bytes as base64, for the doc it signed. */
async function answerOf(wallet: DirectSecp256k1Wallet, doc = asked) {
  const [account] = await wallet.getAccounts();
  const { signature } = await wallet.signDirect(account?.address ?? '', doc);
  return {
    signature,
    signed: {
      chainId: doc.chainId,
      accountNumber: doc.accountNumber.toString(),
      bodyBytes: base64.encode(doc.bodyBytes),
      authInfoBytes: base64.encode(doc.authInfoBytes),
    },
  };
}

const REFUSED = { name: 'WalletConnectAnswerError' };

/** Another key's signature in `answer`, stated as the account's key. */
const statedAsAccount = <T extends { signature: { pub_key: object } }>(answer: T): T => ({
  ...answer,
  signature: {
    ...answer.signature,
    pub_key: { type: 'tendermint/PubKeySecp256k1', value: base64.encode(pubkey) },
  },
});
const pubkey = userAccount?.pubkey ?? new Uint8Array();

describe("a Cosmos wallet's cosmos_signDirect answer over WalletConnect", () => {
  it("keeps the account's signature of the doc asked", async () => {
    const answer = await answerOf(user);
    const { signed, signature } = await checkedDirectAnswer(asked, answer, pubkey);
    expect(signed).toEqual(asked);
    expect(signature).toEqual(answer.signature);
  });

  it("refuses another key's signature, another doc, a doc of another chain", async () => {
    await expect(checkedDirectAnswer(asked, await answerOf(other), pubkey)).rejects.toMatchObject(
      REFUSED,
    );
    const forged = statedAsAccount(await answerOf(other));
    await expect(checkedDirectAnswer(asked, forged, pubkey)).rejects.toMatchObject(REFUSED);
    const otherBody = await answerOf(user, { ...asked, bodyBytes: Uint8Array.from([10, 9]) });
    await expect(checkedDirectAnswer(asked, otherBody, pubkey)).rejects.toMatchObject(REFUSED);
    const otherChain = await answerOf(user, { ...asked, chainId: 'sandbox-cosmos-2' });
    await expect(checkedDirectAnswer(asked, otherChain, pubkey)).rejects.toMatchObject(REFUSED);
    expect(otherAccount?.address).not.toBe(userAccount?.address);
  });
});

const aminoUser = await Secp256k1Wallet.fromKey(key('11'), 'cosmos');
const aminoOther = await Secp256k1Wallet.fromKey(key('22'), 'cosmos');

/** A real LEGACY_AMINO_JSON doc: an ATOM transfer from the account, as the swap asks it. */
const askedAmino = makeSignDoc(
  [
    {
      type: 'cosmos-sdk/MsgSend',
      value: {
        from_address: userAccount?.address,
        to_address: otherAccount?.address,
        amount: [{ denom: 'uatom', amount: '1500000' }],
      },
    },
  ],
  { amount: [{ denom: 'uatom', amount: '5000' }], gas: '200000' },
  'sandbox-cosmos-1',
  'swap 42',
  7,
  3,
);

/** What a wallet answers to `cosmos_signAmino`: the doc it signed and its signature. */
async function aminoAnswerOf(wallet: Secp256k1Wallet, doc: StdSignDoc) {
  const [account] = await wallet.getAccounts();
  return wallet.signAmino(account?.address ?? '', doc);
}

describe("a Cosmos wallet's cosmos_signAmino answer over WalletConnect", () => {
  it("keeps the account's signature of the doc asked, with the fee the wallet chose", async () => {
    const walletFee = { amount: [{ denom: 'uatom', amount: '6250' }], gas: '250000' };
    const answer = await aminoAnswerOf(aminoUser, { ...askedAmino, fee: walletFee });
    const { signed, signature } = await checkedAminoAnswer(askedAmino, answer, pubkey);
    expect(signed).toEqual({ ...askedAmino, fee: walletFee });
    expect(signature).toEqual(answer.signature);
  });

  it('refuses another signer, and a doc with other messages, memo, sequence or chain', async () => {
    const byOther = await aminoAnswerOf(aminoOther, askedAmino);
    await expect(checkedAminoAnswer(askedAmino, byOther, pubkey)).rejects.toMatchObject(REFUSED);
    await expect(
      checkedAminoAnswer(askedAmino, statedAsAccount(byOther), pubkey),
    ).rejects.toMatchObject(REFUSED);
    const [send] = askedAmino.msgs;
    const altered: StdSignDoc[] = [
      { ...askedAmino, memo: 'swap 43' },
      {
        ...askedAmino,
        msgs: [{ ...send, value: { ...send?.value, to_address: userAccount?.address } }] as never,
      },
      { ...askedAmino, sequence: '4' },
      { ...askedAmino, chain_id: 'sandbox-cosmos-2' },
    ];
    for (const doc of altered) {
      // Each signed by the account itself: a valid signature of what was not asked.
      const answer = await aminoAnswerOf(aminoUser, doc);
      await expect(checkedAminoAnswer(askedAmino, answer, pubkey)).rejects.toMatchObject(REFUSED);
    }
    const badFee = await aminoAnswerOf(aminoUser, {
      ...askedAmino,
      fee: { amount: [{ denom: 'uatom', amount: '-1' }], gas: '200000' },
    });
    await expect(checkedAminoAnswer(askedAmino, badFee, pubkey)).rejects.toMatchObject(REFUSED);
  });
});
