import { useState } from 'react';
import { useImagePolicy } from '../../config/useImagePolicy';

export interface TokenIconProps {
  src?: string;
  /** The symbol (or chain name): its first letter is the fallback, and it names the image. */
  label: string;
  size?: 'sm' | 'md';
  /** Next to text that already names it: hidden from assistive technology. */
  decorative?: boolean;
}

/**
 * A token or chain logo; a letter in a circle when there is no image, it fails to load, or it is
 * on a host the widget does not load images from (see `useImagePolicy`).
 */
export function TokenIcon({ src, label, size = 'md', decorative = false }: TokenIconProps) {
  const [failedSrc, setFailedSrc] = useState<string>();
  const isAllowed = useImagePolicy();
  const box = size === 'sm' ? 'size-5 text-[10px]' : 'size-8 text-sm';
  // An icon URL comes from the API and is not trusted.
  const usable = src !== undefined && isAllowed(src) && failedSrc !== src;
  if (usable) {
    return (
      <img
        src={src}
        alt={decorative ? '' : label}
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setFailedSrc(src)}
        className={`${box} shrink-0 rounded-full bg-surface-sunken object-cover`}
      />
    );
  }
  const letter = (label.trim()[0] ?? '?').toUpperCase();
  const fallbackClass = `${box} inline-flex shrink-0 items-center justify-center rounded-full bg-surface-sunken font-semibold text-text-muted`;
  if (decorative) {
    return (
      <span aria-hidden="true" className={fallbackClass}>
        {letter}
      </span>
    );
  }
  return (
    <span role="img" aria-label={label} className={fallbackClass}>
      {letter}
    </span>
  );
}
