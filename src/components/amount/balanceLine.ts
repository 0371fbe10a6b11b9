// What the balance line loads on demand (AmountField.tsx), in one chunk: its words and the
// tooltip that shows a shortened balance in full. Neither is on the first paint, which has no
// wallet and so no balance.
export { BalanceText } from './BalanceText';
export { balanceView } from './balanceView';
