import { useId, useState } from 'react';
import type { NetworkType } from '../../api/types';
import { checkRecipient } from '../../state/recipient';

export interface RecipientSettingProps {
  recipient: string;
  fromNetworkType?: NetworkType;
  toNetworkType?: NetworkType;
  /** Wallet connected for the destination network type; makes the recipient optional. */
  destinationWalletAddress?: string;
  /** Visible label; " (required)" is appended when a recipient must be given. */
  label?: string;
  onChange(recipient: string): void;
}

/**
 * Where the tokens go. Validated in the destination's address format; only a valid address (or
 * an empty field, meaning "my wallet") is stored.
 */
export function RecipientSetting({
  recipient,
  fromNetworkType,
  toNetworkType,
  destinationWalletAddress,
  label = 'Recipient address',
  onChange,
}: RecipientSettingProps) {
  const inputId = useId();
  const messageId = useId();
  const [text, setText] = useState(recipient);
  const ctx = { fromNetworkType, toNetworkType, destinationWalletAddress };
  const check = checkRecipient(text, ctx);

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-semibold">
        {label}
        {check.required ? ' (required)' : ''}
      </label>
      <input
        id={inputId}
        type="text"
        autoComplete="off"
        spellCheck={false}
        placeholder={check.required ? 'Address on the destination chain' : 'Your connected wallet'}
        value={text}
        required={check.required}
        aria-invalid={check.error ? true : undefined}
        aria-describedby={messageId}
        onChange={(e) => {
          const next = e.target.value;
          setText(next);
          const r = checkRecipient(next, ctx);
          if (r.recipient !== undefined || next.trim() === '') onChange(r.recipient ?? '');
        }}
        className="w-full rounded-lg border border-border bg-transparent px-2 py-1.5 font-mono text-xs text-text focus:border-accent focus:outline-none"
      />
      <p
        id={messageId}
        role={check.error ? 'alert' : undefined}
        className={`text-xs ${check.error ? 'font-medium text-danger' : 'text-text-muted'}`}
      >
        {check.error ??
          (check.required
            ? 'The destination uses another kind of wallet, so tell us where to send the tokens.'
            : 'Leave empty to receive in your connected wallet.')}
      </p>
    </div>
  );
}
