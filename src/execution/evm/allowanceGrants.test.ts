import {
  type AbiFunction,
  encodeFunctionData,
  erc20Abi,
  erc721Abi,
  erc1155Abi,
  parseAbi,
  toFunctionSelector,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { grantCalldata, increaseAllowanceAbi, permit2Abi } from '../../test/grantCalldata';
import { allowanceGrantOf } from './allowanceGrants';

const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SPENDER = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const TOKEN = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';

const erc2612Permit = parseAbi([
  'function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
]);

const named = (abi: readonly unknown[], name: string) =>
  (abi as AbiFunction[]).filter((item) => item.type === 'function' && item.name === name);

describe('allowanceGrantOf', () => {
  // Each selector derived from its ABI item, and pinned to the value the deployed contracts use.
  it.each<[string, AbiFunction, `0x${string}`]>([
    ['ERC-20 approve', named(erc20Abi, 'approve')[0]!, '0x095ea7b3'],
    ['ERC-20 increaseAllowance', increaseAllowanceAbi[0], '0x39509351'],
    ['ERC-721 setApprovalForAll', named(erc721Abi, 'setApprovalForAll')[0]!, '0xa22cb465'],
    ['ERC-1155 setApprovalForAll', named(erc1155Abi, 'setApprovalForAll')[0]!, '0xa22cb465'],
    ['ERC-2612 permit', erc2612Permit[0], '0xd505accf'],
    ['Permit2 approve', named(permit2Abi, 'approve')[0]!, '0x87517c45'],
    ['Permit2 permit (single)', named(permit2Abi, 'permit')[0]!, '0x2b67b570'],
    ['Permit2 permit (batch)', named(permit2Abi, 'permit')[1]!, '0x2a2d80d1'],
  ])('knows %s', (_, item, selector) => {
    expect(toFunctionSelector(item)).toBe(selector);
    expect(allowanceGrantOf(`${selector}${'00'.repeat(64)}`)).toBeDefined();
    // Whatever the case of the hex digits.
    expect(allowanceGrantOf(`0x${selector.slice(2).toUpperCase()}`)).toBeDefined();
  });

  it.each(grantCalldata(OWNER, TOKEN, SPENDER))('reads %s in its calldata', (_, data) => {
    expect(allowanceGrantOf(data)).toBeDefined();
  });

  it('reads nothing in other calls', () => {
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [SPENDER, 1n],
    });
    expect(allowanceGrantOf(transfer)).toBeUndefined();
    expect(allowanceGrantOf('0x12345678')).toBeUndefined();
    expect(allowanceGrantOf('0x095ea7')).toBeUndefined();
    expect(allowanceGrantOf('0x')).toBeUndefined();
    expect(allowanceGrantOf(undefined)).toBeUndefined();
  });
});
