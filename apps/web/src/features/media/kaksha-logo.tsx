import { Image, Text } from '@mantine/core';
import { useState } from 'react';
import { useLogoUrl } from './use-logo.ts';

/** The uploaded logo, or the "Kaksha" wordmark when there is none or it fails to load. */
export function KakshaLogo({ height = 36 }: { height?: number }) {
  const url = useLogoUrl();
  const [broken, setBroken] = useState<string | null>(null);
  if (url && broken !== url) {
    return <Image src={url} alt="Kaksha" h={height} w="auto" fit="contain" onError={() => setBroken(url)} />;
  }
  return (
    <Text
      component="span"
      fw={800}
      fz={Math.round(height * 0.7)}
      lh={1}
      variant="gradient"
      gradient={{ from: 'indigo.7', to: 'teal.6', deg: 90 }}
      style={{ letterSpacing: '-0.02em' }}
    >
      Kaksha
    </Text>
  );
}
