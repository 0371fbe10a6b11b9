import { describe, expect, it } from 'vitest';
import { DEPLOYER_INDEX, evmAccountAt, evmDevAccounts } from './devAccounts';

// anvil's own list for its default mnemonic: what every wallet that imports it shows.
describe('the dev accounts', () => {
  it('are anvil’s, by HD index', () => {
    expect(evmAccountAt(0)).toEqual({
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    });
    expect(evmAccountAt(DEPLOYER_INDEX).address).toBe('0xa0Ee7A142d267C1f36714E4a8F75612F20a79720');
    expect(evmDevAccounts().map((a) => a.address)).toEqual([
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
      '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
      '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
    ]);
  });
});
