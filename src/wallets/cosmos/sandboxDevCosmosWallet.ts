import { Secp256k1Wallet } from '@cosmjs/amino';
import { DirectSecp256k1Wallet } from '@cosmjs/proto-signing';
import { hex } from '@scure/base';
import type { CosmosWallet } from './cosmosSigner';

/**
 * The sandbox's dev key as a Cosmos wallet (development builds only, for the sandbox's ledger):
 * cosmjs's key wallets sign DIRECT and amino with no prompt; `confirm` is the development prompt
 * (`devWalletPrompt=1`), asked before each signature, which may reject like a wallet.
 */
export async function sandboxDevCosmosWallet(
  privateKeyHex: string,
  { prefix = 'cosmos', confirm }: { prefix?: string; confirm?: () => Promise<void> } = {},
): Promise<CosmosWallet> {
  const key = hex.decode(privateKeyHex.toLowerCase());
  const direct = await DirectSecp256k1Wallet.fromKey(key, prefix);
  const amino = await Secp256k1Wallet.fromKey(key, prefix);
  const [account] = await direct.getAccounts();
  if (!account) throw new Error('no account for the dev key');
  const { address, pubkey } = account;
  return {
    address,
    pubkey,
    aminoOnly: false,
    async signDirect(_chainId, signDoc) {
      await confirm?.();
      return direct.signDirect(address, signDoc);
    },
    async signAmino(_chainId, signDoc) {
      await confirm?.();
      return amino.signAmino(address, signDoc);
    },
  };
}
