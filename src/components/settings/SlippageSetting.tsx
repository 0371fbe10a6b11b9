import { useId, useState } from 'react';
import { settingsMessages } from '../../i18n/en/settings';
import { useI18n, useT } from '../../i18n/I18nProvider';
import { formatSlippage } from './formatSlippage';
import { parseSlippagePercent, SLIPPAGE_PRESETS_BPS, slippageWarning } from './slippage';

export interface SlippageSettingProps {
  bps: number;
  /** The slippage a user starts with: the integrator's default, else 0.5 %. */
  defaultBps: number;
  onChange(bps: number): void;
}

const isPresetBps = (bps: number) => (SLIPPAGE_PRESETS_BPS as readonly number[]).includes(bps);
const customTextOf = (bps: number) => (isPresetBps(bps) ? '' : String(bps / 100));

/**
 * Slippage presets plus a custom percentage; only valid values reach the store. Says when the
 * slippage is the default, and offers to go back to it when it is not.
 */
export function SlippageSetting({ bps, defaultBps, onChange }: SlippageSettingProps) {
  const inputId = useId();
  const messageId = useId();
  const i18n = useI18n();
  const t = useT(settingsMessages);
  const [customText, setCustomText] = useState(() => customTextOf(bps));
  const parsed = customText.trim() === '' ? undefined : parseSlippagePercent(customText, i18n);
  const error = parsed && !parsed.ok ? parsed.error : undefined;
  const warning = error ? undefined : slippageWarning(bps, i18n);

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold">{t('slippage')}</legend>
      <div className="flex flex-wrap items-center gap-2">
        {SLIPPAGE_PRESETS_BPS.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={bps === preset && customText === ''}
            onClick={() => {
              setCustomText('');
              onChange(preset);
            }}
            className="rounded-lg border border-border px-3 py-1.5 text-sm aria-pressed:border-accent aria-pressed:bg-accent/10 aria-pressed:font-semibold hover:bg-surface-raised focus-visible:outline-2 focus-visible:outline-accent"
          >
            {formatSlippage(preset, i18n.fmt)}
          </button>
        ))}
        <label htmlFor={inputId} className="sr-only">
          {t('customSlippage')}
        </label>
        <div className="flex items-center rounded-lg border border-border px-2 focus-within:border-accent">
          <input
            id={inputId}
            type="text"
            inputMode="decimal"
            placeholder={t('custom')}
            autoComplete="off"
            value={customText}
            aria-invalid={error ? true : undefined}
            aria-describedby={error || warning ? messageId : undefined}
            onChange={(e) => {
              setCustomText(e.target.value);
              const r = parseSlippagePercent(e.target.value, i18n);
              if (r.ok) onChange(r.bps);
            }}
            className="w-16 bg-transparent py-1.5 text-right text-sm text-text focus:outline-none"
          />
          <span aria-hidden="true" className="pl-0.5 text-sm text-text-muted">
            %
          </span>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 text-xs text-text-muted">
        <p>
          {t(bps === defaultBps ? 'currentDefault' : 'current', {
            value: formatSlippage(bps, i18n.fmt),
          })}
        </p>
        {bps !== defaultBps && (
          <button
            type="button"
            onClick={() => {
              setCustomText(customTextOf(defaultBps));
              onChange(defaultBps);
            }}
            className="rounded-md font-semibold text-accent underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-accent"
          >
            {t('useDefault', { value: formatSlippage(defaultBps, i18n.fmt) })}
          </button>
        )}
      </div>
      {(error || warning) && (
        <p
          id={messageId}
          role="alert"
          className={`text-xs font-medium ${error ? 'text-danger' : 'text-warning'}`}
        >
          {error ?? warning}
        </p>
      )}
    </fieldset>
  );
}
