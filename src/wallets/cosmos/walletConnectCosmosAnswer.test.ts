import { DirectSecp256k1Wallet } from '@cosmjs/proto-signing';
import { base64 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { checkedDirectAnswer } from './walletConnectCosmosAnswer';

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
    // Another key's signature, stated as the account's key.
    const byOther = await answerOf(other);
    const forged = {
      ...byOther,
      signature: {
        ...byOther.signature,
        pub_key: { type: 'tendermint/PubKeySecp256k1', value: base64.encode(pubkey) },
      },
    };
    await expect(checkedDirectAnswer(asked, forged, pubkey)).rejects.toMatchObject(REFUSED);
    const otherBody = await answerOf(user, { ...asked, bodyBytes: Uint8Array.from([10, 9]) });
    await expect(checkedDirectAnswer(asked, otherBody, pubkey)).rejects.toMatchObject(REFUSED);
    const otherChain = await answerOf(user, { ...asked, chainId: 'sandbox-cosmos-2' });
    await expect(checkedDirectAnswer(asked, otherChain, pubkey)).rejects.toMatchObject(REFUSED);
    expect(otherAccount?.address).not.toBe(userAccount?.address);
  });
});
