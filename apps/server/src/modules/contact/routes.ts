import { contactUs } from '@kaksha/contracts/contact';
import { implement } from '../../http/implement.ts';
import { sendContactMessage } from './send-contact-message.ts';

export const contactRoutes = [implement(contactUs, ({ body, deps, req }) => sendContactMessage(deps, body, req.ip))];
