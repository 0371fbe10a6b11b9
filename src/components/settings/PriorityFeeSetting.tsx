import { useId, useState } from 'react';
import type { PriorityLevel } from '../../api/types';
import { settingsMessages } from '../../i18n/en/settings';
import { useI18n, useT } from '../../i18n/I18nProvider';
import { Select } from '../widget/Select';
import { type FeeSetting, feeToText, parseFeeInput } from './priorityFee';

export interface PriorityFeeSettingProps {
  label: string;
  /** Unit of the custom value as typed, e.g. "gwei". */
  unitLabel: string;
  /** Decimals between the typed unit and the API's integer unit (gwei -> wei: 9). */
  unitDecimals: number;
  levels: readonly PriorityLevel[];
  value: FeeSetting;
  onChange(value: FeeSetting): void;
}

const LEVEL_NAMES = {
  low: 'levelLow',
  medium: 'levelMedium',
  high: 'levelHigh',
  ultra: 'levelUltra',
  degen: 'levelDegen',
} as const satisfies Record<PriorityLevel, keyof typeof settingsMessages.en>;

/** Auto, a named level, or a custom number; only valid custom numbers are stored. */
export function PriorityFeeSetting({
  label,
  unitLabel,
  unitDecimals,
  levels,
  value,
  onChange,
}: PriorityFeeSettingProps) {
  const selectId = useId();
  const inputId = useId();
  const errorId = useId();
  const i18n = useI18n();
  const t = useT(settingsMessages);
  const [mode, setMode] = useState<string>(
    value === undefined ? 'auto' : typeof value === 'number' ? 'custom' : value,
  );
  const [text, setText] = useState(typeof value === 'number' ? feeToText(value, unitDecimals) : '');
  const parsed =
    mode === 'custom' && text.trim() !== '' ? parseFeeInput(text, unitDecimals, i18n) : undefined;
  const error = parsed && !parsed.ok ? parsed.error : undefined;

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={selectId} className="text-sm font-semibold">
        {label}
      </label>
      <div className="flex gap-2">
        <Select
          id={selectId}
          value={mode}
          onChange={(e) => {
            const next = e.target.value;
            setMode(next);
            if (next === 'auto') onChange(undefined);
            else if (next !== 'custom') onChange(next as PriorityLevel);
            else {
              const r = parseFeeInput(text, unitDecimals, i18n);
              if (r.ok) onChange(r.value);
            }
          }}
        >
          <option value="auto">{t('auto')}</option>
          {levels.map((level) => (
            <option key={level} value={level}>
              {t(LEVEL_NAMES[level])}
            </option>
          ))}
          <option value="custom">{t('custom')}</option>
        </Select>
        {mode === 'custom' && (
          <>
            <label htmlFor={inputId} className="sr-only">
              {t('feeWithUnit', { label, unit: unitLabel })}
            </label>
            <input
              id={inputId}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder={unitLabel}
              value={text}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => {
                setText(e.target.value);
                const r = parseFeeInput(e.target.value, unitDecimals, i18n);
                if (r.ok) onChange(r.value);
              }}
              className="w-32 rounded-lg border border-border bg-transparent px-2 py-1.5 text-sm text-text focus:border-accent focus:outline-none"
            />
            <span className="self-center text-xs text-text-muted">{unitLabel}</span>
          </>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
