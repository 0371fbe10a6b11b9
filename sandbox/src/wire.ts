/**
 * The wire format the sandbox sends: one definition with the client's, in `src/api/wire.ts`
 * (its type-level test keeps the client's schemas reading exactly these shapes).
 */
export type * from '../../src/api/wire';
