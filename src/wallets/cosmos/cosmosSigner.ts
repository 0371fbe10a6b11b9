import type { AminoSignResponse, StdSignDoc } from '@cosmjs/amino';
import type { DirectSignResponse } from '@cosmjs/proto-signing';
import { base64 } from '@scure/base';
import type { SignDoc } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import type { CosmosChainConfig } from '../../config/cosmosChains';
import { cosmosAccountEffects } from '../../execution/cosmos/cosmosEffects';
import { cosmosBodyBytes } from '../../execution/cosmos/cosmosTxBytes';
import { UnsafeTransactionError } from '../../execution/errors';
import type { CosmosSigner, UnsignedCosmosTx } from '../../execution/signers';
import { UnsupportedStepError, WalletMissingError } from '../../execution/steps/stepErrors';
import { type CosmosRest, cosmosRest } from './cosmosRest';
import {
  aminoSignDoc,
  authInfoBytes,
  directSignDoc,
  simulationTxBytes,
  txRawBytes,
} from './cosmosSignDocs';

/**
 * A connected Cosmos account, as Keplr's API (and Leap's, and the sandbox's dev key) offers it:
 * its key, and the two ways to sign. Each sign method is a wallet prompt.
 */
export interface CosmosWallet {
  address: string;
  /** Compressed secp256k1 public key (33 bytes). */
  pubkey: Uint8Array;
  /** A hardware account (Keplr's `key.isNanoLedger`): LEGACY_AMINO_JSON only. */
  aminoOnly: boolean;
  signDirect(chainId: string, signDoc: SignDoc): Promise<DirectSignResponse>;
  signAmino(chainId: string, signDoc: StdSignDoc): Promise<AminoSignResponse>;
}

/** What signing on a chain needs that `/chains` does not say (the integrator's `cosmosChains`). */
type CosmosChainSettings = Pick<
  CosmosChainConfig,
  'restUrl' | 'feeDenom' | 'gasPrice' | 'ibcChannels'
>;

export interface CosmosSignerOptions {
  wallet: () => CosmosWallet | undefined;
  chain: (chainId: string) => CosmosChainSettings | undefined;
  fetchFn?: typeof fetch;
}

/**
 * The engine's `CosmosSigner` on a connected wallet and the chains' REST APIs. A REST API is used
 * only once its node says it runs the chain asked (`node_info.network`): a sign doc names the
 * chain, and a transaction broadcast elsewhere would not be the one checked.
 */
export function createCosmosSigner({ wallet, chain, fetchFn }: CosmosSignerOptions): CosmosSigner {
  const verified = new Map<string, Promise<CosmosRest>>();
  const restOf = (chainId: string): Promise<CosmosRest> => {
    let rest = verified.get(chainId);
    if (!rest) {
      rest = verifiedRest(chainId);
      verified.set(chainId, rest);
      rest.catch(() => verified.delete(chainId));
    }
    return rest;
  };
  const verifiedRest = async (chainId: string): Promise<CosmosRest> => {
    const settings = chain(chainId);
    if (!settings) throw new UnsupportedStepError('network');
    const rest = cosmosRest(settings.restUrl, fetchFn);
    const network = await rest.chainId();
    if (network !== chainId) {
      throw new UnsafeTransactionError(
        'chain',
        `${settings.restUrl} runs ${network}, not ${chainId}`,
      );
    }
    return rest;
  };
  const connected = (): CosmosWallet => {
    const current = wallet();
    if (!current) throw new WalletMissingError('cosmos');
    return current;
  };

  return {
    networkType: 'cosmos',
    account: () => wallet()?.address,
    feeSettings(chainId) {
      const settings = chain(chainId);
      return settings && { feeDenom: settings.feeDenom, gasPrice: settings.gasPrice };
    },
    ibcChannels: (chainId) => chain(chainId)?.ibcChannels,
    readAccount: async ({ chainId, address }) => (await restOf(chainId)).account(address),
    async simulate(tx) {
      const rest = await restOf(tx.chainId);
      const { address, pubkey } = connected();
      const { gasUsed, events } = await rest.simulate(simulationTxBytes(tx, pubkey));
      const feeDenom = chain(tx.chainId)?.feeDenom ?? '';
      return { gasUsed, effects: cosmosAccountEffects(events, address, feeDenom) };
    },
    async sign(tx) {
      await restOf(tx.chainId);
      const current = connected();
      return current.aminoOnly ? signAmino(current, tx) : signDirect(current, tx);
    },
    broadcast: async ({ chainId, txBytes }) => (await restOf(chainId)).broadcast(txBytes),
    readTx: async ({ chainId, hash }) => (await restOf(chainId)).tx(hash),
  };
}

/** The wallet may change the auth info (its fee); the engine checks the bytes it answers. */
async function signDirect(wallet: CosmosWallet, tx: UnsignedCosmosTx): Promise<Uint8Array> {
  const { signed, signature } = await wallet.signDirect(
    tx.chainId,
    directSignDoc(tx, wallet.pubkey),
  );
  return txRawBytes(signed.bodyBytes, signed.authInfoBytes, base64.decode(signature.signature));
}

/**
 * Amino signs JSON, and the transaction carries protobuf: the body is built from the checked
 * messages, so a wallet that signed other messages or another memo is refused here (its signature
 * would not verify anyway); a fee it changed goes into the auth info, for the engine to check.
 */
async function signAmino(wallet: CosmosWallet, tx: UnsignedCosmosTx): Promise<Uint8Array> {
  const asked = aminoSignDoc(tx);
  const { signed, signature } = await wallet.signAmino(tx.chainId, asked);
  if (signed.memo !== asked.memo || JSON.stringify(signed.msgs) !== JSON.stringify(asked.msgs)) {
    throw new UnsafeTransactionError('cosmos-message', 'the wallet signed other messages or memo');
  }
  if (!/^\d{1,20}$/.test(signed.fee.gas)) {
    throw new UnsafeTransactionError('cosmos-fee', `the wallet signed gas ${signed.fee.gas}`);
  }
  const fee = { amount: [...signed.fee.amount], gas: BigInt(signed.fee.gas) };
  return txRawBytes(
    cosmosBodyBytes(tx.messages, tx.memo),
    authInfoBytes(tx, fee, wallet.pubkey, 'amino'),
    base64.decode(signature.signature),
  );
}
