import type { LoginModule } from '@kaksha/contracts';
import { Anchor, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link.tsx';
import { KakshaLogo } from '../../features/media/kaksha-logo.tsx';
import { GoogleSignIn } from './google-sign-in.tsx';
import { LoginForm } from './login-form.tsx';

/**
 * The sign-in page. It is rendered both by the light sign-in entry (no router) and inside the
 * router, so it takes what to do after sign-in as a prop and links with plain addresses.
 *
 * It draws the public layout of public-page.tsx (backdrop, logo on top, card with its heading at
 * the top) with its own few lines instead of importing it: sharing that module with the lazy
 * public pages made the bundler split the sign-in entry into more files, over its 100 KB budget.
 */
export function LoginPage({ onSignedIn }: { onSignedIn: (loginType: LoginModule) => void }) {
  // Not useDocumentTitle: its few bytes take the sign-in entry to its 100 KB budget exactly.
  useEffect(() => {
    document.title = 'Sign in · Kaksha';
  }, []);
  return (
    <Box
      mih="100vh"
      px="md"
      py={{ base: 'lg', sm: 40 }}
      style={{
        background:
          'linear-gradient(160deg, var(--mantine-color-indigo-0) 0%, var(--mantine-color-gray-0) 55%, var(--mantine-color-teal-0) 100%)',
      }}
    >
      <SkipLink />
      <Anchor href="/" aria-label="Kaksha sign-in" underline="never" display="flex" w="fit-content" mx="auto" mb="xl">
        <KakshaLogo height={44} />
      </Anchor>
      <Paper
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        withBorder
        shadow="md"
        radius="lg"
        p={{ base: 'lg', sm: 40 }}
        maw={420}
        mx="auto"
      >
        <Stack gap="lg">
          <Stack gap={6}>
            <Title order={1} size="h3">
              Sign in to Kaksha
            </Title>
            <Text c="dimmed" size="sm">
              Your classes, assignments and tutors in one place.
            </Text>
          </Stack>
          <LoginForm onSignedIn={onSignedIn} />
          <GoogleSignIn onSignedIn={onSignedIn} />
          <Group justify="space-between" gap="xs">
            <Anchor href="/verification" size="sm">
              Forgot password?
            </Anchor>
            <Anchor href="/register" size="sm">
              Create an account
            </Anchor>
          </Group>
          <Group component="footer" justify="center" gap="lg">
            <Anchor href="/contact" size="sm">
              Questions? Contact us
            </Anchor>
            <Anchor href="/accessibility" size="sm">
              Accessibility
            </Anchor>
          </Group>
        </Stack>
      </Paper>
    </Box>
  );
}
