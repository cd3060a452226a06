import { z } from 'zod';
import { Email } from './common.ts';
import { endpoint, ok } from './endpoint.ts';
import { messages } from './messages.ts';
import { hasRefusedCharacters } from './text.ts';

/** The plans of the pricing page (spec §2, Subscription); BUY NOW on one opens /contact?plan=<name>. */
export const PRICING_PLANS = ['BASIC', 'PRO', 'PREMIUM'] as const;
export type PricingPlan = (typeof PRICING_PLANS)[number];

// Control characters reach mail headers and logs; a message may keep its line breaks and tabs.
const hasControl = (value: string) => hasRefusedCharacters(value, false);
const hasControlButLines = (value: string) => hasRefusedCharacters(value, true);

const text = (max: number, tooLong: string, refused: (value: string) => boolean) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(max, tooLong)
    .refine((value) => !refused(value), messages.contactControlCharacters);

/** The /contact form: who writes, how to answer them, and what they ask. */
export const ContactForm = z.object({
  name: text(100, messages.contactNameTooLong, hasControl),
  email: Email,
  message: text(2000, messages.contactMessageTooLong, hasControlButLines),
  /** The plan whose BUY NOW led here, if any. */
  plan: z.enum(PRICING_PLANS).optional(),
});
export type ContactForm = z.input<typeof ContactForm>;

/** POST /contactUs: mails the message to the school's admins through the outbox. */
export const contactUs = endpoint({
  method: 'POST',
  path: '/contactUs',
  access: 'public',
  summary: "Send a visitor's message from the contact page to the school's admins",
  body: ContactForm,
  response: ok({ message: z.string() }),
});

export const contactEndpoints = [contactUs] as const;
