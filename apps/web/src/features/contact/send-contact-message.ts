import { type BodyOf, contactUs } from '@kaksha/contracts';
import { call } from '../../lib/api-client.ts';

/** The contact page's message to the school's admins; public, so outside any data cache. */
export const sendContactMessage = (body: BodyOf<typeof contactUs>) => call(contactUs, { body });
