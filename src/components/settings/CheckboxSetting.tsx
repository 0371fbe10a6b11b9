import type { ReactNode } from 'react';

export interface CheckboxSettingProps {
  label: string;
  /** What turning it on or off means, in a line or two. */
  description: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
}

/** One on/off setting: a real checkbox, named by its label and described by its text. */
export function CheckboxSetting({ label, description, checked, onChange }: CheckboxSettingProps) {
  return (
    <label className="flex items-start gap-3 text-sm">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 size-4 accent-[var(--cw-accent)]"
      />
      <span>
        <span className="block font-semibold">{label}</span>
        <span className="block text-xs text-text-muted">{description}</span>
      </span>
    </label>
  );
}
