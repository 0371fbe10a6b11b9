import { Secp256k1Wallet } from '@cosmjs/amino';
import { DirectSecp256k1Wallet } from '@cosmjs/proto-signing';
import { hex } from '@scure/base';
import { TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import {
  askDevWalletUser,
  type DevWalletAsk,
  type DevWalletPromptRequest,
  shortenForPrompt,
} from '../../devtools/devWalletPrompt';
import type { CosmosWallet } from './cosmosSigner';

/** The wallet-standard words for a refusal, with EIP-1193's code, as browser wallets send them. */
const REJECTED = 'User rejected the request.';

/** What the development prompt shows: the chain, the messages' types, the memo, the sign mode. */
function describeCosmosSignature(
  chainId: string,
  mode: 'DIRECT' | 'LEGACY_AMINO_JSON',
  messageTypes: readonly string[],
  memo: string,
): DevWalletPromptRequest {
  return {
    title: 'Sign a transaction',
    details: [
      { label: 'Network', value: `${chainId} (sandbox ledger)` },
      { label: 'Messages', value: messageTypes.join(', ') || 'none' },
      { label: 'Memo', value: shortenForPrompt(memo) || 'none' },
      { label: 'Sign mode', value: mode },
    ],
  };
}

/**
 * The sandbox's dev key as a Cosmos wallet (development builds only, for the sandbox's ledger):
 * cosmjs's key wallets sign DIRECT and amino with no prompt; `ask` is the development prompt
 * (`devWalletPrompt=1`: it shows what is signed first, and may reject like a wallet).
 */
export async function sandboxDevCosmosWallet(
  privateKeyHex: string,
  { prefix = 'cosmos', ask = askDevWalletUser }: { prefix?: string; ask?: DevWalletAsk } = {},
): Promise<CosmosWallet> {
  const confirm = async (request: DevWalletPromptRequest) => {
    if (!(await ask(request))) throw Object.assign(new Error(REJECTED), { code: 4001 });
  };
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
    async signDirect(chainId, signDoc) {
      const body = TxBody.decode(signDoc.bodyBytes);
      const types = body.messages.map((m) => m.typeUrl);
      await confirm(describeCosmosSignature(chainId, 'DIRECT', types, body.memo));
      return direct.signDirect(address, signDoc);
    },
    async signAmino(chainId, signDoc) {
      const types = signDoc.msgs.map((m) => m.type);
      await confirm(describeCosmosSignature(chainId, 'LEGACY_AMINO_JSON', types, signDoc.memo));
      return amino.signAmino(address, signDoc);
    },
  };
}
