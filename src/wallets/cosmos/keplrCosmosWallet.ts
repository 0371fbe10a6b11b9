import {
  type AminoSignResponse,
  encodeSecp256k1Pubkey,
  pubkeyToAddress,
  type StdSignDoc,
} from '@cosmjs/amino';
import type { DirectSignResponse } from '@cosmjs/proto-signing';
import type { SignDoc } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import type { CosmosChainConfig } from '../../config/cosmosChains';
import type { CosmosWallet } from './cosmosSigner';

/** The part of Keplr's injected API (`window.keplr`, which Leap and others provide too) used here. */
export interface KeplrLike {
  enable(chainId: string): Promise<void>;
  experimentalSuggestChain(chainInfo: KeplrChainInfo): Promise<void>;
  getKey(chainId: string): Promise<{
    name: string;
    pubKey: Uint8Array;
    bech32Address: string;
    isNanoLedger: boolean;
  }>;
  signDirect(chainId: string, signer: string, signDoc: SignDoc): Promise<DirectSignResponse>;
  signAmino(chainId: string, signer: string, signDoc: StdSignDoc): Promise<AminoSignResponse>;
}

/** Keplr's `ChainInfo`, as `experimentalSuggestChain` takes it. */
export interface KeplrChainInfo {
  chainId: string;
  chainName: string;
  rpc: string;
  rest: string;
  bip44: { coinType: number };
  bech32Config: Record<
    | 'bech32PrefixAccAddr'
    | 'bech32PrefixAccPub'
    | 'bech32PrefixValAddr'
    | 'bech32PrefixValPub'
    | 'bech32PrefixConsAddr'
    | 'bech32PrefixConsPub',
    string
  >;
  stakeCurrency: { coinDenom: string; coinMinimalDenom: string; coinDecimals: number };
  currencies: { coinDenom: string; coinMinimalDenom: string; coinDecimals: number }[];
  feeCurrencies: {
    coinDenom: string;
    coinMinimalDenom: string;
    coinDecimals: number;
    gasPriceStep: { low: number; average: number; high: number };
  }[];
}

/** What a wallet needs to add a chain it does not know, from the integrator's config. */
function keplrChainInfo(chainId: string, chain: CosmosChainConfig): KeplrChainInfo {
  const prefix = chain.bech32Prefix;
  const currency = {
    coinDenom: chain.feeSymbol,
    coinMinimalDenom: chain.feeDenom,
    coinDecimals: chain.feeDecimals,
  };
  // A display hint for the wallet only: the fee the widget asks is computed in bigint.
  const price = Number(chain.gasPrice);
  return {
    chainId,
    chainName: chain.chainName,
    rpc: chain.rpcUrl,
    rest: chain.restUrl,
    bip44: { coinType: chain.coinType },
    bech32Config: {
      bech32PrefixAccAddr: prefix,
      bech32PrefixAccPub: `${prefix}pub`,
      bech32PrefixValAddr: `${prefix}valoper`,
      bech32PrefixValPub: `${prefix}valoperpub`,
      bech32PrefixConsAddr: `${prefix}valcons`,
      bech32PrefixConsPub: `${prefix}valconspub`,
    },
    stakeCurrency: currency,
    currencies: [currency],
    feeCurrencies: [{ ...currency, gasPriceStep: { low: price, average: price, high: price * 2 } }],
  };
}

/**
 * Connects `chainId` in a Keplr-compatible wallet (a connection prompt): a chain the wallet does
 * not know is suggested to it first, from the config. The account's key must give its address
 * under the chain's prefix, or the chain would refuse every signature the widget sends.
 */
export async function connectKeplr(
  keplr: KeplrLike,
  chainId: string,
  chain: CosmosChainConfig,
): Promise<CosmosWallet & { name: string }> {
  try {
    await keplr.enable(chainId);
  } catch (error) {
    // Keplr: "There is no chain info for …"; a refusal says nothing of a chain, and is not retried.
    if (!/chain/i.test(String((error as Error)?.message ?? error).slice(0, 300))) throw error;
    await keplr.experimentalSuggestChain(keplrChainInfo(chainId, chain));
    await keplr.enable(chainId);
  }
  const key = await keplr.getKey(chainId);
  const address = pubkeyToAddress(encodeSecp256k1Pubkey(key.pubKey), chain.bech32Prefix);
  if (address !== key.bech32Address) {
    throw new Error(`the wallet's key is ${address}, not its account ${key.bech32Address}`);
  }
  return {
    name: key.name,
    address,
    pubkey: key.pubKey,
    aminoOnly: key.isNanoLedger,
    signDirect: (id, signDoc) => keplr.signDirect(id, address, signDoc),
    signAmino: (id, signDoc) => keplr.signAmino(id, address, signDoc),
  };
}
