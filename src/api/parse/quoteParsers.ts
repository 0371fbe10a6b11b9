// The `/quotes` parser and the check that each route answers the request, as one module: the
// client loads it with the first quote request (`client.ts`), so the route schemas are not in the
// first load (the first screen asks for chains and tokens, and quotes only once an amount is in).
export { keepMatchingRoutes } from '../checks/keepMatchingRoutes';
export { parseQuotesResponse } from './parseQuotesResponse';
