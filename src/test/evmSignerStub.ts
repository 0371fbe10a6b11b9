import type { EvmSigner } from '../execution/signers';

/**
 * Test data only: an EVM wallet for engine tests, on chain 31337, with `account` connected. Its
 * reads answer "nothing there" (no allowance, nonce 0, the simulation passes) and receipts are a
 * success; it sends and signs nothing unless the test says how (`overrides`: sending, nonces,
 * typed data, ...).
 */
export function evmSignerStub(
  account: `0x${string}`,
  overrides: Partial<EvmSigner> = {},
): EvmSigner {
  return {
    networkType: 'evm',
    account: () => account,
    walletChainId: async () => 31337,
    switchChain: async () => {},
    readAllowance: async () => 0n,
    nonce: async () => 0,
    minedNonce: async () => 0,
    simulate: async () => {},
    sendTransaction: async () => {
      throw new Error('this test wallet sends nothing');
    },
    waitForReceipt: async ({ hash }) => ({ status: 'success', hash }),
    signTypedData: async () => {
      throw new Error('this test wallet signs no orders');
    },
    ...overrides,
  };
}
