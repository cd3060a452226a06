import { login, whoAmI } from '@kaksha/contracts/accounts';
import { endpoint, ok } from '@kaksha/contracts/endpoint';
import { getLogo } from '@kaksha/contracts/system';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fakeToken, signInAs } from '../test/fake-token.ts';
import { mockFetch } from '../test/render.tsx';
import { ApiError, buildPath, call, setUnauthorizedHandler } from './api-client.ts';
import { getSession } from './session.ts';

const getProfile = endpoint({
  method: 'GET',
  path: '/getUserprofile/:id',
  access: 'any',
  summary: 'test endpoint',
  params: z.object({ id: z.string() }),
  response: ok({ name: z.string() }),
});

describe('call', () => {
  it('posts JSON to /api with the stored token', async () => {
    const token = fakeToken();
    sessionStorage.setItem('token', token);
    const fetchMock = mockFetch({ '/api/login': { body: { status: true, statuscode: 200 } } });
    await call(login, { body: { email: 'a@b.co', password: 'x' } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/login');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@b.co","password":"x"}');
    expect(new Headers(init?.headers).get('x-access-token')).toBe(token);
  });

  it('fills path parameters, encoded', async () => {
    expect(buildPath('/getUserprofile/:id', { id: 'a b/c' })).toBe('/getUserprofile/a%20b%2Fc');
    const fetchMock = mockFetch({ '/api/getUserprofile/u-7': { body: { status: true, name: 'Asha' } } });
    await expect(call(getProfile, { params: { id: 'u-7' } })).resolves.toEqual({ status: true, name: 'Asha' });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBeUndefined();
  });

  it("throws ApiError with the server's message and field errors", async () => {
    mockFetch({
      '/api/login': {
        status: 400,
        body: {
          status: false,
          message: 'Some fields are not valid',
          errors: [{ field: 'email', message: 'Required' }],
        },
      },
    });
    const failure = call(login, { body: { email: '', password: '' } });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      message: 'Some fields are not valid',
      errors: [{ field: 'email', message: 'Required' }],
    });
  });

  it('ends the session on a 401 of a signed-in call', async () => {
    signInAs('student');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockFetch({ '/api/whoami': { status: 401, body: { status: false, message: 'Please sign in again' } } });
    await expect(call(whoAmI)).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('keeps the session on a 401 of a public call (wrong password)', async () => {
    signInAs('student');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockFetch({ '/api/login': { status: 401, body: { status: false, message: 'wrong' } } });
    await expect(call(login, { body: { email: 'a@b.co', password: 'x' } })).rejects.toMatchObject({ message: 'wrong' });
    expect(getSession()).not.toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('gives a plain message when the failure has no JSON body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(call(getLogo)).rejects.toMatchObject({ status: 502, message: 'Something went wrong' });
  });
});
