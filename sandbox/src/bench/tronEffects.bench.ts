/**
 * Bench: what the effect check adds before a Tron wallet prompt. The exact USDT approval to the
 * sandbox router (the first step of a USDT swap: the transaction whose check reads the chain, the
 * allowance it replaces) on a fresh Tron ledger, simulated the way the engine did before (a
 * plain `triggerconstantcontract`) and the way it does now (the signer's `simulate`, its logs
 * read, then `checkTronEffects` with the signer's allowance and token reads), each run 20 times
 * after a warm-up; the medians and their ratio.
 */
import { bytesToHex, encodeFunctionData, erc20Abi, hexToBytes } from 'viem';
import { checkTronEffects } from '../../../src/execution/tron/checkTronEffects';
import { checkTronTransaction } from '../../../src/execution/tron/checkTronTransaction';
import { asset, step } from '../../../src/test/routeFixtures';
import { tronHttp } from '../../../src/wallets/tron/tronHttp';
import { createTronSigner } from '../../../src/wallets/tron/tronSigner';
import { DEFAULT_TRON_NATIVE, DEFAULT_TRON_TOKENS } from '../chains/tokenSpecs';
import { fromEvmAddress, toBase58 } from '../chains/tron/address';
import { startTronLedger } from '../chains/tron/startTronLedger';
import { encodeRaw, txIdOf } from '../chains/tron/transaction';
import { effectCheckRows, medianMs } from './effectBench';

const RUNS = 20;

export default async function run() {
  const chain = await startTronLedger({ tokens: DEFAULT_TRON_TOKENS, native: DEFAULT_TRON_NATIVE });
  try {
    const http = tronHttp(chain.rpcUrl);
    const account = chain.devAccounts[0]!.address;
    const usdtHex = chain.deployment.tokens.find((t) => t.symbol === 'USDT')!.address;
    const usdt = toBase58(fromEvmAddress(usdtHex));
    const router = toBase58(fromEvmAddress(chain.deployment.router));
    const amount = 25_000_000n;
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [chain.deployment.router, amount],
    });
    const signer = createTronSigner(
      { address: () => account, signTransaction: () => never() },
      http,
    );
    const usdtAsset = asset({
      symbol: 'USDT',
      chainId: String(chain.chainId),
      networkType: 'tron',
      address: usdt,
    });
    const approval = step({
      stepType: 'approval',
      from: usdtAsset,
      to: usdtAsset,
      inputAmount: amount,
      outputAmount: amount,
    });
    // The payload as the sandbox hands an approval out (payloads/tron.ts), through the engine's
    // shape checks: the checked transaction the effect check is given.
    const now = Date.now();
    const bytes = encodeRaw({
      ...(await chain.ledger.refBlock()),
      expiration: BigInt(now + 600_000),
      timestamp: BigInt(now),
      feeLimit: 100_000_000n,
      memo: new Uint8Array(),
      contract: {
        type: 'TriggerSmartContract',
        owner: fromEvmAddress(chain.devAccounts[0]!.evm.address),
        contract: fromEvmAddress(usdtHex),
        callValue: 0n,
        data: hexToBytes(data),
      },
    });
    const checked = checkTronTransaction({
      step: approval,
      txn: { txID: txIdOf(bytes), visible: false, raw_data_hex: bytesToHex(bytes).slice(2) },
      account,
      spendingTarget: router,
      approvalAmount: amount,
      now,
    });
    const call = {
      owner: account,
      contract: checked.target,
      data: checked.data,
      callValue: checked.callValue,
    };
    const checkEffects = async () =>
      checkTronEffects({
        step: approval,
        checked,
        simulation: await signer.simulate(call),
        routeTokens: [approval.from],
        readToken: (token) => signer.readToken(token, account),
        readAllowance: (token, spender) => signer.readAllowance(token, account, spender),
      });
    const effects = await checkEffects(); // throws unless the approval passes the check
    if (effects.length !== 1) throw new Error(`not one grant: ${effects.length} effects`);
    const plain = await medianMs(
      () =>
        http('/wallet/triggerconstantcontract', {
          owner_address: account,
          contract_address: usdt,
          data: data.slice(2),
          call_value: 0,
          visible: true,
        }),
      RUNS,
    );
    const withEffects = await medianMs(checkEffects, RUNS);
    return effectCheckRows(
      'Tron',
      { plain: 'triggerconstantcontract', checked: 'triggerconstantcontract with logs + reads' },
      plain,
      withEffects,
    );
  } finally {
    await chain.close();
  }
}

function never(): never {
  throw new Error('the bench signs nothing');
}
