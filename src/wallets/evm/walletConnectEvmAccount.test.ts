import { describe, expect, it } from 'vitest';
import {
  WalletConnectAnswerError,
  WalletConnectChainError,
} from '../walletConnect/walletConnectErrors';
import type { WalletConnectSession } from '../walletConnect/walletConnectSettings';
import { walletConnectEvmAccount } from './walletConnectEvmAccount';

const DEV = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const session = (namespaces: WalletConnectSession['namespaces']): WalletConnectSession => ({
  topic: 't',
  namespaces,
  peerName: 'phone',
});
const eip155 = (...accounts: string[]) =>
  session({ eip155: { accounts, methods: ['eth_sendTransaction'] } });

describe('walletConnectEvmAccount', () => {
  it('takes the approved account, checksummed, with the proposed chains it was approved on', () => {
    expect(
      walletConnectEvmAccount(
        eip155(`eip155:31337:${DEV.toLowerCase()}`, `eip155:31338:${DEV}`),
        [31337, 31338, 1],
      ),
    ).toEqual({ address: DEV, chainIds: [31337, 31338] });
  });

  it('refuses a chain the widget did not propose, an address that is not one, or two accounts', () => {
    for (const answer of [
      eip155(`eip155:1:${DEV}`),
      eip155(`eip155:31337:${DEV}`, 'eip155:31337:0x1234'),
      eip155(`eip155:31337:${DEV}`, 'eip155:31338:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'),
      eip155(`solana:31337:${DEV}`),
      eip155('not caip-10'),
    ]) {
      expect(() => walletConnectEvmAccount(answer, [31337, 31338])).toThrow(
        WalletConnectAnswerError,
      );
    }
  });

  it('a session without EVM is a network the wallet did not approve', () => {
    const solanaOnly = session({
      solana: { accounts: ['solana:abc:Key111'], methods: ['solana_signTransaction'] },
    });
    expect(() => walletConnectEvmAccount(solanaOnly, [31337])).toThrow(WalletConnectChainError);
  });
});
