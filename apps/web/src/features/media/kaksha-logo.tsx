import { useState } from 'react';
import { useLogoUrl } from './use-logo.ts';

/**
 * The uploaded logo, or the "Kaksha" wordmark when there is none or it fails to load. Plain
 * elements: the sign-in page shows it and loads no Mantine component (docs/decisions.md).
 * `narrowBar`: the wordmark shares a bar with four buttons, so on the narrowest phones (320 px)
 * it grows smaller with the window (6 % of its width) instead of breaking onto two lines.
 */
export function KakshaLogo({ height = 36, narrowBar = false }: { height?: number; narrowBar?: boolean }) {
  const url = useLogoUrl();
  const [broken, setBroken] = useState<string | null>(null);
  if (url && broken !== url) {
    return (
      <img
        src={url}
        alt="Kaksha"
        style={{ display: 'block', height, width: 'auto', objectFit: 'contain' }}
        onError={() => setBroken(url)}
      />
    );
  }
  const size = Math.round(height * 0.7);
  return (
    <span
      style={{
        fontWeight: 800,
        fontSize: narrowBar ? `min(${size}px, 6vw)` : size,
        lineHeight: 1,
        whiteSpace: 'nowrap',
        letterSpacing: '-0.02em',
        color: 'transparent',
        backgroundImage: 'linear-gradient(90deg, var(--mantine-color-indigo-7), var(--mantine-color-teal-6))',
        backgroundClip: 'text',
        WebkitBackgroundClip: 'text',
      }}
    >
      Kaksha
    </span>
  );
}
