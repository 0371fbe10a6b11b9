import { randomBytes } from 'node:crypto';
import { makeSignDoc as makeAminoSignDoc, serializeSignDoc } from '@cosmjs/amino';
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto';
import { fromBase64, fromHex, toBase64 } from '@cosmjs/encoding';
import { makeSignBytes } from '@cosmjs/proto-signing';
import { base58 } from '@scure/base';
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { SignClient } from '@walletconnect/sign-client';
import {
  createPublicClient,
  type Hex,
  http,
  recoverAddress,
  recoverMessageAddress,
  recoverTypedDataAddress,
} from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventually } from '../../../src/test/eventually';
import { fromEvmAddress } from '../chains/tron/address';
import { encodeRaw, txIdOf } from '../chains/tron/transaction';
import type { DevAccounts } from '../devAccounts';
import { createHarness, type Json } from '../testing/harness';
import { type RunningSandboxWithChains, startSandboxWithChains } from '../withChains';

// A real dapp-side sign-client pairs with the sandbox's phone wallet through the page's JSON
// endpoints and the sandbox's relay; every answer is checked with other code than the wallet's.

type Client = Awaited<ReturnType<typeof SignClient.init>>;
type Session = Awaited<ReturnType<Awaited<ReturnType<Client['connect']>>['approval']>>;

let sandbox: RunningSandboxWithChains;
let accounts: DevAccounts;
const api = createHarness(() => sandbox);
const clients: Client[] = [];
/** Calls that leave the machine: there must be none. */
const remoteCalls: string[] = [];

const NAMESPACES = {
  eip155: {
    chains: ['eip155:31337', 'eip155:31338'],
    methods: ['eth_sendTransaction', 'personal_sign', 'eth_signTypedData_v4'],
    events: ['accountsChanged', 'chainChanged'],
  },
  // The chain ids as the widget knows them; the Solana one is checked against the ledger below.
  solana: { chains: [] as string[], methods: ['solana_signTransaction'], events: [] },
  cosmos: {
    chains: ['cosmos:sandbox-cosmos-1'],
    methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
    events: [],
  },
  tron: { chains: ['tron:0x7a6b'], methods: ['tron_signTransaction'], events: [] },
};

beforeAll(async () => {
  sandbox = await startSandboxWithChains({ port: 0, rateLimit: false });
  accounts = (await api.request('GET', '/__sandbox/accounts')).body;
  NAMESPACES.solana.chains = [`solana:${sandbox.chains.solana.genesisHash.slice(0, 32)}`];
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input);
    if (url.hostname !== '127.0.0.1') {
      remoteCalls.push(url.href);
      return Promise.reject(new Error(`no internet in this test: ${url.href}`));
    }
    return realFetch(input, init);
  });
});
afterEach(async () => {
  await wallet('PUT', '/settings', { autoApprove: false, mode: 'normal' });
  expect(remoteCalls).toEqual([]);
});
afterAll(async () => {
  for (const client of clients) {
    await client.core.relayer.transportClose();
    client.core.heartbeat.stop();
  }
  vi.unstubAllGlobals();
  await sandbox?.close();
});

/** The wallet's JSON endpoints, as the page (or an integrator's test) calls them. */
async function wallet(method: string, path: string, body?: object): Promise<Json> {
  const answer = await api.request(method, `/__sandbox/phone-wallet${path}`, {
    ...(body
      ? { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }
      : {}),
  });
  if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.status} ${answer.text}`);
  return answer.body;
}

async function connectedDapp(): Promise<{ dapp: Client; session: Session; state: Json }> {
  const dapp = await SignClient.init({
    projectId: 'phone-wallet-test',
    relayUrl: `ws://127.0.0.1:${sandbox.port}/__sandbox/walletconnect`,
    customStoragePrefix: `dapp-${clients.length}-${Date.now()}`,
    storageOptions: { database: ':memory:' },
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: 'Test dapp', description: 'the test', url: 'http://127.0.0.1', icons: [] },
  });
  clients.push(dapp);
  const { uri, approval } = await dapp.connect({ optionalNamespaces: NAMESPACES });
  const state = await wallet('POST', '/pair', { uri });
  return { dapp, session: await approval(), state };
}

function ask<T>(dapp: Client, session: Session, chainId: string, method: string, params: unknown) {
  return dapp.request<T>({ topic: session.topic, chainId, request: { method, params } });
}

const dev = (index: number) => ({
  evm: accounts.evm[index]!.address,
  solana: accounts.solana[index]!,
  cosmos: accounts.cosmos[index]!,
  tron: accounts.tron[index]!,
});

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
    const { dapp, session } = await connectedDapp();
    const hash = ask<Hex>(dapp, session, 'eip155:31337', 'eth_sendTransaction', [
      { from: dev(0).evm, to: dev(2).evm, value: '0x1' },
    ]);
    const pending = await eventually(async () => {
      const [request] = (await wallet('GET', '/state')).requests;
      expect(request).toMatchObject({ method: 'eth_sendTransaction', status: 'pending' });
      return request;
    });
    const state = await wallet('POST', `/requests/${pending.n}/approve`);
    const client = createPublicClient({ transport: http(sandbox.chains.evm[0]!.rpcUrl) });
    const receipt = await client.waitForTransactionReceipt({ hash: await hash });
    expect(receipt).toMatchObject({ status: 'success', from: dev(0).evm.toLowerCase() });
    expect(state.requests[0]).toMatchObject({ status: 'approved', result: await hash });
  });

  it('signs messages, Solana, Cosmos and Tron transactions with the dev keys (automatically)', async () => {
    const { dapp, session } = await connectedDapp();
    await wallet('PUT', '/settings', { autoApprove: true });

    const signature = await ask<Hex>(dapp, session, 'eip155:31337', 'personal_sign', [
      '0x68656c6c6f',
      dev(0).evm,
    ]);
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
    const typedSignature = await ask<Hex>(dapp, session, 'eip155:31337', 'eth_signTypedData_v4', [
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
      dapp,
      session,
      NAMESPACES.solana.chains[0]!,
      'solana_signTransaction',
      { transaction: solanaTx.serialize({ requireAllSignatures: false }).toString('base64') },
    );
    const signedSolana = Transaction.from(Buffer.from(solana.transaction, 'base64'));
    expect(signedSolana.verifySignatures()).toBe(true);
    expect(base58.encode(signedSolana.signature!)).toBe(solana.signature);
    expect(signedSolana.serializeMessage()).toEqual(solanaTx.serializeMessage());

    const cosmosKey = fromHex(dev(0).cosmos.publicKey);
    expect(await ask(dapp, session, 'cosmos:sandbox-cosmos-1', 'cosmos_getAccounts', {})).toEqual([
      { algo: 'secp256k1', address: dev(0).cosmos.address, pubkey: toBase64(cosmosKey) },
    ]);
    const directDoc = {
      chainId: 'sandbox-cosmos-1',
      accountNumber: '7',
      authInfoBytes: toBase64(randomBytes(40)),
      bodyBytes: toBase64(randomBytes(60)),
    };
    const direct = await ask<{ signature: { signature: string }; signed: typeof directDoc }>(
      dapp,
      session,
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
      dapp,
      session,
      'cosmos:sandbox-cosmos-1',
      'cosmos_signAmino',
      { signerAddress: dev(0).cosmos.address, signDoc: aminoDoc },
    );
    expect(amino.signed).toEqual(aminoDoc);
    expect(
      await verifiesCosmos(amino.signature.signature, serializeSignDoc(aminoDoc), cosmosKey),
    ).toBe(true);

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
      dapp,
      session,
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
    const { dapp, session } = await connectedDapp();
    const refused = ask(dapp, session, 'eip155:31337', 'personal_sign', ['0x01', dev(0).evm]);
    const pending = await eventually(async () => {
      const [request] = (await wallet('GET', '/state')).requests;
      expect(request).toMatchObject({ status: 'pending' });
      return request;
    });
    const state = await wallet('POST', `/requests/${pending.n}/reject`);
    await expect(refused).rejects.toMatchObject({ code: 5000, message: 'User rejected.' });
    expect(state.requests[0]).toMatchObject({ status: 'rejected' });

    await wallet('PUT', '/settings', { autoApprove: true });
    await expect(
      ask(dapp, session, 'eip155:31337', 'personal_sign', ['0x01', dev(1).evm]),
    ).rejects.toMatchObject({ code: 4100, message: `${dev(1).evm}: not this wallet's account` });
  });

  it('in its test modes, rejects everything, or answers from a wrong account or chain', async () => {
    const { dapp, session } = await connectedDapp();
    await wallet('PUT', '/settings', { autoApprove: true, mode: 'wrongAccount' });
    const signature = await ask<Hex>(dapp, session, 'eip155:31337', 'personal_sign', [
      '0x68656c6c6f',
      dev(0).evm,
    ]);
    expect(await recoverMessageAddress({ message: 'hello', signature })).toBe(dev(1).evm);

    await wallet('PUT', '/settings', { mode: 'wrongChain' });
    const hash = await ask<Hex>(dapp, session, 'eip155:31337', 'eth_sendTransaction', [
      { from: dev(0).evm, to: dev(2).evm, value: '0x1' },
    ]);
    const other = createPublicClient({ transport: http(sandbox.chains.evm[1]!.rpcUrl) });
    expect(await other.waitForTransactionReceipt({ hash })).toMatchObject({ status: 'success' });

    await wallet('PUT', '/settings', { mode: 'reject' });
    await expect(
      ask(dapp, session, 'eip155:31337', 'personal_sign', ['0x01', dev(0).evm]),
    ).rejects.toMatchObject({
      code: 5000,
    });
    await expect(connectedDapp()).rejects.toThrow('User rejected.');
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

async function verifiesCosmos(signature: string, signBytes: Uint8Array, pubKey: Uint8Array) {
  return Secp256k1.verifySignature(
    Secp256k1Signature.fromFixedLength(fromBase64(signature)),
    sha256(signBytes),
    pubKey,
  );
}
