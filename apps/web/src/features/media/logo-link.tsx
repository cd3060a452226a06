import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { KakshaLogo } from './kaksha-logo.tsx';

/** The logo in a bar, leading to the area's home. */
export function LogoLink({ to, label = 'Kaksha home' }: { to: string; label?: string }) {
  return (
    <Anchor component={Link} to={to} aria-label={label} underline="never" display="flex">
      <KakshaLogo narrowBar />
    </Anchor>
  );
}
