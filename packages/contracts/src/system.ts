import { z } from 'zod';
import { endpoint, ok } from './endpoint.ts';
import { getLogoRoute } from './system-routes.ts';

export const getLogo = endpoint({
  ...getLogoRoute,
  summary: 'The organisation logo shown in every bar and on the login page',
  response: ok({ img: z.object({ imageUrl: z.string().nullable() }) }),
});

export const systemEndpoints = [getLogo] as const;
