import { useState } from 'react';
import { widgetMessages } from '../../i18n/en/widget';
import { useT } from '../../i18n/I18nProvider';
import { Modal } from './Modal';
import { SwapCard } from './SwapCard';

/**
 * The drawer variant: a "Swap" button that opens the card in a modal drawer at the window's right
 * edge (`Modal`: focus kept inside, Escape and Close shut it, focus back on the button).
 */
export function DrawerVariant() {
  const [open, setOpen] = useState(false);
  const t = useT(widgetMessages);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="rounded-2xl bg-accent px-6 py-3 font-sans text-base font-semibold text-accent-text focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        {t('swap')}
      </button>
      {open && (
        <Modal title={t('swap')} onClose={() => setOpen(false)} side>
          <div className="flex flex-1 flex-col overflow-y-auto p-2 sm:p-3">
            <SwapCard />
          </div>
        </Modal>
      )}
    </>
  );
}
