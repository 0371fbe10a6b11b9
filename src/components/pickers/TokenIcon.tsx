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
  // The letter is drawn by CSS, not written as text: it is part of the picture, not words of the
  // button or option around it, whose name holds the words it shows (WCAG 2.5.3, label in name).
  const fallbackClass = `${box} inline-flex shrink-0 items-center justify-center rounded-full bg-surface-sunken font-semibold text-text-muted before:content-[attr(data-letter)]`;
  if (decorative) {
    return <span aria-hidden="true" data-letter={letter} className={fallbackClass} />;
  }
  return <span role="img" aria-label={label} data-letter={letter} className={fallbackClass} />;
}
