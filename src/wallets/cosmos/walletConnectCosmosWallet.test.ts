import { Secp256k1Wallet } from '@cosmjs/amino';
import { base64 } from '@scure/base';
import { describe, expect, it, vi } from 'vitest';
import { makeChain } from '../../test/renderWidget';
import type {
  WalletConnectAccess,
  WalletConnectAccount,
} from '../walletConnect/walletConnectAccess';
import { WalletConnectChainError } from '../walletConnect/walletConnectErrors';
import { restoreWalletConnectCosmos } from './walletConnectCosmosWallet';

const wallet = await Secp256k1Wallet.fromKey(Uint8Array.from(Buffer.from('11'.repeat(32), 'hex')));
const [key] = await wallet.getAccounts();
const address = key?.address ?? '';
const hub = makeChain({ chainId: 'cosmoshub-4', name: 'Cosmos Hub', networkType: 'cosmos' });
const ledger = makeChain({
  chainId: 'sandbox-cosmos-1',
  name: 'Sandbox Cosmos',
  networkType: 'cosmos',
});

/** A stored session that approved `approved` chains with `methods`; none when `approved` is undefined. */
function storedSession(approved: string[] | undefined, methods: string[]): WalletConnectAccess {
  return {
    async account(chain, options) {
      expect(options).toEqual({ silent: true });
      if (!approved) return undefined;
      if (!approved.includes(chain.chainId)) throw new WalletConnectChainError(chain.chainId);
      const account: WalletConnectAccount = {
        address,
        chain: `cosmos:${chain.chainId}`,
        properties: {},
        methods,
        request: vi.fn(async () => [
          { algo: 'secp256k1', address, pubkey: base64.encode(key?.pubkey ?? new Uint8Array()) },
        ]) as WalletConnectAccount['request'],
      };
      return account;
    },
    onEnd: () => () => {},
  };
}

const BOTH = ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'];
const candidates = [
  { chain: hub, bech32Prefix: 'cosmos' },
  { chain: ledger, bech32Prefix: 'cosmos' },
];

describe('a Cosmos WalletConnect account after a reload', () => {
  it('comes back on the first chain the stored session approved, asking nothing', async () => {
    const restored = await restoreWalletConnectCosmos(
      storedSession(['sandbox-cosmos-1'], BOTH),
      candidates,
    );
    expect(restored).toMatchObject({ name: 'WalletConnect', address, aminoOnly: false });
  });

  it('signs amino only when the wallet approved cosmos_signAmino and not cosmos_signDirect', async () => {
    const restored = await restoreWalletConnectCosmos(
      storedSession(['cosmoshub-4'], ['cosmos_getAccounts', 'cosmos_signAmino']),
      candidates,
    );
    expect(restored).toMatchObject({ address, aminoOnly: true });
  });

  it('stays away without a stored session, or when the session approved none of the chains', async () => {
    expect(await restoreWalletConnectCosmos(storedSession(undefined, BOTH), candidates)).toBe(
      undefined,
    );
    expect(await restoreWalletConnectCosmos(storedSession(['osmosis-1'], BOTH), candidates)).toBe(
      undefined,
    );
  });
});
