import type { LoginBody } from '@kaksha/contracts';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ApiError, call } from '../../lib/api-client.ts';
import { loginRef } from '../../lib/entry-endpoints.ts';
import { AREA_OF, saveSession } from '../../lib/session.ts';

type LoginInput = z.input<typeof LoginBody>;
type LoginValues = z.output<typeof LoginBody>;

// zod and the contracts load on first use so the sign-in page paints without them.
const loadValidation = () => import('./login-validation.ts');
const lazyResolver: Resolver<LoginInput, unknown, LoginValues> = async (values, context, options) =>
  (await loadValidation()).loginResolver(values, context, options);

const NETWORK_MESSAGE = 'Could not reach Kaksha. Check your connection and try again.';

/** E-mail and password sign-in; the server's answer decides the area (spec §2, Public). */
export function LoginForm() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginValues>({
    resolver: lazyResolver,
    defaultValues: { email: '', password: '' },
  });

  const signIn = async (body: LoginValues) => {
    setFailure(null);
    try {
      const answer = await call(loginRef, { body });
      // statuscode 204 is the spec's "show the message" answer; it signs nobody in.
      if (answer.statuscode !== 200) {
        setFailure(answer.message);
        return;
      }
      saveSession(answer.token, answer.loginModule);
      await navigate(AREA_OF[answer.loginModule], { replace: true });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : NETWORK_MESSAGE);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(signIn)} onFocus={() => void loadValidation()}>
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          placeholder="you@example.com"
          withAsterisk
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          placeholder="Your password"
          withAsterisk
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" fullWidth size="md" loading={isSubmitting}>
          Login
        </Button>
        {failure && (
          <Alert color="red" variant="light" role="alert" title="Could not sign in">
            {failure}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
