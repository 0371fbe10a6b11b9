import { useEffect } from 'react';
import { useRecipientCheck } from '../widget/useRecipientCheck';

// The Settings button's other part that waits for the first paint.
export { SlippageText } from './SlippageText';

/**
 * Tells the Settings button (`onChange`) whether the recipient needs input: a destination of
 * another network type with no wallet connected for it, or a recipient that cannot be used. It
 * counts the wallet connected for the destination type, so a working setup asks for nothing.
 * Renders nothing; loaded after the first paint, as the recipient rules need the chains, which
 * are not known before it.
 */
export function SettingsAttention({ onChange }: { onChange: (needsAttention: boolean) => void }) {
  const needsAttention = useRecipientCheck().error !== undefined;
  useEffect(() => onChange(needsAttention), [needsAttention, onChange]);
  return null;
}
