import { sign } from 'viem/accounts';
import { describe, expect, it, vi } from 'vitest';
import { OTHER_KEY, swapTxn, T, USER, USER_KEY } from '../../test/tronPayloads';
import type { WalletConnectAccount } from '../walletConnect/walletConnectAccess';
import { walletConnectTronAccess } from './walletConnectTronAccess';

const payload = swapTxn();
const tx = { txID: payload.txID, rawDataHex: payload.raw_data_hex ?? '', visible: false };
const signed = async (key = USER_KEY, txID = tx.txID) =>
  (await sign({ hash: `0x${txID}`, privateKey: key, to: 'hex' })).slice(2);

/** A wallet on the far side that answers `answer` to every request, `v1` by default. */
function walletAnswering(
  answer: unknown,
  properties: Record<string, string> = { tron_method_version: 'v1' },
) {
  const request = vi.fn(async () => answer);
  const account: WalletConnectAccount = {
    address: T(USER),
    chain: 'tron:0x7a6b',
    properties,
    methods: ['tron_signTransaction'],
    request: request as WalletConnectAccount['request'],
  };
  return { access: walletConnectTronAccess(account), request };
}

const REFUSED = {
  name: 'WalletConnectAnswerError',
  shortMessage:
    'The wallet answered with an account or network this swap did not ask for. Nothing was sent.',
};

describe('a Tron wallet over WalletConnect', () => {
  it('asks tron_signTransaction for the approved account and keeps a signature of the asked txID by it', async () => {
    const signature = await signed();
    const { access, request } = walletAnswering({
      ...tx,
      raw_data_hex: tx.rawDataHex,
      signature: [signature],
    });
    await expect(access.signTransaction(tx)).resolves.toBe(signature);
    expect(request).toHaveBeenCalledWith('tron_signTransaction', {
      address: T(USER),
      transaction: {
        txID: tx.txID,
        raw_data: undefined,
        raw_data_hex: tx.rawDataHex,
        visible: false,
      },
    });
  });

  it('nests the transaction for a wallet that announces no tron_method_version', async () => {
    const { access, request } = walletAnswering(
      { result: { txID: tx.txID, signature: [await signed()] } },
      {},
    );
    await access.signTransaction(tx);
    expect(request.mock.calls[0]).toMatchObject([
      'tron_signTransaction',
      { transaction: { transaction: { txID: tx.txID } } },
    ]);
  });

  it('refuses a signature by another account, of another txID, or of other bytes', async () => {
    const other = walletAnswering({ txID: tx.txID, signature: [await signed(OTHER_KEY)] });
    await expect(other.access.signTransaction(tx)).rejects.toMatchObject(REFUSED);
    const otherTx = walletAnswering({
      txID: 'ab'.repeat(32),
      signature: [await signed(USER_KEY, 'ab'.repeat(32))],
    });
    await expect(otherTx.access.signTransaction(tx)).rejects.toMatchObject(REFUSED);
    const otherBytes = walletAnswering({
      txID: tx.txID,
      raw_data_hex: '0a02',
      signature: [await signed()],
    });
    await expect(otherBytes.access.signTransaction(tx)).rejects.toMatchObject(REFUSED);
    const nothing = walletAnswering({ txID: tx.txID });
    await expect(nothing.access.signTransaction(tx)).rejects.toMatchObject(REFUSED);
  });
});
