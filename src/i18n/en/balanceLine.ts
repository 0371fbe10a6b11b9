import { defineSection } from '../../lib/messages';

/** What Max keeps back for network fees, said under "You pay" once a balance is known. */
export const balanceLineMessages = defineSection('balanceLine', {
  maxKeeps: 'Max keeps {amount} for network fees.',
  leavesNone: 'Leaves no {symbol} for network fees: keep about {amount} (Max does).',
  leavesTooLittle: 'Leaves too little {symbol} for network fees: keep about {amount} (Max does).',
});
