import { describe, expect, it } from 'vitest';
import { bumped, replacementFees } from './replacementFees';

const gwei = (n: number) => BigInt(Math.round(n * 1e9));

describe('replacement fees', () => {
  it('raise both EIP-1559 fees by 10%, rounded up', () => {
    expect(replacementFees({ maxFeePerGas: gwei(30), maxPriorityFeePerGas: gwei(1) })).toEqual({
      maxFeePerGas: gwei(33),
      maxPriorityFeePerGas: gwei(1.1),
    });
    // 10% of 15 wei is 1.5: 17 meets geth's threshold (16.5), 16 would not.
    expect(bumped(15n)).toBe(17n);
    expect(bumped(10n)).toBe(11n);
  });

  it('pay at least one wei more when 10% rounds to nothing', () => {
    expect(bumped(0n)).toBe(1n);
    expect(bumped(1n)).toBe(2n);
    expect(replacementFees({ maxFeePerGas: 7n, maxPriorityFeePerGas: 0n })).toEqual({
      maxFeePerGas: 8n,
      maxPriorityFeePerGas: 1n,
    });
  });

  it('follow the network when it asks more than the bump', () => {
    const previous = { maxFeePerGas: gwei(30), maxPriorityFeePerGas: gwei(1) };
    const current = { maxFeePerGas: gwei(80), maxPriorityFeePerGas: gwei(2) };
    expect(replacementFees(previous, current)).toEqual(current);
    // Each fee on its own: the cap from the network, the tip from the bump.
    expect(
      replacementFees(previous, { maxFeePerGas: gwei(50), maxPriorityFeePerGas: gwei(0.5) }),
    ).toEqual({ maxFeePerGas: gwei(50), maxPriorityFeePerGas: gwei(1.1) });
  });

  it('never let the tip exceed the cap', () => {
    const fees = replacementFees(
      { maxFeePerGas: gwei(10), maxPriorityFeePerGas: gwei(2) },
      { maxFeePerGas: gwei(5), maxPriorityFeePerGas: gwei(20) },
    );
    expect(fees).toEqual({ maxFeePerGas: gwei(20), maxPriorityFeePerGas: gwei(20) });
  });

  it('keep a legacy transaction legacy, against either kind of estimate', () => {
    expect(replacementFees({ gasPrice: gwei(20) })).toEqual({ gasPrice: gwei(22) });
    expect(replacementFees({ gasPrice: gwei(20) }, { gasPrice: gwei(25) })).toEqual({
      gasPrice: gwei(25),
    });
    expect(
      replacementFees(
        { gasPrice: gwei(20) },
        { maxFeePerGas: gwei(40), maxPriorityFeePerGas: gwei(1) },
      ),
    ).toEqual({ gasPrice: gwei(40) });
  });
});
