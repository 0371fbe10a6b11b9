/**
 * The params of the relay methods, checked as the live relay checks them: a topic is 32 bytes in
 * hex (a sha256, as the sign-client derives every topic), a `ttl` is whole seconds between five
 * minutes and thirty days, and a batch holds at most 500 items (the sign-client batches by 500).
 * A failure names the param, for the `-32602` error.
 */
export class ParamsError extends Error {}

export interface PublishParams {
  topic: string;
  message: string;
  ttl: number;
  attestation?: string;
}

export interface ProposeSessionParams {
  pairingTopic: string;
  sessionProposal: string;
  ttl: number;
  attestation?: string;
}

export interface ApproveSessionParams {
  pairingTopic: string;
  sessionTopic: string;
  sessionProposalResponse: string;
  sessionSettlementRequest: string;
  ttl: number;
}

export interface UnsubscribeParams {
  topic: string;
  id: string;
}

const TOPIC = /^[0-9a-f]{64}$/;
const MIN_TTL = 300;
const MAX_TTL = 30 * 24 * 60 * 60;
const MAX_BATCH = 500;

type Params = Record<string, unknown>;

export function paramsObject(params: unknown): Params {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw new ParamsError('params: expected an object');
  }
  return params as Params;
}

export function topicOf(params: Params, name = 'topic'): string {
  return checkTopic(params[name], name);
}

function checkTopic(value: unknown, name: string): string {
  if (typeof value !== 'string' || !TOPIC.test(value)) {
    throw new ParamsError(`${name}: expected 64 lowercase hex digits`);
  }
  return value;
}

function text(params: Params, name: string): string {
  const value = params[name];
  if (typeof value !== 'string' || value === '') {
    throw new ParamsError(`${name}: expected a non-empty string`);
  }
  return value;
}

function ttlOf(params: Params): number {
  const ttl = params.ttl;
  if (typeof ttl !== 'number' || !Number.isInteger(ttl) || ttl < MIN_TTL || ttl > MAX_TTL) {
    throw new ParamsError(`ttl: expected whole seconds from ${MIN_TTL} to ${MAX_TTL}`);
  }
  return ttl;
}

function attestationOf(params: Params): { attestation?: string } {
  const value = params.attestation;
  if (value === undefined || value === null) return {};
  if (typeof value !== 'string') throw new ParamsError('attestation: expected a string');
  return { attestation: value };
}

export function listOf(params: Params, name: string): unknown[] {
  const value = params[name];
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_BATCH) {
    throw new ParamsError(`${name}: expected a list of 1 to ${MAX_BATCH} items`);
  }
  return value;
}

export function publishParams(params: Params): PublishParams {
  return {
    topic: topicOf(params),
    message: text(params, 'message'),
    ttl: ttlOf(params),
    ...attestationOf(params),
  };
}

export function topicsOf(params: Params): string[] {
  return listOf(params, 'topics').map((topic, i) => checkTopic(topic, `topics[${i}]`));
}

export function unsubscribeParams(params: Params): UnsubscribeParams {
  return { topic: topicOf(params), id: text(params, 'id') };
}

export function proposeSessionParams(params: Params): ProposeSessionParams {
  return {
    pairingTopic: topicOf(params, 'pairingTopic'),
    sessionProposal: text(params, 'sessionProposal'),
    ttl: ttlOf(params),
    ...attestationOf(params),
  };
}

export function approveSessionParams(params: Params): ApproveSessionParams {
  return {
    pairingTopic: topicOf(params, 'pairingTopic'),
    sessionTopic: topicOf(params, 'sessionTopic'),
    sessionProposalResponse: text(params, 'sessionProposalResponse'),
    sessionSettlementRequest: text(params, 'sessionSettlementRequest'),
    ttl: ttlOf(params),
  };
}
