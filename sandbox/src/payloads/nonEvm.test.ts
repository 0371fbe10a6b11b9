import { createHash } from 'node:crypto';
import { base58 } from '@scure/base';
import {
  PublicKey,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { decodeFunctionData } from 'viem';
import { describe, expect, it } from 'vitest';
import { routerSwapAbi } from '../abis';
import { tronBytes } from '../addresses';
import { DEFAULT_DEPLOYMENT } from '../catalog/deployment';
import { decodeOrderMemo } from '../chains/solana/orderMemo';
import { COSMOS_USER, EVM_USER, quoteParams, SOL_USER, T, TRON_USER } from '../testing/fixtures';
import { type Json, setupSandbox } from '../testing/harness';
import { createdRoute, type Params } from '../testing/routes';

/** `/nextTx` for Solana (standard and lite), Tron and Cosmos steps. */
const BLOCKHASH = 'EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k';
const api = setupSandbox({ solanaBlockhash: () => BLOCKHASH });
const route = (params: Params, provider: string) => createdRoute(api, params, provider);
const nextTx = (routeId: string, stepId: string) => api.data('/nextTx', { routeId, stepId });

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
    expect(payload.otherInstructions).toEqual([]);
    expect(payload.setupInstructions.map((ix: Json) => ix.programId)).toEqual([
      'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
      'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
    ]);
    const memo = Buffer.from(payload.setupInstructions[1].data, 'base64').toString('utf8');
    expect(decodeOrderMemo(memo)).toMatchObject({
      dstChain: 'sol',
      outputToken: T.solUsdc.address,
    });
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
          chainId: 'sandbox-cosmos-1',
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
