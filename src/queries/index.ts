/** React Query layer over the routing client: key factories, options factories, thin hooks. */
import './register';

export * from './chains';
export * from './context';
export * from './createTx';
export * from './keys';
export * from './nextTx';
export * from './oneShot';
export * from './quotes';
export * from './retry';
export * from './status';
export * from './submitSignature';
export * from './tokens';
