import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleAddress } from './accounts';
import { type DevTx, signDevTx } from './devSigner';
import { MSG_SEND } from './messages';
import { cosmosRest, type RestAccount } from './restClient';
import { type CosmosChain, startCosmosLedger } from './startCosmosLedger';

/** The ledger through its REST API only, with txs signed by cosmjs wallets from dev keys. */
let chain: CosmosChain;
let rest: ReturnType<typeof cosmosRest>;
beforeAll(async () => {
  chain = await startCosmosLedger({ seed: 'cosmos-ledger-test', devAccountCount: 8 });
  rest = cosmosRest(chain.restUrl);
});
afterAll(() => chain.close());

const balance = (address: string) => rest.balance(address, 'uatom');
async function account(address: string): Promise<RestAccount> {
  const answer = await rest.account(address);
  if (!answer.ok) throw new Error(answer.body.message);
  return answer.body.account;
}

const FEE = [{ denom: 'uatom', amount: '5000' }]; // 0.025 uatom × 200,000 gas
const GAS = 200_000n;

/** A MsgSend of `amount` uatom from dev account `from` to `to`, at the account's current state. */
async function send(
  from: number,
  to: string,
  amount: bigint,
  change: Partial<DevTx> = {},
): Promise<Uint8Array> {
  const dev = chain.devAccounts[from]!;
  const state = await account(dev.address);
  const coins = [{ denom: 'uatom', amount: amount.toString() }];
  return signDevTx({
    chainId: chain.chainId,
    accountNumber: BigInt(state.account_number),
    sequence: BigInt(state.sequence),
    messages: [
      { typeUrl: MSG_SEND, value: { fromAddress: dev.address, toAddress: to, amount: coins } },
    ],
    // The SDK's amino JSON of MsgSend, as a hardware wallet shows and signs it.
    aminoMessages: [
      {
        type: 'cosmos-sdk/MsgSend',
        value: { from_address: dev.address, to_address: to, amount: coins },
      },
    ],
    fee: FEE,
    gasLimit: GAS,
    mode: 'direct',
    privateKey: dev.privateKey,
    ...change,
  });
}

describe('Cosmos ledger REST API', () => {
  it('answers node_info with its own chain id, and accounts with numbers as strings', async () => {
    expect((await rest.nodeInfo()).default_node_info.network).toBe('sandbox-cosmos-1');
    const dev = chain.devAccounts[0]!;
    expect(await account(dev.address)).toEqual({
      '@type': '/cosmos.auth.v1beta1.BaseAccount',
      address: dev.address,
      pub_key: null,
      account_number: expect.stringMatching(/^\d+$/),
      sequence: '0',
    });
    const stranger = 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu';
    expect(await rest.account(stranger)).toEqual({
      ok: false,
      status: 404,
      body: { code: 5, message: `account ${stranger} not found`, details: [] },
    });
  });

  it.each(['direct', 'amino'] as const)('executes a MsgSend signed %s', async (mode) => {
    const sender = chain.devAccounts[mode === 'direct' ? 0 : 1]!;
    const to = chain.devAccounts[7]!.address;
    const [before, received] = [await balance(sender.address), await balance(to)];
    const answer = await rest.broadcast(
      await send(mode === 'direct' ? 0 : 1, to, 1_234_567n, { mode }),
    );
    expect(answer).toMatchObject({
      code: 0,
      height: '0',
      txhash: expect.stringMatching(/^[0-9A-F]{64}$/),
    });
    expect(await balance(sender.address)).toBe(before - 1_234_567n - 5_000n);
    expect(await balance(to)).toBe(received + 1_234_567n);
    const after = await account(sender.address);
    expect(after.sequence).toBe('1');
    expect(after.pub_key).toEqual({
      '@type': '/cosmos.crypto.secp256k1.PubKey',
      key: expect.any(String),
    });
    const found = await rest.tx(answer.txhash);
    if (!found.ok) throw new Error('tx not found');
    expect(found.body.tx_response).toMatchObject({ code: 0, txhash: answer.txhash, raw_log: '' });
    expect(Number(found.body.tx_response.height)).toBeGreaterThan(0);
    expect(found.body.tx.body.messages[0]).toMatchObject({
      '@type': MSG_SEND,
      from_address: sender.address,
      to_address: to,
    });
  });

  it('refuses a signature by another key (4) and moves nothing', async () => {
    const victim = chain.devAccounts[2]!;
    const thief = chain.devAccounts[3]!;
    const before = await balance(victim.address);
    const answer = await rest.broadcast(
      await send(2, thief.address, 1_000n, {
        privateKey: thief.privateKey,
        signerInfoPubKey: victim.publicKey,
      }),
    );
    expect(answer.code).toBe(4);
    expect(answer.raw_log).toMatch(
      /^signature verification failed; please verify account number \(\d+\) and chain-id \(sandbox-cosmos-1\): unauthorized$/,
    );
    expect(await balance(victim.address)).toBe(before);
    expect((await account(victim.address)).sequence).toBe('0');
    expect((await rest.tx(answer.txhash)).status).toBe(404);
  });

  it('refuses a wrong sequence (32), then takes the right one', async () => {
    const to = chain.devAccounts[7]!.address;
    const wrong = await rest.broadcast(await send(4, to, 10n, { sequence: 5n }));
    expect(wrong).toMatchObject({
      code: 32,
      raw_log: 'account sequence mismatch, expected 0, got 5: incorrect account sequence',
    });
    expect((await rest.broadcast(await send(4, to, 10n))).code).toBe(0);
    expect((await account(chain.devAccounts[4]!.address)).sequence).toBe('1');
  });

  it('refuses too low a fee (13)', async () => {
    const dev = chain.devAccounts[5]!;
    const before = await balance(dev.address);
    const answer = await rest.broadcast(
      await send(5, chain.devAccounts[7]!.address, 10n, {
        fee: [{ denom: 'uatom', amount: '4999' }],
      }),
    );
    expect(answer).toMatchObject({
      code: 13,
      raw_log: 'insufficient fees; got: 4999uatom required: 5000uatom: insufficient fee',
    });
    expect(await balance(dev.address)).toBe(before);
  });

  it('fails a send above the balance (5): only the fee is taken', async () => {
    const dev = chain.devAccounts[6]!;
    const before = await balance(dev.address);
    const answer = await rest.broadcast(await send(6, chain.devAccounts[7]!.address, before));
    expect(answer.code).toBe(0); // CheckTx runs no message, as a node's does
    const found = await rest.tx(answer.txhash);
    if (!found.ok) throw new Error('tx not found');
    expect(found.body.tx_response).toMatchObject({
      code: 5,
      raw_log: `failed to execute message; message index: 0: spendable balance ${before - 5_000n}uatom is smaller than ${before}uatom: insufficient funds`,
    });
    expect(await balance(dev.address)).toBe(before - 5_000n);
    expect((await account(dev.address)).sequence).toBe('1');
  });

  it('simulates without changing state: gas used, or the failure', async () => {
    const dev = chain.devAccounts[0]!;
    const [before, state] = [await balance(dev.address), await account(dev.address)];
    const ok = await rest.simulate(await send(0, chain.devAccounts[7]!.address, 1_000n));
    if (!ok.ok) throw new Error(ok.body.message);
    expect(BigInt(ok.body.gas_info.gas_used)).toBeGreaterThan(20_000n);
    expect(BigInt(ok.body.gas_info.gas_used)).toBeLessThan(GAS);
    const failing = await rest.simulate(await send(0, chain.devAccounts[7]!.address, before * 2n));
    expect(failing.status).toBe(500);
    expect(failing.body).toMatchObject({
      code: 2,
      message: expect.stringMatching(
        /^failed to execute message; message index: 0: spendable balance \d+uatom is smaller than \d+uatom: insufficient funds With gas wanted/,
      ),
    });
    expect(await balance(dev.address)).toBe(before);
    expect(await account(dev.address)).toEqual(state);
  });

  it("simulates with the SDK's events: the fee's deduction, the signer's bookkeeping, the send", async () => {
    const dev = chain.devAccounts[4]!;
    const to = chain.devAccounts[7]!.address;
    const feeCollector = moduleAddress('fee_collector');
    const { sequence } = await account(dev.address);
    const answer = await rest.simulate(await send(4, to, 1_000n));
    if (!answer.ok) throw new Error(answer.body.message);

    const { events } = answer.body.result;
    expect(events.every((e) => e.attributes.every((a) => a.index === true))).toBe(true);
    const text = events.map(
      (e) => `${e.type} ${e.attributes.map((a) => `${a.key}=${a.value}`).join(' ')}`,
    );
    expect(text).toEqual([
      `coin_spent spender=${dev.address} amount=5000uatom`,
      `coin_received receiver=${feeCollector} amount=5000uatom`,
      `transfer recipient=${feeCollector} sender=${dev.address} amount=5000uatom`,
      `message sender=${dev.address}`,
      `tx fee=5000uatom fee_payer=${dev.address}`,
      `tx acc_seq=${dev.address}/${sequence}`,
      expect.stringMatching(/^tx signature=[A-Za-z0-9+/]+=*$/),
      `message action=/cosmos.bank.v1beta1.MsgSend sender=${dev.address} module=bank msg_index=0`,
      `coin_spent spender=${dev.address} amount=1000uatom msg_index=0`,
      `coin_received receiver=${to} amount=1000uatom msg_index=0`,
      `transfer recipient=${to} sender=${dev.address} amount=1000uatom msg_index=0`,
      `message sender=${dev.address} msg_index=0`,
    ]);
  });

  it('refuses a replayed transaction', async () => {
    const to = chain.devAccounts[7]!.address;
    const bytes = await send(3, to, 777n);
    const first = await rest.broadcast(bytes);
    expect(first.code).toBe(0);
    const received = await balance(to);
    expect(await rest.broadcast(bytes)).toMatchObject({
      code: 19,
      txhash: first.txhash,
      raw_log: 'tx already exists in cache',
    });
    // Signed again with the sequence it used: the account has moved on.
    const resigned = await rest.broadcast(await send(3, to, 777n, { sequence: 0n, memo: 'again' }));
    expect(resigned.code).toBe(32);
    expect(await balance(to)).toBe(received);
  });
});
