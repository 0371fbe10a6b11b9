// The `/chains` and `/tokens` parsers, with the envelope reader that also reads a failure's body,
// as one module: the client loads it with its first request (`client.ts`), beside that request,
// so their schemas are not in the first load (the first paint shows no chain or token list).
export { unwrapEnvelope } from './envelope';
export { parseChainsResponse } from './parseChainsResponse';
export { parseTokensResponse } from './parseTokensResponse';
