import type { Keypair } from '@solana/web3.js';
import { createWalletClient, http, type PublicClient } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import type { Signers } from '../../../src/execution/signers';
import { createEvmSigner } from '../../../src/wallets/evm/evmSigner';
import { createSolanaSigner } from '../../../src/wallets/solana/solanaSigner';
import type { Ledgers } from './ledgers';

/**
 * The execution engine's signers on the dev keys: the same signer code the widget runs, with a
 * dev key where the widget has a wallet (it signs at once, on the chain it is asked for).
 * `onSign` counts wallet prompts, so a test can prove nothing was signed twice or at all.
 */
export function devSigners(
  ledgers: Ledgers,
  keys: { evm?: PrivateKeyAccount | undefined; solana?: Keypair | undefined },
  onSign: (network: 'evm' | 'sol') => void = () => {},
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
          onSign('evm');
          const chain = ledgers.viemChain(String(tx.chainId));
          const wallet = createWalletClient({ account, chain, transport: http() });
          return wallet.sendTransaction({
            to: tx.to,
            value: tx.value,
            ...(tx.data ? { data: tx.data } : {}),
            ...(tx.gas !== undefined ? { gas: tx.gas } : {}),
          });
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
        onSign('sol');
        tx.sign([keypair]);
        return tx;
      },
    });
  }
  return signers;
}
