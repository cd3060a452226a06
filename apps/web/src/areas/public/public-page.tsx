import { Anchor, Box, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link.tsx';
import { KakshaLogo } from '../../features/media/kaksha-logo.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

// The one background of every public page, from sign-in to not-found.
const BACKDROP =
  'linear-gradient(160deg, var(--mantine-color-indigo-0) 0%, var(--mantine-color-gray-0) 55%, var(--mantine-color-teal-0) 100%)';

/**
 * The frame of Kaksha's public pages: one backdrop, the logo at the top leading home, the page
 * below it. No router and no zod, so the light sign-in entry can use it as it is.
 */
export function PublicPage({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <Box mih="100vh" px="md" py={{ base: 'lg', sm: 40 }} style={{ background: BACKDROP }}>
      <SkipLink />
      {/* Plain boxes, not Container and Center: every byte here is on the sign-in page's budget. */}
      <Box maw={wide ? 1140 : 960} mx="auto">
        <Anchor href="/" aria-label="Kaksha sign-in" underline="never" display="flex" w="fit-content" mx="auto" mb="xl">
          <KakshaLogo height={44} />
        </Anchor>
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: 'none' }}>
          {children}
        </Box>
        <Box
          component="footer"
          mt="xl"
          display="flex"
          style={{ justifyContent: 'center', gap: 'var(--mantine-spacing-lg)' }}
        >
          <Anchor href="/contact" size="sm">
            Contact us
          </Anchor>
          <Anchor href="/accessibility" size="sm">
            Accessibility
          </Anchor>
        </Box>
      </Box>
    </Box>
  );
}

interface PublicCardProps {
  /** The page's heading and its tab title. */
  title: string;
  /** A line under the heading. */
  description?: ReactNode;
  /** Above the heading, e.g. a message page's icon. */
  icon?: ReactNode;
  /** Centres the heading and text (short message pages). */
  centered?: boolean;
  /** The card's width: forms 460, registration wider. */
  width?: number;
  /** The tab title when it differs from the heading. */
  documentTitle?: string;
  children?: ReactNode;
}

/** The card of a public page, its heading always in the same place at its top. */
export function PublicCard(props: PublicCardProps) {
  const { title, description, icon, centered, width = 460, children } = props;
  useDocumentTitle(props.documentTitle ?? title);
  return (
    <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 40 }} maw={width} mx="auto">
      <Stack gap="lg">
        <Stack gap={6} align={centered ? 'center' : 'stretch'} ta={centered ? 'center' : undefined}>
          {icon}
          <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="sm" component="div">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
