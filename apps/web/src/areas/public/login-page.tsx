import type { LoginModule } from '@kaksha/contracts';
import { Anchor, Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { KakshaLogo } from '../../features/media/kaksha-logo.tsx';
import { GoogleSignIn } from './google-sign-in.tsx';
import { LoginForm } from './login-form.tsx';

/**
 * The sign-in page. It is rendered both by the light sign-in entry (no router) and inside the
 * router, so it takes what to do after sign-in as a prop and links with plain addresses.
 */
export function LoginPage({ onSignedIn }: { onSignedIn: (loginType: LoginModule) => void }) {
  return (
    <Box
      mih="100vh"
      px="md"
      py={40}
      style={{
        background:
          'linear-gradient(160deg, var(--mantine-color-indigo-0) 0%, var(--mantine-color-gray-0) 55%, var(--mantine-color-teal-0) 100%)',
      }}
    >
      <Center mih="calc(100vh - 80px)">
        <Paper component="main" withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 40 }} w="100%" maw={420}>
          <Stack gap="lg">
            <Stack gap={6} align="center" ta="center">
              <KakshaLogo height={48} />
              <Title order={1} size="h3" mt="sm">
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
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
