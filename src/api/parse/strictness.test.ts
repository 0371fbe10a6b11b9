import { describe, expect, it } from 'vitest';
import { payloadReaders } from '../../test/payloadReaders';
import { clone, fixtureJson } from '../__fixtures__/load';
import { InvalidResponseError } from '../errors';
import { parseCreateTxResponse } from './parseCreateTxResponse';
import { parseNextTxResponse } from './parseNextTxResponse';
import { parseQuickSwapResponse } from './parseQuickSwapResponse';
import { parseStatusResponse } from './parseStatusResponse';

/**
 * The rule at the top of `src/api/schemas/txnData.ts`, field by field: every tolerated field may
 * be absent or malformed without failing the response; every required field, absent or broken,
 * fails it with an `InvalidResponseError` naming its path.
 */

type Path = Array<string | number>;
type Body = Record<string, unknown>;

const wrap = (data: unknown) => ({ status: 'success', data });
const GARBAGE = { not: ['what', 'was', 'expected'] };
const REMOVE = Symbol('remove');

function edit(body: Body, path: Path, value: unknown | typeof REMOVE): Body {
  const copy = clone(body);
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (value === REMOVE) delete node[last];
  else node[last] = value;
  return copy;
}

function failurePath(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidResponseError);
    return (error as InvalidResponseError).path;
  }
  throw new Error('expected an InvalidResponseError');
}

const EVM_TO = '0x3c499c542cef5e3811e1192ce70d8cc03d5c3359';

const evmNextTx: Body = wrap({
  routeId: 'r1',
  stepId: 's1',
  skipTxn: false,
  txnData: {
    id: 'x1',
    requestId: 'q1',
    routeId: 'r1',
    stepId: 's1',
    networkType: 'evm',
    txnType: 'on-chain',
    skipTxn: false,
    gasless: false,
    deadline: 60,
    isCompleted: false,
    status: 'not-started',
    createdAt: 1_721_087_654_682,
    fetchedAt: 1_721_087_654_682,
    txnEvm: {
      from: '0x17e7c3DD600529F34eFA1310f00996709FfA8d5c',
      to: EVM_TO,
      value: '1000',
      data: '0x095ea7b3',
      gasPrice: '30000000030',
      gasLimit: 56167,
      chainId: 137,
    },
    txnSol: null,
    txnTron: null,
    txnCosmos: null,
  },
});

const withPayload = (networkType: string, field: string, payload: unknown, extra: Body = {}) =>
  wrap({
    routeId: 'r1',
    stepId: 's1',
    txnData: { networkType, [field]: payload, ...extra },
  });

const solNextTx = withPayload('sol', 'txnSol', { data: 'AQAB' });
const tronNextTx = withPayload('tron', 'txnTron', {
  txID: 'ab'.repeat(32),
  visible: false,
  raw_data: { contract: [] },
  raw_data_dex: '0a02',
});
const cosmosNextTx = withPayload('cosmos', 'txnCosmos', {
  data: '{"messages":[]}',
  value: '0',
  gasLimit: '200000',
  gasPrice: '0.025',
  maxFeePerGas: '0.025',
});
const typedNextTx = withPayload(
  'evm',
  'txnEvm',
  (fixtureJson('service-sdkdocs__nextTx__txnData-sign-typed-permit2.json') as Body).txnEvm,
  { txnType: 'sign-typed' },
);
const untypedNextTx = withPayload(
  'evm',
  'txnEvm',
  { message: 'hello' },
  { txnType: 'sign-untyped' },
);

describe('/nextTx: tolerated fields', () => {
  const T = ['data', 'txnData'];
  const tolerated: Array<[string, Body, Path]> = [
    ['txnData.id', evmNextTx, [...T, 'id']],
    ['txnData.requestId', evmNextTx, [...T, 'requestId']],
    ['txnData.deadline', evmNextTx, [...T, 'deadline']],
    ['txnData.isCompleted', evmNextTx, [...T, 'isCompleted']],
    ['txnData.status', evmNextTx, [...T, 'status']],
    ['txnData.createdAt', evmNextTx, [...T, 'createdAt']],
    ['txnData.fetchedAt', evmNextTx, [...T, 'fetchedAt']],
    ['txnData.gasless', evmNextTx, [...T, 'gasless']],
    ['txnData.txnSol of an EVM step', evmNextTx, [...T, 'txnSol']],
    ['txnData.txnTron of an EVM step', evmNextTx, [...T, 'txnTron']],
    ['txnData.txnCosmos of an EVM step', evmNextTx, [...T, 'txnCosmos']],
    ['txnEvm.from', evmNextTx, [...T, 'txnEvm', 'from']],
    ['txnEvm.gasPrice', evmNextTx, [...T, 'txnEvm', 'gasPrice']],
    ['txnEvm.gasLimit', evmNextTx, [...T, 'txnEvm', 'gasLimit']],
    ['txnTron.visible', tronNextTx, [...T, 'txnTron', 'visible']],
    ['txnTron.raw_data', tronNextTx, [...T, 'txnTron', 'raw_data']],
    ['txnTron.raw_data_dex', tronNextTx, [...T, 'txnTron', 'raw_data_dex']],
    ['txnCosmos.value', cosmosNextTx, [...T, 'txnCosmos', 'value']],
    ['txnCosmos.gasLimit', cosmosNextTx, [...T, 'txnCosmos', 'gasLimit']],
    ['txnCosmos.gasPrice', cosmosNextTx, [...T, 'txnCosmos', 'gasPrice']],
    ['txnCosmos.maxFeePerGas', cosmosNextTx, [...T, 'txnCosmos', 'maxFeePerGas']],
  ];

  it.each(tolerated)('%s may be absent', (_name, body, path) => {
    expect(parseNextTxResponse(edit(body, path, REMOVE), payloadReaders).txnData).not.toBeNull();
  });

  it.each(tolerated)('%s may be malformed', (_name, body, path) => {
    expect(parseNextTxResponse(edit(body, path, GARBAGE), payloadReaders).txnData).not.toBeNull();
  });

  it.each([
    ['routeId', ['data', 'routeId']],
    ['stepId', ['data', 'stepId']],
    ['skipTxn', ['data', 'skipTxn']],
    ['txnData.routeId', [...T, 'routeId']],
    ['txnData.stepId', [...T, 'stepId']],
    ['txnData.skipTxn', [...T, 'skipTxn']],
    ['txnData.networkType (one payload to infer it from)', [...T, 'networkType']],
    ['txnData.txnType (on-chain)', [...T, 'txnType']],
    ['txnEvm.value (0)', [...T, 'txnEvm', 'value']],
    ['txnEvm.data', [...T, 'txnEvm', 'data']],
    ['txnEvm.chainId', [...T, 'txnEvm', 'chainId']],
  ] as Array<[string, Path]>)('%s may be absent', (_name, path) => {
    expect(
      parseNextTxResponse(edit(evmNextTx, path, REMOVE), payloadReaders).txnData,
    ).not.toBeNull();
  });

  it('drops what it tolerates and keeps what it reads', () => {
    let body = evmNextTx;
    for (const key of ['status', 'deadline', 'isCompleted', 'gasless', 'createdAt']) {
      body = edit(body, ['data', 'txnData', key], GARBAGE);
    }
    body = edit(body, ['data', 'txnData', 'txnEvm', 'gasLimit'], '1.5');
    body = edit(body, ['data', 'txnData', 'txnEvm', 'gasPrice'], 2 ** 60);
    body = edit(body, ['data', 'txnData', 'nextTxStart'], 1);
    const txn = parseNextTxResponse(body, payloadReaders).txnData;
    expect(txn).toMatchObject({ isCompleted: false, gasless: false });
    expect(txn?.status).toBeUndefined();
    expect(txn?.deadline).toBeUndefined();
    expect(txn?.createdAt).toBeUndefined();
    expect(txn?.txnEvm).toEqual({
      from: '0x17e7c3DD600529F34eFA1310f00996709FfA8d5c',
      to: EVM_TO,
      value: 1000n,
      data: '0x095ea7b3',
      chainId: 137,
    });
    expect(Object.keys(txn ?? {})).not.toContain('nextTxStart');
  });

  it('reads integer figures in every documented form', () => {
    const txn = (value: unknown, gasLimit: unknown) =>
      parseNextTxResponse(
        edit(
          edit(evmNextTx, ['data', 'txnData', 'txnEvm', 'value'], value),
          ['data', 'txnData', 'txnEvm', 'gasLimit'],
          gasLimit,
        ),
        payloadReaders,
      ).txnData?.txnEvm;
    expect(txn('0xde0b6b3a7640000', '0x5208')).toMatchObject({
      value: 10n ** 18n,
      gasLimit: 21000n,
    });
    expect(txn(7, '21000')).toMatchObject({ value: 7n, gasLimit: 21000n });
  });

  it('keeps Tron and Cosmos defaults and figures as text', () => {
    const tron = parseNextTxResponse(
      edit(tronNextTx, ['data', 'txnData', 'txnTron', 'visible'], REMOVE),
      payloadReaders,
    );
    expect(tron.txnData?.txnTron).toMatchObject({ txID: 'ab'.repeat(32), visible: false });
    const bare = parseNextTxResponse(
      withPayload('cosmos', 'txnCosmos', { data: '{}' }),
      payloadReaders,
    );
    expect(bare.txnData?.txnCosmos).toEqual({ data: '{}' });
    const numeric = parseNextTxResponse(
      edit(cosmosNextTx, ['data', 'txnData', 'txnCosmos', 'gasLimit'], 200000),
      payloadReaders,
    );
    expect(numeric.txnData?.txnCosmos?.gasLimit).toBe('200000');
  });

  it('does not read the payload of a skipped step', () => {
    const body = wrap({
      routeId: 'r1',
      stepId: 's1',
      txnData: { skipTxn: true, txnEvm: GARBAGE },
    });
    expect(parseNextTxResponse(body, payloadReaders)).toEqual({
      routeId: 'r1',
      stepId: 's1',
      skipTxn: true,
      txnData: null,
    });
  });
});

describe('/nextTx: required fields', () => {
  const T = ['data', 'txnData'];
  const E = [...T, 'txnEvm'];
  const broken: Array<[string, Body, Path, unknown, string]> = [
    [
      'ids missing everywhere',
      edit(evmNextTx, [...T, 'routeId'], REMOVE),
      ['data', 'routeId'],
      REMOVE,
      'routeId',
    ],
    [
      'stepId missing everywhere',
      edit(evmNextTx, [...T, 'stepId'], REMOVE),
      ['data', 'stepId'],
      REMOVE,
      'stepId',
    ],
    ['routeId empty', evmNextTx, ['data', 'routeId'], '', 'routeId'],
    ['routeId not text', evmNextTx, ['data', 'routeId'], 42, 'routeId'],
    ['txnData.stepId not text', evmNextTx, [...T, 'stepId'], 7, 'txnData.stepId'],
    ['txnData.routeId of another route', evmNextTx, [...T, 'routeId'], 'r2', 'txnData.routeId'],
    ['txnData.stepId of another step', evmNextTx, [...T, 'stepId'], 's2', 'txnData.stepId'],
    ['skipTxn not boolean', evmNextTx, ['data', 'skipTxn'], 'no', 'skipTxn'],
    ['txnData.skipTxn not boolean', evmNextTx, [...T, 'skipTxn'], 'no', 'txnData.skipTxn'],
    ['skipTxn contradicted', evmNextTx, [...T, 'skipTxn'], true, 'txnData.skipTxn'],
    ['txnData not an object', evmNextTx, T, 'AQAB', 'txnData'],
    ['txnData null without skip', evmNextTx, T, null, 'txnData'],
    ['networkType unknown', evmNextTx, [...T, 'networkType'], 'bitcoin', 'txnData.networkType'],
    ['txnType unknown', evmNextTx, [...T, 'txnType'], 'sign-maybe', 'txnData.txnType'],
    ['txnType sign-typed on Solana', solNextTx, [...T, 'txnType'], 'sign-typed', 'txnData.txnType'],
    ['txnEvm missing', evmNextTx, E, REMOVE, 'txnData.txnEvm'],
    ['txnEvm not an object', evmNextTx, E, '0x', 'txnData.txnEvm'],
    ['txnEvm.to missing', evmNextTx, [...E, 'to'], REMOVE, 'txnData.txnEvm.to'],
    ['txnEvm.to short', evmNextTx, [...E, 'to'], '0x3c49', 'txnData.txnEvm.to'],
    ['txnEvm.data not hex', evmNextTx, [...E, 'data'], 'approve', 'txnData.txnEvm.data'],
    ['txnEvm.data half a byte', evmNextTx, [...E, 'data'], '0x095ea7b', 'txnData.txnEvm.data'],
    ['txnEvm.data elided', evmNextTx, [...E, 'data'], '0x095ea7b3...', 'txnData.txnEvm.data'],
    ['txnEvm.value a decimal', evmNextTx, [...E, 'value'], '1.5', 'txnData.txnEvm.value'],
    ['txnEvm.value negative', evmNextTx, [...E, 'value'], -1, 'txnData.txnEvm.value'],
    ['txnEvm.value past 2^53', evmNextTx, [...E, 'value'], 2 ** 60, 'txnData.txnEvm.value'],
    ['txnEvm.chainId zero', evmNextTx, [...E, 'chainId'], 0, 'txnData.txnEvm.chainId'],
    ['txnEvm.chainId text', evmNextTx, [...E, 'chainId'], 'polygon', 'txnData.txnEvm.chainId'],
    ['txnSol missing', solNextTx, [...T, 'txnSol'], REMOVE, 'txnData.txnSol'],
    ['txnSol.data missing', solNextTx, [...T, 'txnSol', 'data'], REMOVE, 'txnData.txnSol.data'],
    ['txnSol.data empty', solNextTx, [...T, 'txnSol', 'data'], '', 'txnData.txnSol.data'],
    ['txnTron.txID missing', tronNextTx, [...T, 'txnTron', 'txID'], REMOVE, 'txnData.txnTron.txID'],
    [
      'txnTron.txID not a hash',
      tronNextTx,
      [...T, 'txnTron', 'txID'],
      'abc',
      'txnData.txnTron.txID',
    ],
    [
      'txnCosmos.data missing',
      cosmosNextTx,
      [...T, 'txnCosmos', 'data'],
      REMOVE,
      'txnData.txnCosmos.data',
    ],
    ['typed domain missing', typedNextTx, [...E, 'domain'], REMOVE, 'txnData.txnEvm.domain'],
    [
      'typed types broken',
      typedNextTx,
      [...E, 'types', 'PermitSingle'],
      'x',
      'txnData.txnEvm.types.PermitSingle',
    ],
    ['typed message missing', typedNextTx, [...E, 'message'], REMOVE, 'txnData.txnEvm.message'],
    [
      'typed primaryType undefined',
      typedNextTx,
      [...E, 'primaryType'],
      'Nope',
      'txnData.txnEvm.primaryType',
    ],
    ['untyped message missing', untypedNextTx, [...E, 'message'], REMOVE, 'txnData.txnEvm.message'],
  ];

  it.each(broken)('%s', (_name, body, path, value, expected) => {
    expect(failurePath(() => parseNextTxResponse(edit(body, path, value), payloadReaders))).toBe(
      expected,
    );
  });

  it('cannot guess the network from two payloads', () => {
    const body = edit(
      edit(evmNextTx, ['data', 'txnData', 'networkType'], REMOVE),
      ['data', 'txnData', 'txnSol'],
      { data: 'AQAB' },
    );
    expect(failurePath(() => parseNextTxResponse(body, payloadReaders))).toBe(
      'txnData.networkType',
    );
  });
});

const statusBody: Body = wrap({
  routeId: 'r1',
  stepId: 's1',
  status: 'partial-success',
  srcTxnHash: '0xabc',
  srcTxnUrl: 'https://polygonscan.com/tx/0xabc',
  destTxnHash: '5abc',
  destTxnUrl: 'https://solscan.io/tx/5abc',
  points: 3,
  outputAmount: '1500000',
  outputAmountDisplay: '1.5',
  outputToken: {
    chainId: 'sol',
    address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    decimals: 6,
    symbol: 'USDC',
    blockchain: 'Solana',
    lastPrice: 1,
  },
  warnings: ['Received USDC instead of SOL'],
});

describe('/status', () => {
  const tolerated = [
    'srcTxnHash',
    'srcTxnUrl',
    'destTxnHash',
    'destTxnUrl',
    'points',
    'outputAmount',
    'outputAmountDisplay',
    'outputToken',
    'warnings',
  ];

  it.each(tolerated)('%s may be absent', (key) => {
    const result = parseStatusResponse(edit(statusBody, ['data', key], REMOVE));
    expect(result.status).toBe('partial-success');
    expect(result[key as keyof typeof result]).toEqual(key === 'warnings' ? [] : undefined);
  });

  it.each(tolerated)('%s may be malformed', (key) => {
    const result = parseStatusResponse(edit(statusBody, ['data', key], GARBAGE));
    expect(result.status).toBe('partial-success');
    expect(result[key as keyof typeof result]).toEqual(key === 'warnings' ? [] : undefined);
  });

  it('keeps only http(s) links', () => {
    const result = parseStatusResponse(
      edit(statusBody, ['data', 'srcTxnUrl'], 'javascript:alert(1)'),
    );
    expect(result.srcTxnUrl).toBeUndefined();
    expect(result.destTxnUrl).toBe('https://solscan.io/tx/5abc');
  });

  it('reads warnings of any shape', () => {
    const warnings = (value: unknown) =>
      parseStatusResponse(edit(statusBody, ['data', 'warnings'], value)).warnings;
    expect(warnings(['a', { message: 'b' }, { code: 1 }, 3, null])).toEqual(['a', 'b']);
    expect(warnings('one')).toEqual(['one']);
    expect(warnings({ message: 'two', code: 'X' })).toEqual(['two']);
    expect(warnings(null)).toEqual([]);
  });

  it.each([
    ['routeId', REMOVE],
    ['routeId', ''],
    ['stepId', REMOVE],
    ['stepId', 5],
    ['status', REMOVE],
    ['status', 'done'],
  ])('%s must be there and readable (%s)', (key, value) => {
    expect(failurePath(() => parseStatusResponse(edit(statusBody, ['data', key], value)))).toBe(
      key,
    );
  });
});

const createTxBody = () =>
  fixtureJson('service-docs__createTx__polygon-usdc-approval-plus-dln-bridge.json') as Body;

describe('/createTx', () => {
  const step = ['data', 'steps', 1];
  const tolerated = [
    'protocolsUsed',
    'provider',
    'txnHash',
    'status',
    'estimatedTimeInSeconds',
    'fee',
  ];

  it.each(tolerated)('step %s may be absent or malformed', (key) => {
    for (const value of [REMOVE, GARBAGE]) {
      const steps = parseCreateTxResponse(edit(createTxBody(), [...step, key], value)).steps;
      expect(steps).toHaveLength(2);
      expect(steps[1]?.stepId).toBe('01J2WB2ZTWXW6D39KJN7AAB3VV');
    }
  });

  it('defaults protocolsUsed and fees to empty and drops fees it cannot read', () => {
    let body = edit(createTxBody(), [...step, 'protocolsUsed'], REMOVE);
    body = edit(body, [...step, 'fee', 0, 'token'], { symbol: 'X' });
    const parsed = parseCreateTxResponse(body).steps[1];
    expect(parsed?.protocolsUsed).toEqual([]);
    expect(parsed?.fees).toEqual([]);
    let noAmount = edit(createTxBody(), [...step, 'fee', 0, 'amount'], REMOVE);
    noAmount = edit(noAmount, [...step, 'fee', 0, 'amountInEther'], REMOVE);
    expect(parseCreateTxResponse(noAmount).steps[1]?.fees).toEqual([]);
  });

  it.each([
    [['data', 'routeId'], REMOVE, 'routeId'],
    [['data', 'routeId'], '', 'routeId'],
    [['data', 'steps'], REMOVE, 'steps'],
    [['data', 'steps'], [], 'steps'],
    [[...step, 'stepId'], REMOVE, 'steps[1].stepId'],
    [[...step, 'stepType'], 'teleport', 'steps[1].stepType'],
    [[...step, 'from'], REMOVE, 'steps[1].from'],
    [[...step, 'to', 'decimals'], 'six', 'steps[1].to.decimals'],
    [[...step, 'inputAmount'], '3.5', 'steps[1].inputAmount'],
    [[...step, 'outputAmount'], REMOVE, 'steps[1].outputAmount'],
  ] as Array<[Path, unknown, string]>)('%j = %s fails at %s', (path, value, expected) => {
    expect(failurePath(() => parseCreateTxResponse(edit(createTxBody(), path, value)))).toBe(
      expected,
    );
  });
});

describe('/quick-swap', () => {
  const route = (
    fixtureJson('service-docs__quotes__eth1-to-sol-usdc__mayan-dln.json') as {
      data: { quotes: unknown[] };
    }
  ).data.quotes[0];
  const body = wrap({
    route,
    txn: [(evmNextTx.data as Body).txnData],
  });

  it('parses a route with its transactions; error is tolerated', () => {
    for (const value of [REMOVE, GARBAGE, 'Partial route']) {
      const result = parseQuickSwapResponse(edit(body, ['data', 'error'], value), payloadReaders);
      expect(result.route).not.toBeNull();
      expect(result.txns[0]?.txnEvm?.to).toBe(EVM_TO);
    }
    expect(
      parseQuickSwapResponse(edit(body, ['data', 'txn'], REMOVE), payloadReaders).txns,
    ).toEqual([]);
  });

  it('does not read txn without a route, and reads the error as text', () => {
    const none = edit(edit(body, ['data', 'route'], null), ['data', 'txn'], GARBAGE);
    expect(
      parseQuickSwapResponse(
        edit(none, ['data', 'error'], { message: 'No routes found' }),
        payloadReaders,
      ),
    ).toEqual({ route: null, txns: [], error: 'No routes found' });
  });

  it.each([
    [['data', 'txn'], GARBAGE, 'txn'],
    [['data', 'txn', 0, 'txnEvm', 'to'], REMOVE, 'txn[0].txnEvm.to'],
    [['data', 'txn', 0, 'networkType'], 'bitcoin', 'txn[0].networkType'],
    [['data', 'route'], REMOVE, 'route'],
  ] as Array<[Path, unknown, string]>)('%j = %s fails at %s', (path, value, expected) => {
    expect(failurePath(() => parseQuickSwapResponse(edit(body, path, value), payloadReaders))).toBe(
      expected,
    );
  });
});
