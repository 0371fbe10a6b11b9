import type { StepType } from '../../api/types';
import { executionMessages } from '../../i18n/en/execution';
import { reviewMessages } from '../../i18n/en/review';
import { ENGLISH, type I18n } from '../../i18n/i18n';
import type { RouteSignature } from '../../quoting/routeSignatures';

/** Each step's label, as the progress panel names it (the approval's takes its token). */
const LABEL = {
  swap: 'labelSwap',
  bridge: 'labelBridge',
  sign: 'labelSign',
  claim: 'labelClaim',
} as const satisfies Record<Exclude<StepType, 'approval'>, keyof typeof executionMessages.en>;

/**
 * "Approve USDT on Sandbox Tron · Bridge · Claim on Sandbox Ethereum, if asked": the chain said
 * where it changes, a signature that may not be asked said so.
 */
export function signaturesText(signatures: readonly RouteSignature[], i18n: I18n = ENGLISH) {
  let chain: string | undefined;
  return signatures
    .map((s) => {
      let text =
        s.stepType === 'approval'
          ? i18n.t(executionMessages, 'labelApprove', { symbol: s.symbol })
          : i18n.t(executionMessages, LABEL[s.stepType]);
      if (s.chain !== chain) {
        text = i18n.t(reviewMessages, 'signatureOnChain', { signature: text, chain: s.chain });
      }
      chain = s.chain;
      return s.ifAsked ? i18n.t(reviewMessages, 'signatureIfAsked', { signature: text }) : text;
    })
    .join(' · ');
}
