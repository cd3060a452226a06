import { z } from 'zod';
import { endpoint, ok } from './endpoint.ts';

export const getLogo = endpoint({
  method: 'GET',
  path: '/getImage/logo',
  access: 'public',
  summary: 'The organisation logo shown in every bar and on the login page',
  response: ok({ img: z.object({ imageUrl: z.string().nullable() }) }),
});

export const systemEndpoints = [getLogo] as const;
