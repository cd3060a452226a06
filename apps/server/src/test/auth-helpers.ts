import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../db/schema/index.ts';
import { TEST_PASSWORD } from './factories.ts';

/** Signs in through the real endpoint and returns the token. */
export async function loginAs(app: FastifyInstance, user: UserRow, password = TEST_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

export const withToken = (token: string) => ({ 'x-access-token': token });
