import { contactUs } from '@kaksha/contracts/contact';
import type { BodyOf } from '@kaksha/contracts/endpoint';
import { call } from '../../lib/api-client.ts';

/** The contact page's message to the school's admins; public, so outside any data cache. */
export const sendContactMessage = (body: BodyOf<typeof contactUs>) => call(contactUs, { body });
