import type { Keypair } from '@solana/web3.js';
import { createWalletClient, type Hex, http, type PublicClient } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import type { EvmTypedData, Signers } from '../../../src/execution/signers';
import { createEvmSigner } from '../../../src/wallets/evm/evmSigner';
import { createSolanaSigner } from '../../../src/wallets/solana/solanaSigner';
import type { Ledgers } from './ledgers';

/** The dev keys a flow case signs with, where the widget would have connected wallets. */
export interface DevKeys {
  evm?: PrivateKeyAccount | undefined;
  solana?: Keypair | undefined;
}

/** A transaction a dev key signed, as it leaves the wallet (not sent yet), or an order it signed. */
export type DevSigned =
  | { networkType: 'evm'; chainId: number; raw: Hex }
  | { networkType: 'sol'; raw: Uint8Array }
  /** EIP-712 typed data (a gasless order), as the wallet was asked to sign it. */
  | { networkType: 'evm-typed'; typedData: EvmTypedData; signature: Hex };

/**
 * The execution engine's signers on the dev keys: the same signer code the widget runs, with a
 * dev key where the widget has a wallet (it signs at once, on the chain it is asked for).
 * `onSigned` is called once per wallet prompt, after the key signed and before anything is sent
 * (an order: before it is submitted),
 * and awaited: a test counts prompts with it, keeps the signed bytes to send them again, or moves
 * the market between the signature and the chain.
 */
export function devSigners(
  ledgers: Ledgers,
  keys: DevKeys,
  onSigned: (signed: DevSigned) => void | Promise<void> = () => {},
): Signers {
  const signers: Signers = {};
  const { evm: account, solana: keypair } = keys;
  if (account) {
    let chainId = Number(ledgers.viemChain('31337').id);
    signers.evm = createEvmSigner(
      {
        account: () => account.address,
        chainId: async () => chainId,
        switchChain: async (id) => {
          chainId = id;
        },
        sendTransaction: async (tx) => {
          const chain = ledgers.viemChain(String(tx.chainId));
          const wallet = createWalletClient({ account, chain, transport: http() });
          const request = await wallet.prepareTransactionRequest({
            to: tx.to,
            value: tx.value,
            ...(tx.data ? { data: tx.data } : {}),
            ...(tx.gas !== undefined ? { gas: tx.gas } : {}),
            // A replacement (Speed up, Cancel): the pending transaction's nonce, higher fees.
            ...(tx.nonce !== undefined ? { nonce: tx.nonce } : {}),
            ...tx.fees,
          });
          const raw = await wallet.signTransaction(request);
          await onSigned({ networkType: 'evm', chainId: tx.chainId, raw });
          return wallet.sendRawTransaction({ serializedTransaction: raw });
        },
        signTypedData: async ({ typedData }) => {
          const signature = await account.signTypedData(
            typedData as Parameters<PrivateKeyAccount['signTypedData']>[0],
          );
          await onSigned({ networkType: 'evm-typed', typedData, signature });
          return signature;
        },
      },
      (id) => ledgers.evm(String(id)) as PublicClient,
    );
  }
  if (keypair) {
    signers.sol = createSolanaSigner({
      connection: ledgers.solana,
      publicKey: keypair.publicKey,
      signTransaction: async (tx) => {
        tx.sign([keypair]);
        await onSigned({ networkType: 'sol', raw: tx.serialize() });
        return tx;
      },
    });
  }
  return signers;
}
