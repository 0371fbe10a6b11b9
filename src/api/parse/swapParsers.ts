// The parsers and the check of what a swap asks after its quotes, as one module: the client loads
// it with the first such request (`client.ts`), and one `import()` costs the first load less than
// one per parser.
export { checkQuickSwap } from '../checks/quickSwapMatches';
export { parseCreateTxResponse } from './parseCreateTxResponse';
export { parseNextTxResponse } from './parseNextTxResponse';
export { parseQuickSwapResponse } from './parseQuickSwapResponse';
export { parseStatusResponse, parseSubmitResponse } from './parseStatusResponse';
