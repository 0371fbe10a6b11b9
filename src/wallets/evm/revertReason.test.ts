import {
  CallExecutionError,
  ContractFunctionRevertedError,
  ExecutionRevertedError,
  RpcRequestError,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { revertReason } from './revertReason';

/** What `call` throws when the node answers `execution reverted: <message>`. */
function callReverted(message: string) {
  const rpc = new RpcRequestError({
    body: {},
    url: 'http://127.0.0.1:8545',
    error: { code: 3, message, data: '0x' },
  });
  const reverted = new ExecutionRevertedError({ cause: rpc, message: rpc.details });
  return new CallExecutionError(reverted, {
    to: '0x0000000000000000000000000000000000000001',
  } as ConstructorParameters<typeof CallExecutionError>[1]);
}

describe('revertReason', () => {
  it('gives the contract reason alone, without viem wording around it', () => {
    const error = callReverted('execution reverted: SandboxRouter: deadline expired');
    expect(error.shortMessage).toBe(
      'Execution reverted with reason: SandboxRouter: deadline expired.',
    );
    expect(revertReason(error)).toBe('SandboxRouter: deadline expired');
  });

  it('gives nothing for a revert without a reason, or an error that is not viem', () => {
    expect(revertReason(callReverted('execution reverted'))).toBeUndefined();
    expect(revertReason(new Error('execution reverted: X'))).toBeUndefined();
  });

  it('reads the reason a contract call decoded', () => {
    const error = new ContractFunctionRevertedError({
      abi: [],
      functionName: 'swap',
      message: 'SandboxRouter: slippage',
    });
    expect(revertReason(error)).toBe('SandboxRouter: slippage');
  });
});
