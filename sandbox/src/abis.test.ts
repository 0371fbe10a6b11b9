import { type AbiFunction, toFunctionSignature } from 'viem';
import { describe, expect, it } from 'vitest';
import { sandboxBridgeAbi, sandboxRouterAbi, sandboxTokenAbi } from '../contracts/build/abis';
import { approveAbi, bridgeChainId, bridgeDepositAbi, routerSwapAbi } from './abis';

function signature(abi: readonly unknown[], name: string): string {
  const fn = abi.find(
    (item) => (item as AbiFunction).type === 'function' && (item as AbiFunction).name === name,
  );
  if (!fn) throw new Error(`no function ${name}`);
  return `${toFunctionSignature(fn as AbiFunction)} ${(fn as AbiFunction).stateMutability}`;
}

describe('the ABIs /nextTx encodes against', () => {
  it('match the compiled sandbox contracts', () => {
    expect(signature(routerSwapAbi, 'swap')).toBe(signature(sandboxRouterAbi, 'swap'));
    expect(signature(bridgeDepositAbi, 'deposit')).toBe(signature(sandboxBridgeAbi, 'deposit'));
    expect(signature(approveAbi, 'approve')).toBe(signature(sandboxTokenAbi, 'approve'));
  });

  it('give every sandbox chain a numeric bridge id', () => {
    expect(bridgeChainId('31338')).toBe(31338n);
    expect(bridgeChainId('sol')).toBe(1151111081099710n);
    expect(bridgeChainId('sandbox-cosmos-1')).toBe(118n);
    expect(() => bridgeChainId('osmosis-1')).toThrow();
  });
});
