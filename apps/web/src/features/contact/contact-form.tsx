import { zodResolver } from '@hookform/resolvers/zod';
import {
  ContactForm as ContactFormSchema,
  type ContactForm as ContactFormValues,
  type PricingPlan,
} from '@kaksha/contracts/contact';
import { Alert, Button, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showApiError, UNREACHABLE } from '../../lib/api-error-messages.ts';
import { sendContactMessage } from './send-contact-message.ts';

interface ContactFormProps {
  /** The plan whose BUY NOW led here: named in the mail and suggested in the message. */
  plan?: PricingPlan;
  /** Filled in for a signed-in visitor. */
  email?: string;
}

/** Sends a message to the school's admins by e-mail; the success note replaces the form. */
export function ContactForm({ plan, email = '' }: ContactFormProps) {
  const form = useForm<ContactFormValues>({
    resolver: zodResolver(ContactFormSchema),
    defaultValues: {
      name: '',
      email,
      message: plan ? `I would like to buy the ${plan} plan. Please tell me how to pay.` : '',
      plan,
    },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      setSent((await sendContactMessage(body)).message);
    } catch (e) {
      setFailure(showApiError(e, form.setError, UNREACHABLE));
    }
  });

  if (sent) {
    return (
      <Alert color="green" variant="light" role="status" title="Message sent">
        {sent}
      </Alert>
    );
  }

  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label="Name"
          autoComplete="name"
          withAsterisk
          {...form.register('name')}
          error={errors.name?.message}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.register('email')}
          error={errors.email?.message}
        />
        <Textarea
          label="Message"
          withAsterisk
          autosize
          minRows={5}
          maxRows={12}
          {...form.register('message')}
          error={errors.message?.message}
        />
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" loading={form.formState.isSubmitting} style={{ alignSelf: 'flex-start' }}>
          Send message
        </Button>
      </Stack>
    </form>
  );
}
