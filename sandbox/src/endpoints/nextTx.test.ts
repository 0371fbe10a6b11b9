import { createHash } from 'node:crypto';
import { base58 } from '@scure/base';
import {
  PublicKey,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { decodeFunctionData, erc20Abi, getAddress, keccak256, pad, stringToBytes } from 'viem';
import { describe, expect, it } from 'vitest';
import { bridgeDepositAbi, routerSwapAbi } from '../abis';
import { tronBytes } from '../addresses';
import { DEFAULT_DEPLOYMENT } from '../catalog/deployment';
import { decodeOrderMemo } from '../chains/solana/orderMemo';
import {
  COSMOS_USER,
  EVM_OTHER,
  EVM_USER,
  quoteParams,
  SOL_USER,
  T,
  TRON_USER,
} from '../testing/fixtures';
import { type Json, setupSandbox } from '../testing/harness';

const BLOCKHASH = 'EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k';
const api = setupSandbox({ solanaBlockhash: () => BLOCKHASH });
const contracts = DEFAULT_DEPLOYMENT.evm['31337']!;

async function route(params: Record<string, string | number | boolean>, provider: string) {
  const { quotes } = await api.data('/quotes', { ...params, include: provider });
  expect(quotes).toHaveLength(1);
  const { steps } = await api.data('/createTx', { routeId: quotes[0].routeId });
  return { route: quotes[0] as Json, steps: steps as Json[] };
}
const nextTx = (routeId: string, stepId: string) => api.data('/nextTx', { routeId, stepId });

describe('/nextTx EVM payloads', () => {
  it('encodes an exact approval and the router swap', async () => {
    const { route: r, steps } = await route(
      quoteParams(T.usdc, T.eth, EVM_USER, {
        inputAmountDisplay: '42',
        recipient: EVM_OTHER,
        slippage: 75,
      }),
      'sandswap',
    );
    const approval = await nextTx(r.routeId, steps[0].stepId);
    expect(approval).toMatchObject({ routeId: r.routeId, stepId: steps[0].stepId, skipTxn: false });
    const t = approval.txnData;
    expect(t).toMatchObject({
      requestId: r.requestId,
      routeId: r.routeId,
      stepId: steps[0].stepId,
      networkType: 'evm',
      isCompleted: false,
      status: 'not-started',
      skipTxn: false,
      txnSol: null,
      txnTron: null,
      txnCosmos: null,
    });
    expect(t.id).toMatch(/^[0-9A-Z]{26}$/);
    expect(t.deadline).toBeGreaterThan(t.createdAt);
    expect(t.fetchedAt).toBe(t.createdAt);
    expect(t.txnEvm).toMatchObject({
      from: EVM_USER,
      to: T.usdc.address,
      value: '0',
      chainId: 31337,
    });
    const approve = decodeFunctionData({ abi: erc20Abi, data: t.txnEvm.data });
    expect(approve.functionName).toBe('approve');
    expect(approve.args).toEqual([contracts.router, 42_000_000n]);

    const swap = (await nextTx(r.routeId, steps[1].stepId)).txnData.txnEvm;
    expect(swap).toMatchObject({ to: contracts.router, value: '0' });
    const call = decodeFunctionData({ abi: routerSwapAbi, data: swap.data });
    const [tokenIn, tokenOut, amountIn, minOut, recipient, deadline] = call.args;
    expect([tokenIn, tokenOut, amountIn, minOut, recipient]).toEqual([
      getAddress(T.usdc.address),
      getAddress(T.eth.address),
      42_000_000n,
      BigInt(r.minOutputAmount),
      EVM_OTHER,
    ]);
    expect(Number(deadline)).toBeGreaterThan(Date.now() / 1000);
    expect(BigInt(swap.gasPrice)).toBeGreaterThan(0n);
  });

  it('sends native input as value', async () => {
    const { route: r, steps } = await route(
      quoteParams(T.eth, T.usdc, EVM_USER, { inputAmountDisplay: '0.5' }),
      'orbit',
    );
    const tx = (await nextTx(r.routeId, steps[0].stepId)).txnData.txnEvm;
    expect(tx.value).toBe('500000000000000000');
    expect(decodeFunctionData({ abi: routerSwapAbi, data: tx.data }).args[2]).toBe(
      500_000_000_000_000_000n,
    );
  });

  it('encodes a bridge deposit to Solana with bytes32 token and recipient', async () => {
    const { route: r, steps } = await route(
      quoteParams(T.usdc, T.solUsdc, EVM_USER, { inputAmountDisplay: '100', recipient: SOL_USER }),
      'swift',
    );
    const bridgeStep = steps.find((s) => s.stepType === 'bridge');
    const tx = (await nextTx(r.routeId, bridgeStep.stepId)).txnData.txnEvm;
    expect(tx.to).toBe(contracts.bridge);
    const { functionName, args } = decodeFunctionData({ abi: bridgeDepositAbi, data: tx.data });
    expect(functionName).toBe('deposit');
    const [token, amount, dstChainId, dstToken, recipient, minOut, , transferId] = args;
    expect(token).toBe(getAddress(T.usdc.address));
    expect(amount).toBe(100_000_000n);
    expect(dstChainId).toBe(1151111081099710n);
    expect(dstToken).toBe(`0x${Buffer.from(base58.decode(T.solUsdc.address)).toString('hex')}`);
    expect(recipient).toBe(`0x${Buffer.from(base58.decode(SOL_USER)).toString('hex')}`);
    expect(minOut).toBe(BigInt(r.minOutputAmount));
    expect(transferId).toBe(keccak256(stringToBytes(`${r.routeId}:${bridgeStep.stepId}`)));
  });

  it('sends an intermediate swap to the user and the bridge to the recipient', async () => {
    const { route: r, steps } = await route(
      quoteParams(T.eth, T.baseUsdc, EVM_USER, { recipient: EVM_OTHER }),
      'span',
    );
    const swap = decodeFunctionData({
      abi: routerSwapAbi,
      data: (await nextTx(r.routeId, steps[0].stepId)).txnData.txnEvm.data,
    });
    expect(swap.args[4]).toBe(EVM_USER);
    const bridge = decodeFunctionData({
      abi: bridgeDepositAbi,
      data: (await nextTx(r.routeId, steps[2].stepId)).txnData.txnEvm.data,
    });
    expect(bridge.args[2]).toBe(31338n);
    expect(bridge.args[4]).toBe(pad(EVM_OTHER.toLowerCase() as `0x${string}`));
  });

  it('answers skipTxn with null txnData for a relayer claim step', async () => {
    const { route: r, steps } = await route(
      quoteParams(T.usdc, T.baseUsdc, EVM_USER, { inputAmountDisplay: '100' }),
      'arc',
    );
    const claim = steps.at(-1);
    expect(claim.stepType).toBe('claim');
    expect(await nextTx(r.routeId, claim.stepId)).toEqual({
      routeId: r.routeId,
      stepId: claim.stepId,
      txnData: null,
      skipTxn: true,
    });
  });

  it('answers 404 for an unknown step and 400 without stepId', async () => {
    const { route: r } = await route(quoteParams(T.eth, T.usdc, EVM_USER), 'sandswap');
    expect((await api.get('/nextTx', { routeId: r.routeId, stepId: 'nope' })).status).toBe(404);
    expect((await api.get('/nextTx', { routeId: r.routeId })).status).toBe(400);
    expect((await api.get('/nextTx', { routeId: 'nope', stepId: 'nope' })).body.error.code).toBe(
      'NOT_FOUND',
    );
  });
});

describe('/nextTx Solana payloads', () => {
  it('serializes a v0 transaction paid by the user', async () => {
    const { route: r, steps } = await route(
      quoteParams(T.sol, T.solUsdc, SOL_USER, {
        inputAmountDisplay: '2',
        solanaPriorityFee: 12345,
      }),
      'dunes',
    );
    const { txnData } = await nextTx(r.routeId, steps[0].stepId);
    expect(txnData).toMatchObject({ networkType: 'sol', txnEvm: null });
    const tx = VersionedTransaction.deserialize(Buffer.from(txnData.txnSol.data, 'base64'));
    expect(tx.version).toBe(0);
    const keys = tx.message.staticAccountKeys.map((k) => k.toBase58());
    expect(keys[0]).toBe(SOL_USER);
    expect(tx.message.recentBlockhash).toBe(BLOCKHASH);
    const programs = tx.message.compiledInstructions.map((ix) => keys[ix.programIdIndex]);
    expect(programs).toEqual([
      'ComputeBudget111111111111111111111111111111',
      'ComputeBudget111111111111111111111111111111',
      'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
      '11111111111111111111111111111111',
      'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
    ]);
    const transfer = tx.message.compiledInstructions[3]!;
    expect(Buffer.from(transfer.data).readBigUInt64LE(4)).toBe(2_000_000_000n);
    expect(keys[transfer.accountKeyIndexes[1]!]).toBe(DEFAULT_DEPLOYMENT.sol.vault);
    const price = tx.message.compiledInstructions[1]!;
    expect(Buffer.from(price.data).readBigUInt64LE(1)).toBe(12_345n);
    const memo = decodeOrderMemo(
      Buffer.from(tx.message.compiledInstructions[4]!.data).toString('utf8'),
    );
    expect(memo).toMatchObject({
      orderId: steps[0].stepId.replace(':', '-'),
      dstChain: 'sol',
      outputToken: T.solUsdc.address,
      recipient: SOL_USER,
      minAmountOut: BigInt(r.minOutputAmount),
    });
  });

  it('spends SPL input with TransferChecked', async () => {
    const { route: r, steps } = await route(
      quoteParams(T.solUsdc, T.sol, SOL_USER, { inputAmountDisplay: '3' }),
      'galaxy',
    );
    const tx = VersionedTransaction.deserialize(
      Buffer.from((await nextTx(r.routeId, steps[0].stepId)).txnData.txnSol.data, 'base64'),
    );
    const keys = tx.message.staticAccountKeys.map((k) => k.toBase58());
    const transfer = tx.message.compiledInstructions.find(
      (ix) => keys[ix.programIdIndex] === 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
    )!;
    expect(transfer.data[0]).toBe(12); // TransferChecked
    expect(Buffer.from(transfer.data).readBigUInt64LE(1)).toBe(3_000_000n);
  });

  const isKey = (k: string) => base58.decode(k).length === 32;
  const checkInstruction = (ix: Json) => {
    expect(isKey(ix.programId)).toBe(true);
    for (const a of ix.accounts) {
      expect(isKey(a.pubkey)).toBe(true);
      expect(typeof a.isSigner).toBe('boolean');
      expect(typeof a.isWritable).toBe('boolean');
    }
    expect(Buffer.from(ix.data, 'base64').toString('base64')).toBe(ix.data);
  };
  const toIx = (ix: Json) =>
    new TransactionInstruction({
      programId: new PublicKey(ix.programId),
      keys: ix.accounts.map((a: Json) => ({ ...a, pubkey: new PublicKey(a.pubkey) })),
      data: Buffer.from(ix.data, 'base64'),
    });
  const assemble = (ixs: Json[]) =>
    new VersionedTransaction(
      new TransactionMessage({
        payerKey: new PublicKey(SOL_USER),
        recentBlockhash: BLOCKHASH,
        instructions: ixs.map(toIx),
      }).compileToV0Message(),
    ).serialize().length;

  it('returns the Jupiter-like lite payload for galaxy', async () => {
    const { route: r, steps } = await route(
      quoteParams(T.sol, T.solUsdc, SOL_USER, { lite: true }),
      'galaxy',
    );
    const payload = JSON.parse((await nextTx(r.routeId, steps[0].stepId)).txnData.txnSol.data);
    expect(Object.keys(payload).sort()).toEqual([
      'addressLookupTableAddresses',
      'cleanupInstruction',
      'computeBudgetInstructions',
      'otherInstructions',
      'setupInstructions',
      'swapInstruction',
    ]);
    expect(payload.addressLookupTableAddresses).toEqual([
      DEFAULT_DEPLOYMENT.sol.lookupTables.galaxy,
    ]);
    expect(payload.cleanupInstruction).toBeNull();
    const all = [
      ...payload.computeBudgetInstructions,
      ...payload.setupInstructions,
      payload.swapInstruction,
      ...payload.otherInstructions,
    ];
    all.forEach(checkInstruction);
    expect(payload.swapInstruction.programId).toBe('11111111111111111111111111111111');
    expect(payload.swapInstruction.accounts[0]).toEqual({
      pubkey: SOL_USER,
      isSigner: true,
      isWritable: true,
    });
    expect(assemble(all)).toBeLessThanOrEqual(1232);
  });

  it('returns the OKX-like lite payload for okapi', async () => {
    const { route: r, steps } = await route(
      quoteParams(T.solUsdc, T.solBonk, SOL_USER, { lite: true }),
      'okapi',
    );
    const payload = JSON.parse((await nextTx(r.routeId, steps[0].stepId)).txnData.txnSol.data);
    expect(Object.keys(payload).sort()).toEqual(['addressLookupTableAccount', 'instructionLists']);
    expect(payload.addressLookupTableAccount).toEqual([DEFAULT_DEPLOYMENT.sol.lookupTables.okapi]);
    payload.instructionLists.forEach(checkInstruction);
    expect(payload.instructionLists.map((ix: Json) => ix.programId)).toEqual([
      'ComputeBudget111111111111111111111111111111',
      'ComputeBudget111111111111111111111111111111',
      'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
      'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
      'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
    ]);
    expect(assemble(payload.instructionLists)).toBeLessThanOrEqual(1232);
  });
});

describe('/nextTx Tron and Cosmos payloads', () => {
  it('builds a Tron TriggerSmartContract whose txID is the sha256 of raw_data_dex', async () => {
    const { route: r, steps } = await route(
      quoteParams(T.trx, T.tronUsdt, TRON_USER, { inputAmountDisplay: '100' }),
      'sunflower',
    );
    const { txnData } = await nextTx(r.routeId, steps[0].stepId);
    expect(txnData).toMatchObject({
      networkType: 'tron',
      txnEvm: null,
      txnSol: null,
      txnCosmos: null,
    });
    const tron = txnData.txnTron;
    expect(tron.visible).toBe(false);
    expect(tron.txID).toBe(
      createHash('sha256').update(Buffer.from(tron.raw_data_dex, 'hex')).digest('hex'),
    );
    const contract = tron.raw_data.contract[0];
    expect(contract.type).toBe('TriggerSmartContract');
    expect(contract.parameter.value.call_value).toBe(100_000_000);
    expect(contract.parameter.value.owner_address).toBe(
      Buffer.from(tronBytes(TRON_USER)!).toString('hex'),
    );
    expect(contract.parameter.value.contract_address).toBe(
      Buffer.from(tronBytes(DEFAULT_DEPLOYMENT.tron.router)!).toString('hex'),
    );
    const call = decodeFunctionData({
      abi: routerSwapAbi,
      data: `0x${contract.parameter.value.data}`,
    });
    expect(call.args[2]).toBe(100_000_000n);
    expect(call.args[3]).toBe(BigInt(r.minOutputAmount));
  });

  it('builds Cosmos messages: a pool MsgSend to swap, an IBC MsgTransfer to bridge', async () => {
    const swap = await route(
      quoteParams(
        T.atom,
        {
          chainId: 'cosmoshub-4',
          address: 'ibc/14F9BC3E44B8A9C1BE1FB08980FAB87034C9905EF17CF2F5008FC085218811CC',
        },
        COSMOS_USER,
      ),
      'gaiaswap',
    );
    const s = (await nextTx(swap.route.routeId, swap.steps[0].stepId)).txnData;
    expect(s).toMatchObject({ networkType: 'cosmos', txnEvm: null, txnTron: null });
    expect(s.txnCosmos).toMatchObject({
      value: '1000000',
      gasPrice: '0.025',
      maxFeePerGas: '0.025',
    });
    expect(JSON.parse(s.txnCosmos.data).messages[0]).toMatchObject({
      typeUrl: '/cosmos.bank.v1beta1.MsgSend',
      value: { fromAddress: COSMOS_USER, amount: [{ denom: 'uatom', amount: '1000000' }] },
    });

    const bridge = await route(
      quoteParams(T.atom, T.usdc, COSMOS_USER, { recipient: EVM_USER, inputAmountDisplay: '100' }),
      'span',
    );
    const b = JSON.parse(
      (await nextTx(bridge.route.routeId, bridge.steps[0].stepId)).txnData.txnCosmos.data,
    );
    expect(b.messages[0].typeUrl).toBe('/ibc.applications.transfer.v1.MsgTransfer');
    expect(JSON.parse(b.messages[0].value.memo)).toMatchObject({
      toChainId: '31337',
      recipient: EVM_USER,
    });
  });
});
