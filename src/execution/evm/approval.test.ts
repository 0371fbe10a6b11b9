import { maxUint256 } from 'viem';
import { describe, expect, it } from 'vitest';
import { decodeApprove, encodeApprove, planApproval } from './approval';

const ROUTER = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

describe('approvals the widget signs itself', () => {
  it("reads the spender of the service's unlimited approval", () => {
    const data = encodeApprove(ROUTER, maxUint256);
    expect(decodeApprove(data)).toEqual({ spender: ROUTER, amount: maxUint256 });
  });

  it('refuses calldata that is not a plain approve', () => {
    const transfer =
      '0xa9059cbb0000000000000000000000005fbdb2315678afecb367f032d93f642f64180aa30000000000000000000000000000000000000000000000000000000000000001';
    expect(decodeApprove(transfer)).toBeUndefined();
    expect(decodeApprove(`${encodeApprove(ROUTER, 1n)}00`)).toBeUndefined();
    expect(decodeApprove('0x')).toBeUndefined();
    expect(decodeApprove(undefined)).toBeUndefined();
  });

  it('skips the signature when the allowance already covers the step', () => {
    expect(planApproval({ allowance: 100n, needed: 100n, unlimited: false })).toEqual({
      kind: 'skip',
    });
  });

  it('approves the exact amount, or the maximum only when the user chose unlimited', () => {
    expect(planApproval({ allowance: 0n, needed: 250n, unlimited: false })).toEqual({
      kind: 'approve',
      amount: 250n,
      resetFirst: false,
    });
    expect(planApproval({ allowance: 0n, needed: 250n, unlimited: true })).toMatchObject({
      amount: maxUint256,
    });
  });

  it('resets to zero first for a token that refuses to change a non-zero allowance', () => {
    expect(
      planApproval({ allowance: 10n, needed: 250n, unlimited: false, refusesNonZeroChange: true }),
    ).toEqual({ kind: 'approve', amount: 250n, resetFirst: true });
    expect(
      planApproval({ allowance: 0n, needed: 250n, unlimited: false, refusesNonZeroChange: true }),
    ).toMatchObject({ resetFirst: false });
  });
});
