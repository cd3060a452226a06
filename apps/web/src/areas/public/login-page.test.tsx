import { messages } from '@kaksha/contracts/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../lib/session.ts';
import { fakeToken } from '../../test/fake-token.ts';
import { mockFetch, renderRoutes } from '../../test/render.tsx';
import { RoutedLoginPage } from './routed-login-page.tsx';

const logo = { body: { status: true, img: { imageUrl: null } } };

function renderLogin(at = '/') {
  return renderRoutes(
    [
      { path: '/', element: <RoutedLoginPage /> },
      { path: '/login', element: <RoutedLoginPage /> },
      { path: '/student', element: <p>Student home</p> },
      { path: '/student/my-queries/open', element: <p>Open queries</p> },
    ],
    at,
  );
}

const emailBox = () => screen.getByRole('textbox', { name: /email/i });
const passwordBox = () => screen.getByLabelText(/password/i, { selector: 'input' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Login' }));

describe('LoginPage', () => {
  it("says 'Required' under both empty fields and calls nothing", async () => {
    const fetchMock = mockFetch({ '/api/getImage/logo': logo });
    renderLogin();
    submit();
    expect(await screen.findAllByText(messages.required)).toHaveLength(2);
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/login')).toBe(false);
  });

  it('rejects an address that is not an e-mail', async () => {
    mockFetch({ '/api/getImage/logo': logo });
    renderLogin();
    fireEvent.change(emailBox(), { target: { value: 'asha@' } });
    fireEvent.change(passwordBox(), { target: { value: 'secret' } });
    submit();
    expect(await screen.findByText(messages.invalidEmail)).toBeTruthy();
  });

  it("shows the server's message when sign-in is refused", async () => {
    mockFetch({
      '/api/getImage/logo': logo,
      '/api/login': { status: 403, body: { status: false, statuscode: 204, message: messages.accountInactive } },
    });
    renderLogin();
    fireEvent.change(emailBox(), { target: { value: 'asha@example.com' } });
    fireEvent.change(passwordBox(), { target: { value: 'secret' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain(messages.accountInactive);
    expect(getSession()).toBeNull();
  });

  it('stores the session and opens the area of the login type', async () => {
    const token = fakeToken();
    const fetchMock = mockFetch({
      '/api/getImage/logo': logo,
      '/api/login': {
        body: { status: true, statuscode: 200, message: messages.loginSuccess, loginModule: 'student', token },
      },
    });
    renderLogin();
    fireEvent.change(emailBox(), { target: { value: '  Asha@Example.com ' } });
    fireEvent.change(passwordBox(), { target: { value: 'secret' } });
    submit();
    expect(await screen.findByText('Student home')).toBeTruthy();
    await waitFor(() => expect(getSession()?.token).toBe(token));
    const loginCall = fetchMock.mock.calls.find(([url]) => url === '/api/login');
    expect(loginCall?.[1]?.body).toBe('{"email":"asha@example.com","password":"secret"}');
  });

  it('returns to the page first asked for (?next=), when it is in the area of the login type', async () => {
    mockFetch({
      '/api/getImage/logo': logo,
      '/api/login': {
        body: {
          status: true,
          statuscode: 200,
          message: messages.loginSuccess,
          loginModule: 'student',
          token: fakeToken(),
        },
      },
    });
    const { router } = renderLogin('/login?next=%2Fstudent%2Fmy-queries%2Fopen');
    fireEvent.change(emailBox(), { target: { value: 'asha@example.com' } });
    fireEvent.change(passwordBox(), { target: { value: 'secret' } });
    submit();
    expect(await screen.findByText('Open queries', undefined, { timeout: 5_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/student/my-queries/open');
  });

  it('shows the text wordmark when no logo was uploaded, and the links', async () => {
    mockFetch({ '/api/getImage/logo': logo });
    renderLogin();
    expect(screen.getByText('Kaksha')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/verification');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
  });
});
