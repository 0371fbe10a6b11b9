import { type ReactNode, useId } from 'react';

/**
 * What Review asks the person to tick before "Confirm swap" (a high price impact, a remembered
 * recipient, a contract recipient): a real checkbox whose label is the whole sentence, so its
 * accessible name is what is read. `breakAll` for a sentence holding a full address.
 */
export function ConsentCheckbox({
  checked,
  onChange,
  className = '',
  breakAll = false,
  children,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
  className?: string;
  breakAll?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <label htmlFor={id} className={`flex items-start gap-2 font-medium ${className}`}>
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 shrink-0 accent-accent"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span className={`min-w-0 ${breakAll ? 'break-all' : 'wrap-anywhere'}`}>{children}</span>
    </label>
  );
}
