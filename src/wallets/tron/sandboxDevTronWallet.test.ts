import { describe, expect, it } from 'vitest';
import { recoverSigner } from '../../../sandbox/src/chains/tron/signature';
import { checkSignedTronTransaction } from '../../execution/tron/signedTransaction';
import { tronAddressBytes } from '../../execution/tron/tronAddress';
import { swapTxn, T, USER, USER_KEY } from '../../test/tronPayloads';
import { createSandboxDevTronWallet, describeTronTransaction } from './sandboxDevTronWallet';

const payload = swapTxn();
const tx = { txID: payload.txID, rawDataHex: payload.raw_data_hex ?? '', visible: false };

describe('the sandbox Tron dev wallet', () => {
  it("signs the txID as Tron expects: 65 bytes the ledger recovers to the key's address", async () => {
    const wallet = createSandboxDevTronWallet(USER_KEY.slice(2), { ask: async () => true });
    expect(wallet.address()).toBe(T(USER));
    const signature = await wallet.signTransaction(tx);
    expect(signature).toMatch(/^[0-9a-f]{128}(1b|1c)$/);
    expect(await recoverSigner(tx.txID, signature)).toEqual(tronAddressBytes(T(USER)));
    await expect(
      checkSignedTronTransaction({ ...tx, signature, account: T(USER) }),
    ).resolves.toBeUndefined();
  });

  it('signs no txID that is not the hash of the bytes, and says no when the person rejects', async () => {
    const wallet = createSandboxDevTronWallet(USER_KEY.slice(2), { ask: async () => false });
    await expect(wallet.signTransaction({ ...tx, txID: 'cd'.repeat(32) })).rejects.toThrow(
      /not the sha256/,
    );
    await expect(wallet.signTransaction(tx)).rejects.toMatchObject({ code: 4001 });
  });

  it('shows the person what is signed: owner, contract, value, fee limit, txID', () => {
    expect(describeTronTransaction(tx, T(USER)).details.map((d) => d.label)).toEqual([
      'Network',
      'Owner',
      'Contract',
      'Value',
      'Function',
      'Fee limit',
      'Transaction',
    ]);
  });
});
