import { randomBytes } from 'node:crypto';
import { makeSignDoc as makeAminoSignDoc, serializeSignDoc } from '@cosmjs/amino';
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto';
import { fromBase64, fromHex, toBase64 } from '@cosmjs/encoding';
import { makeSignBytes } from '@cosmjs/proto-signing';
import { base58 } from '@scure/base';
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import {
  createPublicClient,
  type Hex,
  http,
  recoverAddress,
  recoverMessageAddress,
  recoverTypedDataAddress,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { eventually } from '../../../src/test/eventually';
import { fromEvmAddress } from '../chains/tron/address';
import { encodeRaw, txIdOf } from '../chains/tron/transaction';
import { NAMESPACES, setupPhoneWalletDapp } from '../testing/phoneWalletDapp';

// A real dapp-side sign-client pairs with the sandbox's phone wallet through the page's JSON
// endpoints and the sandbox's relay; every answer is checked with other code than the wallet's.
const env = setupPhoneWalletDapp();
const { wallet, dev, connectedDapp } = env;

describe('the sandbox phone wallet', () => {
  it('pairs through its endpoint and approves all four namespaces with the dev accounts', async () => {
    const { session, state } = await connectedDapp();
    const solanaChain = NAMESPACES.solana.chains[0];
    expect(session.namespaces).toEqual({
      eip155: {
        chains: ['eip155:31337', 'eip155:31338'],
        accounts: [`eip155:31337:${dev(0).evm}`, `eip155:31338:${dev(0).evm}`],
        methods: NAMESPACES.eip155.methods,
        events: NAMESPACES.eip155.events,
      },
      solana: {
        chains: [solanaChain],
        accounts: [`${solanaChain}:${dev(0).solana.publicKey}`],
        methods: ['solana_signTransaction'],
        events: [],
      },
      cosmos: {
        chains: ['cosmos:sandbox-cosmos-1'],
        accounts: [`cosmos:sandbox-cosmos-1:${dev(0).cosmos.address}`],
        methods: NAMESPACES.cosmos.methods,
        events: [],
      },
      tron: {
        chains: ['tron:0x7a6b'],
        accounts: [`tron:0x7a6b:${dev(0).tron.address}`],
        methods: ['tron_signTransaction'],
        events: [],
      },
    });
    expect(session.sessionProperties).toEqual({ tron_method_version: 'v1' });
    expect(session.peer.metadata.name).toBe('Sandbox phone wallet');
    expect(state).toMatchObject({
      status: 'connected',
      notice: 'Connected to Test dapp.',
      proposal: { dapp: { name: 'Test dapp' }, asked: { tron: { chains: ['tron:0x7a6b'] } } },
      session: { topic: session.topic },
    });
  });

  it('lists a request for a person, sends the approved transaction to anvil and answers its hash', async () => {
    const { ask } = await connectedDapp();
    const hash = ask<Hex>('eip155:31337', 'eth_sendTransaction', [
      { from: dev(0).evm, to: dev(2).evm, value: '0x1' },
    ]);
    const pending = await eventually(async () => {
      const [request] = (await wallet('GET', '/state')).requests;
      expect(request).toMatchObject({ method: 'eth_sendTransaction', status: 'pending' });
      return request;
    });
    const state = await wallet('POST', `/requests/${pending.n}/approve`);
    const client = createPublicClient({ transport: http(env.sandbox.chains.evm[0]!.rpcUrl) });
    const receipt = await client.waitForTransactionReceipt({ hash: await hash });
    expect(receipt).toMatchObject({ status: 'success', from: dev(0).evm.toLowerCase() });
    expect(state.requests[0]).toMatchObject({ status: 'approved', result: await hash });
  });

  /** A connected dapp whose requests the wallet approves automatically. */
  async function autoApproved() {
    const dapp = await connectedDapp();
    await wallet('PUT', '/settings', { autoApprove: true });
    return dapp.ask;
  }

  it('signs EVM messages and typed data with the dev key', async () => {
    const ask = await autoApproved();

    const signature = await ask<Hex>('eip155:31337', 'personal_sign', ['0x68656c6c6f', dev(0).evm]);
    expect(await recoverMessageAddress({ message: 'hello', signature })).toBe(dev(0).evm);

    const typedData = {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Note: [{ name: 'text', type: 'string' }],
      },
      domain: { name: 'Test', chainId: 31337 },
      primaryType: 'Note',
      message: { text: 'hi' },
    } as const;
    const typedSignature = await ask<Hex>('eip155:31337', 'eth_signTypedData_v4', [
      dev(0).evm,
      JSON.stringify(typedData),
    ]);
    expect(
      await recoverTypedDataAddress({
        domain: typedData.domain,
        types: { Note: typedData.types.Note },
        primaryType: 'Note',
        message: typedData.message,
        signature: typedSignature,
      }),
    ).toBe(dev(0).evm);
  });

  it("signs a Solana transaction in its signer's place", async () => {
    const ask = await autoApproved();
    const solanaKey = new PublicKey(dev(0).solana.publicKey);
    const solanaTx = new Transaction({
      feePayer: solanaKey,
      recentBlockhash: base58.encode(randomBytes(32)),
    }).add(
      SystemProgram.transfer({
        fromPubkey: solanaKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1,
      }),
    );
    const solana = await ask<{ signature: string; transaction: string }>(
      NAMESPACES.solana.chains[0]!,
      'solana_signTransaction',
      { transaction: solanaTx.serialize({ requireAllSignatures: false }).toString('base64') },
    );
    const signedSolana = Transaction.from(Buffer.from(solana.transaction, 'base64'));
    expect(signedSolana.verifySignatures()).toBe(true);
    expect(base58.encode(signedSolana.signature!)).toBe(solana.signature);
    expect(signedSolana.serializeMessage()).toEqual(solanaTx.serializeMessage());
  });

  it('lists its Cosmos account and signs direct and amino sign docs', async () => {
    const ask = await autoApproved();
    const cosmosKey = fromHex(dev(0).cosmos.publicKey);
    expect(await ask('cosmos:sandbox-cosmos-1', 'cosmos_getAccounts', {})).toEqual([
      { algo: 'secp256k1', address: dev(0).cosmos.address, pubkey: toBase64(cosmosKey) },
    ]);
    const directDoc = {
      chainId: 'sandbox-cosmos-1',
      accountNumber: '7',
      authInfoBytes: toBase64(randomBytes(40)),
      bodyBytes: toBase64(randomBytes(60)),
    };
    const direct = await ask<{ signature: { signature: string }; signed: typeof directDoc }>(
      'cosmos:sandbox-cosmos-1',
      'cosmos_signDirect',
      { signerAddress: dev(0).cosmos.address, signDoc: directDoc },
    );
    expect(direct.signed).toEqual(directDoc);
    const directBytes = makeSignBytes({
      chainId: directDoc.chainId,
      accountNumber: 7n,
      authInfoBytes: fromBase64(directDoc.authInfoBytes),
      bodyBytes: fromBase64(directDoc.bodyBytes),
    });
    expect(await verifiesCosmos(direct.signature.signature, directBytes, cosmosKey)).toBe(true);
    const aminoDoc = makeAminoSignDoc(
      [{ type: 'cosmos-sdk/MsgSend', value: { amount: [{ denom: 'uatom', amount: '1' }] } }],
      { amount: [{ denom: 'uatom', amount: '500' }], gas: '200000' },
      'sandbox-cosmos-1',
      'memo',
      7,
      3,
    );
    const amino = await ask<{ signature: { signature: string }; signed: unknown }>(
      'cosmos:sandbox-cosmos-1',
      'cosmos_signAmino',
      { signerAddress: dev(0).cosmos.address, signDoc: aminoDoc },
    );
    expect(amino.signed).toEqual(aminoDoc);
    expect(
      await verifiesCosmos(amino.signature.signature, serializeSignDoc(aminoDoc), cosmosKey),
    ).toBe(true);
  });

  it('signs a Tron transaction, its txID by the dev key', async () => {
    const ask = await autoApproved();
    const owner = fromEvmAddress(`0x${dev(0).tron.hexAddress.slice(2)}`);
    const rawBytes = encodeRaw({
      refBlockBytes: Uint8Array.of(1, 2),
      refBlockHash: randomBytes(8),
      expiration: BigInt(Date.now() + 60_000),
      timestamp: BigInt(Date.now()),
      feeLimit: 0n,
      memo: new Uint8Array(),
      contract: { type: 'TransferContract', owner, to: fromEvmAddress(dev(1).evm), amount: 1n },
    });
    const tronTx = {
      visible: false,
      txID: txIdOf(rawBytes),
      raw_data: {},
      raw_data_hex: Buffer.from(rawBytes).toString('hex'),
    };
    const tron = await ask<typeof tronTx & { signature: string[] }>(
      'tron:0x7a6b',
      'tron_signTransaction',
      { address: dev(0).tron.address, transaction: tronTx },
    );
    expect(tron).toEqual({ ...tronTx, signature: [expect.stringMatching(/^[0-9a-f]{130}$/)] });
    const signer = await recoverAddress({
      hash: `0x${tronTx.txID}`,
      signature: `0x${tron.signature[0]}`,
    });
    expect(`41${signer.slice(2).toLowerCase()}`).toBe(dev(0).tron.hexAddress.toLowerCase());
  });

  it('answers a person\'s rejection with the "User rejected." error, and refuses what is not its own', async () => {
    const { ask } = await connectedDapp();
    const refused = ask('eip155:31337', 'personal_sign', ['0x01', dev(0).evm]);
    const pending = await eventually(async () => {
      const [request] = (await wallet('GET', '/state')).requests;
      expect(request).toMatchObject({ status: 'pending' });
      return request;
    });
    const state = await wallet('POST', `/requests/${pending.n}/reject`);
    await expect(refused).rejects.toMatchObject({ code: 5000, message: 'User rejected.' });
    expect(state.requests[0]).toMatchObject({ status: 'rejected' });

    await wallet('PUT', '/settings', { autoApprove: true });
    await expect(ask('eip155:31337', 'personal_sign', ['0x01', dev(1).evm])).rejects.toMatchObject({
      code: 4100,
      message: `${dev(1).evm}: not this wallet's account`,
    });
  });

  it('in its test modes, rejects everything, answers from a wrong account or chain, or signs Cosmos with amino only', async () => {
    const { ask } = await connectedDapp();
    await wallet('PUT', '/settings', { autoApprove: true, mode: 'wrongAccount' });
    const signature = await ask<Hex>('eip155:31337', 'personal_sign', ['0x68656c6c6f', dev(0).evm]);
    expect(await recoverMessageAddress({ message: 'hello', signature })).toBe(dev(1).evm);

    await wallet('PUT', '/settings', { mode: 'wrongChain' });
    const hash = await ask<Hex>('eip155:31337', 'eth_sendTransaction', [
      { from: dev(0).evm, to: dev(2).evm, value: '0x1' },
    ]);
    const other = createPublicClient({ transport: http(env.sandbox.chains.evm[1]!.rpcUrl) });
    expect(await other.waitForTransactionReceipt({ hash })).toMatchObject({ status: 'success' });

    await wallet('PUT', '/settings', { mode: 'reject' });
    await expect(ask('eip155:31337', 'personal_sign', ['0x01', dev(0).evm])).rejects.toMatchObject({
      code: 5000,
    });
    await expect(connectedDapp()).rejects.toThrow('User rejected.');

    // As a Ledger-backed account: the session it approves signs Cosmos with amino only.
    await wallet('PUT', '/settings', { mode: 'aminoOnly' });
    const { session } = await connectedDapp();
    expect(session.namespaces.cosmos?.methods).toEqual(['cosmos_getAccounts', 'cosmos_signAmino']);
    expect(session.namespaces.eip155?.methods).toEqual(NAMESPACES.eip155.methods);
  });

  it('disconnects from its Disconnect endpoint (the dapp notices), and notices the dapp ending it', async () => {
    const { dapp, session } = await connectedDapp();
    const deleted = new Promise<{ topic: string }>((resolve) =>
      dapp.once('session_delete', resolve),
    );
    expect(await wallet('POST', '/disconnect')).toMatchObject({
      status: 'idle',
      notice: 'You disconnected.',
    });
    expect((await deleted).topic).toBe(session.topic);

    const second = await connectedDapp();
    await second.dapp.disconnect({
      topic: second.session.topic,
      reason: { code: 6000, message: 'User disconnected.' },
    });
    await eventually(async () => {
      expect(await wallet('GET', '/state')).toMatchObject({
        status: 'idle',
        notice: 'The dapp disconnected.',
      });
    });
  });
});

/** A 64-byte secp256k1 signature (base64) of sha256(signBytes), checked with cosmjs. */
function verifiesCosmos(signature: string, signBytes: Uint8Array, pubKey: Uint8Array) {
  return Secp256k1.verifySignature(
    Secp256k1Signature.fromFixedLength(fromBase64(signature)),
    sha256(signBytes),
    pubKey,
  );
}
