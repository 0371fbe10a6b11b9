import { toFunctionSelector } from 'viem';

/**
 * The calls that let another address spend the wallet's tokens, by their canonical signature.
 * Only an approval step may make one (and only a plain ERC-20 `approve`, `checkEvmPayload.ts`):
 * in a swap or bridge step such a call is an approval in disguise, the way widgets were drained.
 * A router's own call never has one of these selectors. Calls nested inside a router's calldata
 * (a multicall) are not read here; the target rules and the simulation stand for those.
 */
const GRANTS = [
  // ERC-20, and OpenZeppelin's ERC-20 extension.
  'approve(address,uint256)',
  'increaseAllowance(address,uint256)',
  // ERC-721 and ERC-1155: every token of the collection.
  'setApprovalForAll(address,bool)',
  // ERC-2612: an allowance from a signature the wallet gave earlier.
  'permit(address,address,uint256,uint256,uint8,bytes32,bytes32)',
  // Permit2 (AllowanceTransfer): `approve(token, spender, amount, expiration)`, and `permit`
  // with a PermitSingle or a PermitBatch (`((token, amount, expiration, nonce)[], spender,
  // sigDeadline)`).
  'approve(address,address,uint160,uint48)',
  'permit(address,((address,uint160,uint48,uint48),address,uint256),bytes)',
  'permit(address,((address,uint160,uint48,uint48)[],address,uint256),bytes)',
] as const;

export type AllowanceGrant = (typeof GRANTS)[number];

const BY_SELECTOR: ReadonlyMap<string, AllowanceGrant> = new Map(
  GRANTS.map((signature) => [toFunctionSelector(signature), signature]),
);

/** The grant `data` calls, by its signature, or undefined when its selector is none of them. */
export function allowanceGrantOf(data: `0x${string}` | undefined): AllowanceGrant | undefined {
  if (!data || data.length < 10) return undefined;
  return BY_SELECTOR.get(data.slice(0, 10).toLowerCase());
}
