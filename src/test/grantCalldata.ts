import { encodeFunctionData, erc20Abi, erc721Abi, maxUint256, parseAbi } from 'viem';

/**
 * Test data only: calldata that lets another address spend the wallet's tokens, encoded from the
 * ABIs of the contracts that take it, as a hostile service might hand it out for a swap.
 */

/** Permit2's AllowanceTransfer functions, with its structs named as in IAllowanceTransfer.sol. */
export const permit2Abi = parseAbi([
  'struct PermitDetails { address token; uint160 amount; uint48 expiration; uint48 nonce; }',
  'struct PermitSingle { PermitDetails details; address spender; uint256 sigDeadline; }',
  'struct PermitBatch { PermitDetails[] details; address spender; uint256 sigDeadline; }',
  'function approve(address token, address spender, uint160 amount, uint48 expiration)',
  'function permit(address owner, PermitSingle permitSingle, bytes signature)',
  'function permit(address owner, PermitBatch permitBatch, bytes signature)',
]);

export const increaseAllowanceAbi = parseAbi([
  'function increaseAllowance(address spender, uint256 addedValue)',
]);

type Address = `0x${string}`;

/** Each grant of `token` (or its collection) to `spender`, for `owner`, by name. */
export function grantCalldata(
  owner: Address,
  token: Address,
  spender: Address,
): Array<[string, Address]> {
  const details = { token, amount: 2n ** 160n - 1n, expiration: 2 ** 48 - 1, nonce: 0 };
  const permit = { spender, sigDeadline: maxUint256 };
  return [
    [
      'approve',
      encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256] }),
    ],
    ['increaseAllowance', encodeFunctionData({ abi: increaseAllowanceAbi, args: [spender, 1n] })],
    [
      'setApprovalForAll',
      encodeFunctionData({
        abi: erc721Abi,
        functionName: 'setApprovalForAll',
        args: [spender, true],
      }),
    ],
    [
      'Permit2 approve',
      encodeFunctionData({
        abi: permit2Abi,
        functionName: 'approve',
        args: [token, spender, details.amount, details.expiration],
      }),
    ],
    [
      'Permit2 permit (single)',
      encodeFunctionData({
        abi: permit2Abi,
        functionName: 'permit',
        args: [owner, { details, ...permit }, '0x'],
      }),
    ],
    [
      'Permit2 permit (batch)',
      encodeFunctionData({
        abi: permit2Abi,
        functionName: 'permit',
        args: [owner, { details: [details], ...permit }, '0x'],
      }),
    ],
  ];
}
