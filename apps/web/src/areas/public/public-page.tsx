import { Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { LogoLink } from '../../features/media/logo-link.tsx';

/** The frame of Kaksha's public pages: the logo linking to sign-in, then the page. */
export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <Box mih="100vh" bg="gray.0">
      <Container size="md" py="md">
        <Group justify="space-between" mb="xl">
          <LogoLink to="/" label="Kaksha sign-in" />
        </Group>
        <main>{children}</main>
      </Container>
    </Box>
  );
}
