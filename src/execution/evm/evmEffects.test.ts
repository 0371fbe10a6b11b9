import { encodeAbiParameters, encodeEventTopics, type Hex, maxUint256, parseAbi } from 'viem';
import { describe, expect, it } from 'vitest';
import { NATIVE_EVM_ADDRESS } from '../../lib/nativeAddresses';
import { judgeEffects } from '../effects/judgeEffects';
import { allowanceReads, evmEffects, type SimulatedLog } from './evmEffects';

/** Crafted `eth_simulateV1` logs, as each standard's contract emits them. */
const USER: Hex = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const THIEF: Hex = '0xbad0bad0bad0bad0bad0bad0bad0bad0bad0bad0';
const ROUTER: Hex = '0x1111111254EEB25477B68fb85Ed929f73A960582';
const DAI: Hex = '0xe1Aa25618fA0c7A1CFDab5d6B456af611873b629';
const USDC: Hex = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const NFT: Hex = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';
const PERMIT2: Hex = '0x000000000022D473030F116dDEE9F6B43aC78BA3';

const abi = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event Approval(address indexed owner, address indexed spender, uint256 value)',
  'event ApprovalForAll(address indexed owner, address indexed operator, bool approved)',
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
  'event AuthorizedOperator(address indexed operator, address indexed tokenHolder)',
  'event Swapped(address indexed sender, address recipient, uint256 amountOut)',
]);
const erc721 = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
  'event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId)',
]);
const permit2 = parseAbi([
  'event Approval(address indexed owner, address indexed token, address indexed spender, uint160 amount, uint48 expiration)',
  'event Permit(address indexed owner, address indexed token, address indexed spender, uint160 amount, uint48 expiration, uint48 nonce)',
]);

const uint = (value: bigint) => encodeAbiParameters([{ type: 'uint256' }], [value]);
const log = (address: string, topics: readonly unknown[], data = '0x'): SimulatedLog => ({
  address,
  topics: topics as string[],
  data,
});
/** A log of `address` for `abi`'s event `eventName` with indexed `args`, and `data`. */
const event = (
  address: string,
  events: readonly unknown[],
  eventName: string,
  args: Record<string, unknown>,
  data = '0x',
) => log(address, encodeEventTopics({ abi: events, eventName, args } as never), data);
const transfer = (token: string, from: Hex, to: Hex, value: bigint) =>
  log(token, encodeEventTopics({ abi, eventName: 'Transfer', args: { from, to } }), uint(value));
const context = { account: USER, target: ROUTER };
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
/** What a native swap of 0.01 ETH may do. */
const nativeSwap = { spend: [{ asset: NATIVE_EVM_ADDRESS, max: 10n ** 16n }] };

describe('evmEffects', () => {
  it('reads an ERC-20 transfer from the user as a send of that token, and what arrives as a receive', () => {
    const effects = evmEffects(
      [transfer(DAI, USER, THIEF, 1000n * 10n ** 18n), transfer(USDC, ROUTER, USER, 25_000_000n)],
      context,
    );
    expect(effects).toEqual([
      { kind: 'send', asset: DAI, amount: 1000n * 10n ** 18n, to: THIEF.toLowerCase() },
      { kind: 'receive', asset: USDC, amount: 25_000_000n },
    ]);
    expect(judgeEffects(effects, nativeSwap, same)).toEqual([
      { kind: 'send', asset: DAI, amount: 1000n * 10n ** 18n },
    ]);
  });

  it('reads a transferFrom of the user by someone else the same way (the Transfer is what moved)', () => {
    // transferFrom(user, thief, x) called by a spender the user once approved: one Transfer log.
    const effects = evmEffects([transfer(DAI, USER, THIEF, 5n)], { ...context, target: DAI });
    expect(effects).toEqual([{ kind: 'send', asset: DAI, amount: 5n, to: THIEF.toLowerCase() }]);
  });

  it("reads traceTransfers' native transfers (from 0xeeee…) as the native coin", () => {
    const native = transfer('0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', USER, ROUTER, 10n ** 16n);
    const effects = evmEffects([native], context);
    expect(effects).toEqual([
      { kind: 'send', asset: NATIVE_EVM_ADDRESS, amount: 10n ** 16n, to: ROUTER.toLowerCase() },
    ]);
    expect(judgeEffects(effects, nativeSwap, same)).toEqual([]);
  });

  it('reads increaseApproval (an Approval above the allowance before) as a grant, and a lowering one as none', () => {
    const approval = log(
      DAI,
      encodeEventTopics({ abi, eventName: 'Approval', args: { owner: USER, spender: THIEF } }),
      uint(500n),
    );
    expect(allowanceReads([approval], USER)).toEqual([
      { kind: 'erc20', token: DAI, spender: THIEF.toLowerCase() },
    ]);
    const raised = evmEffects([approval], { ...context, previous: () => 100n });
    expect(judgeEffects(raised, nativeSwap, same)).toEqual([
      { kind: 'grant', asset: DAI, spender: THIEF.toLowerCase(), amount: 500n },
    ]);
    // A swap's transferFrom that spends 100 of an allowance of 600 (OpenZeppelin 4 emits it).
    const lowered = evmEffects([approval], { ...context, previous: () => 600n });
    expect(lowered).toEqual([
      { kind: 'grant', asset: DAI, spender: THIEF.toLowerCase(), amount: 500n, previous: 600n },
    ]);
    expect(judgeEffects(lowered, nativeSwap, same)).toEqual([]);
  });

  it("reads ERC-777 authorizeOperator as a grant of all the holder's token", () => {
    const topics = encodeEventTopics({
      abi,
      eventName: 'AuthorizedOperator',
      args: { operator: THIEF, tokenHolder: USER },
    });
    const effects = evmEffects([log(DAI, topics)], context);
    expect(judgeEffects(effects, nativeSwap, same)).toEqual([
      { kind: 'grant', asset: DAI, spender: THIEF.toLowerCase(), amount: 'all' },
    ]);
  });

  it("reads Permit2's Approval and Permit as grants of the token, with Permit2's allowance before", () => {
    const args = { owner: USER, token: DAI, spender: THIEF };
    const data = encodeAbiParameters(
      [{ type: 'uint160' }, { type: 'uint48' }],
      [2n ** 160n - 1n, 1_900_000_000],
    );
    const approval = log(
      PERMIT2,
      encodeEventTopics({ abi: permit2, eventName: 'Approval', args }),
      data,
    );
    const permit = log(
      PERMIT2,
      encodeEventTopics({ abi: permit2, eventName: 'Permit', args }),
      encodeAbiParameters(
        [{ type: 'uint160' }, { type: 'uint48' }, { type: 'uint48' }],
        [7n, 1_900_000_000, 0],
      ),
    );
    const reads = allowanceReads([approval, permit], USER);
    expect(reads).toEqual([
      { kind: 'permit2', permit2: PERMIT2, token: DAI.toLowerCase(), spender: THIEF.toLowerCase() },
      { kind: 'permit2', permit2: PERMIT2, token: DAI.toLowerCase(), spender: THIEF.toLowerCase() },
    ]);
    const effects = evmEffects([approval, permit], { ...context, previous: () => 0n });
    expect(judgeEffects(effects, nativeSwap, same).map((p) => p.kind)).toEqual(['grant', 'grant']);
    expect(effects[0]).toMatchObject({ asset: DAI.toLowerCase(), amount: 2n ** 160n - 1n });
  });

  it('reads setApprovalForAll as a grant of all, and its revocation as none', () => {
    const topics = encodeEventTopics({
      abi,
      eventName: 'ApprovalForAll',
      args: { owner: USER, operator: THIEF },
    });
    const yes = evmEffects([log(NFT, topics, uint(1n))], context);
    expect(judgeEffects(yes, nativeSwap, same)).toEqual([
      { kind: 'grant', asset: NFT, spender: THIEF.toLowerCase(), amount: 'all' },
    ]);
    expect(
      judgeEffects(evmEffects([log(NFT, topics, uint(0n))], context), nativeSwap, same),
    ).toEqual([]);
  });

  it('reads an NFT leaving (ERC-721, ERC-1155 single and batch) as a send of its collection', () => {
    const moved = { operator: THIEF, from: USER, to: THIEF };
    const erc721Out = event(NFT, erc721, 'Transfer', { from: USER, to: THIEF, tokenId: 42n });
    const single = event(
      NFT,
      abi,
      'TransferSingle',
      moved,
      encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [7n, 3n]),
    );
    const batch = event(
      NFT,
      abi,
      'TransferBatch',
      moved,
      encodeAbiParameters(
        [{ type: 'uint256[]' }, { type: 'uint256[]' }],
        [
          [1n, 2n],
          [4n, 5n],
        ],
      ),
    );
    const effects = evmEffects([erc721Out, single, batch], context);
    expect(effects.map((e) => (e.kind === 'send' ? e.amount : e.kind))).toEqual([1n, 3n, 9n]);
    expect(judgeEffects(effects, nativeSwap, same)).toEqual([
      { kind: 'send', asset: NFT, amount: 13n },
    ]);
    const approve721 = event(NFT, erc721, 'Approval', {
      owner: USER,
      approved: THIEF,
      tokenId: 42n,
    });
    expect(judgeEffects(evmEffects([approve721], context), nativeSwap, same)).toHaveLength(1);
  });

  it('refuses any other log naming the user, in a topic or a data word, unless the called contract emitted it', () => {
    const swapped = log(
      '0x00000000000000000000000000000000000000c0',
      encodeEventTopics({ abi, eventName: 'Swapped', args: { sender: THIEF } }),
      encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [USER, 1n]),
    );
    const effects = evmEffects([swapped], context);
    expect(effects).toEqual([
      expect.objectContaining({
        kind: 'other',
        asset: '0x00000000000000000000000000000000000000c0',
      }),
    ]);
    expect(judgeEffects(effects, nativeSwap, same)).toHaveLength(1);
    // The router's own record of the swap it ran for the user moves nothing.
    expect(evmEffects([{ ...swapped, address: ROUTER }], context)).toEqual([]);
    // A Transfer that does not decode as one (a 2-word amount) is any other log.
    const odd = { ...transfer(DAI, USER, THIEF, 1n), data: `${uint(1n)}${'00'.repeat(32)}` };
    expect(evmEffects([odd], context)[0]?.kind).toBe('other');
    expect(evmEffects([{ ...odd, data: 'zz' }], context)[0]?.kind).toBe('other');
  });

  it('leaves out what does not touch the user: approvals to them, transfers between others', () => {
    const toUser = log(
      DAI,
      encodeEventTopics({ abi, eventName: 'Approval', args: { owner: THIEF, spender: USER } }),
      uint(maxUint256),
    );
    expect(evmEffects([toUser, transfer(DAI, THIEF, ROUTER, 1n)], context)).toEqual([]);
  });
});
