import {
  type Address,
  BaseError,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  maxUint256,
  parseUnits,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxRouterAbi } from '../../../contracts/build/abis';
import { convertAmount } from '../pricing';
import { DEFAULT_EVM_NATIVE, DEFAULT_EVM_TOKENS } from '../tokenSpecs';
import { deployEvmContracts, type EvmDeployment, NATIVE_ADDRESS } from './deploy';
import { sandboxChain } from './sandboxChain';
import { type EvmChain, startEvmChains } from './startEvmChains';

let chain: EvmChain;
let deployment: EvmDeployment;

beforeAll(async () => {
  [chain] = (await startEvmChains({ chains: [{ chainId: 31337, name: 'Sandbox Ethereum' }] })) as [
    EvmChain,
  ];
  deployment = await deployEvmContracts({
    rpcUrl: chain.rpcUrl,
    chainId: chain.chainId,
    tokens: DEFAULT_EVM_TOKENS,
    native: DEFAULT_EVM_NATIVE,
  });
});
afterAll(() => chain?.close());

function clients() {
  const dev = deployment.devAccounts[1]!;
  const viemChain = sandboxChain(chain.chainId, chain.name, chain.rpcUrl);
  const account = privateKeyToAccount(dev.privateKey);
  return {
    account,
    wallet: createWalletClient({ account, chain: viemChain, transport: http(chain.rpcUrl) }),
    reader: createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) }),
  };
}

const token = (symbol: string) => deployment.tokens.find((t) => t.symbol === symbol)!;
const inAMinute = () => BigInt(Math.floor(Date.now() / 1000) + 60);

async function revertReason(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return error instanceof BaseError ? error.shortMessage + error.details : String(error);
  }
  return 'no revert';
}

describe('deployEvmContracts', () => {
  it('deploys at deterministic addresses and funds router and dev accounts', async () => {
    const { reader } = clients();
    expect(deployment.tokens.map((t) => t.address)).toEqual([
      '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
      '0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
      '0xb19b36b1456E65E3A6D514D3F715f204BD59f431',
    ]);
    expect(deployment.router).toBe('0x8ce361602B935680E8DeC218b820ff5056BeB7af');
    const usdc = token('USDC');
    const balanceOf = (who: Address) =>
      reader.readContract({
        address: usdc.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [who],
      });
    expect(await balanceOf(deployment.router)).toBe(parseUnits('10000000', 6));
    expect(await balanceOf(deployment.devAccounts[0]!.address)).toBe(parseUnits('100000', 6));
    expect(await reader.getBalance({ address: deployment.bridge })).toBe(parseUnits('1000', 18));
  });
});

describe('SandboxRouter', () => {
  it('swaps an ERC-20 after approve and pays the rate set from USD prices', async () => {
    const { account, wallet, reader } = clients();
    const usdc = token('USDC');
    const weth = token('WETH');
    const amountIn = parseUnits('300', 6);
    const expected = convertAmount(amountIn, usdc, weth);
    expect(expected).toBe(parseUnits('0.1', 18));
    const before = await reader.readContract({
      address: weth.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account.address],
    });
    const approve = await wallet.writeContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'approve',
      args: [deployment.router, amountIn],
    });
    await reader.waitForTransactionReceipt({ hash: approve });
    const hash = await wallet.writeContract({
      address: deployment.router,
      abi: sandboxRouterAbi,
      functionName: 'swap',
      args: [
        usdc.address,
        weth.address,
        amountIn,
        expected,
        maxUint256,
        account.address,
        inAMinute(),
      ],
    });
    expect((await reader.waitForTransactionReceipt({ hash })).status).toBe('success');
    const after = await reader.readContract({
      address: weth.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account.address],
    });
    expect(after - before).toBe(expected);
  });

  it('swaps native coin in and out', async () => {
    const { account, wallet, reader } = clients();
    const usdt = token('USDT');
    const ethBefore = await reader.getBalance({ address: deployment.router });
    const hash = await wallet.writeContract({
      address: deployment.router,
      abi: sandboxRouterAbi,
      functionName: 'swap',
      args: [
        NATIVE_ADDRESS,
        usdt.address,
        parseUnits('1', 18),
        0n,
        maxUint256,
        account.address,
        inAMinute(),
      ],
      value: parseUnits('1', 18),
    });
    expect((await reader.waitForTransactionReceipt({ hash })).status).toBe('success');
    expect((await reader.getBalance({ address: deployment.router })) - ethBefore).toBe(
      parseUnits('1', 18),
    );
    await reader.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address: usdt.address,
        abi: erc20Abi,
        functionName: 'approve',
        args: [deployment.router, parseUnits('3000', 6)],
      }),
    });
    const walletEthBefore = await reader.getBalance({ address: account.address });
    const back = await wallet.writeContract({
      address: deployment.router,
      abi: sandboxRouterAbi,
      functionName: 'swap',
      args: [
        usdt.address,
        NATIVE_ADDRESS,
        parseUnits('3000', 6),
        0n,
        maxUint256,
        account.address,
        inAMinute(),
      ],
    });
    const receipt = await reader.waitForTransactionReceipt({ hash: back });
    const gas = receipt.gasUsed * receipt.effectiveGasPrice;
    expect((await reader.getBalance({ address: account.address })) - walletEthBefore + gas).toBe(
      parseUnits('1', 18),
    );
  });

  it("pays at most the quoted output: the route's fees stay with the router", async () => {
    const { wallet, reader } = clients();
    const usdt = token('USDT');
    const recipient: Address = '0x000000000000000000000000000000000000dEaD';
    const balanceOf = (who: Address) =>
      reader.readContract({
        address: usdt.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [who],
      });
    const market = convertAmount(10n ** 18n, DEFAULT_EVM_NATIVE, usdt);
    const quoted = market - parseUnits('9', 6);
    const [routerBefore, recipientBefore] = [
      await balanceOf(deployment.router),
      await balanceOf(recipient),
    ];
    const hash = await wallet.writeContract({
      address: deployment.router,
      abi: sandboxRouterAbi,
      functionName: 'swap',
      args: [NATIVE_ADDRESS, usdt.address, 10n ** 18n, quoted - 1n, quoted, recipient, inAMinute()],
      value: 10n ** 18n,
    });
    expect((await reader.waitForTransactionReceipt({ hash })).status).toBe('success');
    expect((await balanceOf(recipient)) - recipientBefore).toBe(quoted);
    expect(routerBefore - (await balanceOf(deployment.router))).toBe(quoted);
  });

  it('reverts when minAmountOut is above what the rate gives', async () => {
    const { account, wallet } = clients();
    const reason = await revertReason(
      wallet.writeContract({
        address: deployment.router,
        abi: sandboxRouterAbi,
        functionName: 'swap',
        args: [
          NATIVE_ADDRESS,
          token('USDC').address,
          10n ** 18n,
          3001n * 10n ** 6n,
          maxUint256,
          account.address,
          inAMinute(),
        ],
        value: 10n ** 18n,
      }),
    );
    expect(reason).toContain('SandboxRouter: insufficient output amount');
    // Sent without estimation, it is mined and reverts on chain; the native stays with the user.
    const { reader } = clients();
    const before = await reader.getBalance({ address: deployment.router });
    const hash = await wallet.writeContract({
      address: deployment.router,
      abi: sandboxRouterAbi,
      functionName: 'swap',
      args: [
        NATIVE_ADDRESS,
        token('USDC').address,
        10n ** 18n,
        3001n * 10n ** 6n,
        maxUint256,
        account.address,
        inAMinute(),
      ],
      value: 10n ** 18n,
      gas: 200_000n,
    });
    expect((await reader.waitForTransactionReceipt({ hash })).status).toBe('reverted');
    expect(await reader.getBalance({ address: deployment.router })).toBe(before);
  });

  it('reverts after the deadline', async () => {
    const { account, wallet } = clients();
    const past = BigInt(Math.floor(Date.now() / 1000) - 60);
    const reason = await revertReason(
      wallet.writeContract({
        address: deployment.router,
        abi: sandboxRouterAbi,
        functionName: 'swap',
        args: [
          NATIVE_ADDRESS,
          token('USDC').address,
          10n ** 18n,
          0n,
          maxUint256,
          account.address,
          past,
        ],
        value: 10n ** 18n,
      }),
    );
    expect(reason).toContain('SandboxRouter: deadline expired');
  });

  it('refuses a replayed signed transaction and changes nothing', async () => {
    const { account, wallet, reader } = clients();
    const request = await wallet.prepareTransactionRequest({
      to: deployment.router,
      value: 10n ** 18n,
      data: '0x',
    });
    const raw = await wallet.signTransaction(request);
    const hash = await reader.sendRawTransaction({ serializedTransaction: raw });
    await reader.waitForTransactionReceipt({ hash });
    const balance = await reader.getBalance({ address: account.address });
    const reason = await revertReason(reader.sendRawTransaction({ serializedTransaction: raw }));
    expect(reason).toMatch(/nonce/i);
    expect(await reader.getBalance({ address: account.address })).toBe(balance);
  });
});
