import { zodResolver } from '@hookform/resolvers/zod';
import { LoginBody } from '@kaksha/contracts';

/** The server's own LoginBody rules, so the form says 'Required' and the e-mail message as it does. */
export const loginResolver = zodResolver(LoginBody);
