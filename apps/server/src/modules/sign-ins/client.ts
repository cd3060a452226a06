import type { FastifyRequest } from 'fastify';
import { describeDevice } from './device.ts';
import type { SignInClient } from './queries.ts';

/** The address (the proxy's client when TRUST_PROXY is set) and device of a sign-in request. */
export const signInClient = (req: FastifyRequest): SignInClient => ({
  address: req.ip,
  device: describeDevice(req.headers['user-agent']),
});
