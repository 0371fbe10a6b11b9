import type { EvmSigner, SentEvmTransaction } from '../execution/signers';

/**
 * Test data only: an EVM wallet for engine tests, on chain 31337, with `account` connected. Its
 * reads answer "nothing there" (no allowance, nonce 0, the simulation passes, its node cannot
 * simulate effects) and receipts are a success; it sends and signs nothing unless the test says how (`overrides`: sending, nonces,
 * typed data, ...). What it sends, its chain then knows as sent (`readTransaction`): from the
 * call's sender, with the wallet's nonce at that moment, to the call's target.
 */
export function evmSignerStub(
  account: `0x${string}`,
  overrides: Partial<EvmSigner> = {},
): EvmSigner {
  const onChain = new Map<string, SentEvmTransaction>();
  const send =
    overrides.sendTransaction ??
    (async () => {
      throw new Error('this test wallet sends nothing');
    });
  const signer: EvmSigner = {
    networkType: 'evm',
    account: () => account,
    walletChainId: async () => 31337,
    switchChain: async () => {},
    readAllowance: async () => 0n,
    nonce: async () => 0,
    minedNonce: async () => 0,
    simulate: async () => {},
    simulateEffects: async () => ({ status: 'unsupported', reason: 'a test wallet' }),
    waitForReceipt: async ({ hash }) => ({ status: 'success', hash }),
    signTypedData: async () => {
      throw new Error('this test wallet signs no orders');
    },
    readTransaction: async ({ hash }) => onChain.get(hash),
    ...overrides,
    sendTransaction: async (call) => {
      const nonce =
        call.nonce ?? (await signer.nonce({ chainId: call.chainId, address: call.from }));
      const hash = await send(call);
      onChain.set(hash, {
        hash,
        from: call.from,
        to: call.to,
        data: call.data ?? '0x',
        value: call.value,
        gas: call.gas ?? 100_000n,
        nonce,
        fees: call.fees ?? { gasPrice: 1n },
        mined: false,
      });
      return hash;
    },
  };
  return signer;
}
