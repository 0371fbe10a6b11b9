import { useEffect, useId, useRef, useState } from 'react';
import type { NetworkType } from '../../api/types';
import { recipientFieldMessages } from '../../i18n/en/recipientField';
import { useI18n, useT } from '../../i18n/I18nProvider';
import { shortenAddress } from '../../lib/addresses';
import { checkRecipient, walletToOffer } from '../../state/recipient';
import { recipientAfterTyping } from '../../state/recipientTyping';
import { useAddressFormats } from '../widget/useAddressFormats';
import { UseMyWalletButton } from './UseMyWalletButton';

export interface RecipientSettingProps {
  recipient: string;
  fromNetworkType?: NetworkType;
  toNetworkType?: NetworkType;
  /** Wallet connected for the destination network type; makes the recipient optional. */
  destinationWalletAddress?: string;
  onChange(recipient: string): void;
}

/**
 * Where the tokens go. Validated in the destination's address format; only a valid address (or
 * an empty field, meaning "my wallet") is stored, and typing over a stored one with anything else
 * clears it, in words: an address the person has typed over must not pay out. An empty field
 * says nothing is wrong until the person has typed in it (the hint says what to enter). Across
 * network types a connected destination wallet is offered in one click.
 */
export function RecipientSetting({
  recipient,
  fromNetworkType,
  toNetworkType,
  destinationWalletAddress,
  onChange,
}: RecipientSettingProps) {
  const inputId = useId();
  const messageId = useId();
  const [text, setText] = useState(recipient);
  const [typed, setTyped] = useState(false);
  // The stored recipient this field's typing cleared, said until a usable one (or none) is typed.
  const [cleared, setCleared] = useState<string>();
  const i18n = useI18n();
  const t = useT(recipientFieldMessages);
  // The field asks for an address: its checks load with it.
  const isValidAddress = useAddressFormats(true)?.isValidAddress;
  const ctx = { fromNetworkType, toNetworkType, destinationWalletAddress, isValidAddress };
  const check = checkRecipient(text, ctx, i18n);
  const offered = walletToOffer(text, ctx);
  const change = (next: string) => {
    setText(next);
    setTyped(true);
    const r = recipientAfterTyping(recipient, next, ctx, i18n);
    if (r.cleared !== undefined) setCleared(r.cleared);
    else if (r.store !== undefined) setCleared(undefined);
    if (r.store !== undefined) onChange(r.store);
  };
  // An empty field untouched is a question, not a mistake.
  const error = typed || text.trim() !== '' ? check.error : undefined;
  const problem = [
    error,
    cleared !== undefined && t('recipientCleared', { address: shortenAddress(cleared) }),
  ]
    .filter(Boolean)
    .join(' ');
  // What was typed (or pasted) while the checks were loading is stored once they are in.
  const latest = useRef({ text, recipient, ctx, onChange });
  latest.current = { text, recipient, ctx, onChange };
  const checkedOnce = useRef(isValidAddress !== undefined);
  useEffect(() => {
    if (!isValidAddress || checkedOnce.current) return;
    checkedOnce.current = true;
    const { text, recipient, ctx, onChange } = latest.current;
    const usable = checkRecipient(text, { ...ctx, isValidAddress }).recipient;
    if (usable !== undefined && usable !== recipient) {
      setCleared(undefined);
      onChange(usable);
    }
  }, [isValidAddress]);

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-semibold">
        {check.required ? t('recipientLabelRequired') : t('recipientLabel')}
      </label>
      <input
        id={inputId}
        type="text"
        autoComplete="off"
        spellCheck={false}
        placeholder={check.required ? t('recipientPlaceholderRequired') : t('recipientPlaceholder')}
        value={text}
        required={check.required}
        aria-invalid={error ? true : undefined}
        aria-describedby={messageId}
        onChange={(e) => change(e.target.value)}
        className="w-full rounded-lg border border-border bg-transparent px-2 py-1.5 font-mono text-xs text-text focus:border-accent focus:outline-none"
      />
      {offered && toNetworkType && (
        <UseMyWalletButton networkType={toNetworkType} address={offered} onUse={change} />
      )}
      <p
        id={messageId}
        role={problem ? 'alert' : undefined}
        className={`text-xs ${problem ? 'font-medium text-danger' : 'text-text-muted'}`}
      >
        {problem || (check.required ? t('recipientHintRequired') : t('recipientHint'))}
      </p>
    </div>
  );
}
