import { messages } from '@kaksha/contracts/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepGoogleRegistration } from '../../../features/accounts/google-registration.ts';
import { mockFetch, renderRoutes } from '../../../test/render.tsx';
import { EmailVerificationPage } from '../email-verification-page.tsx';
import { RegisterPage } from './register-page.tsx';

const lists = {
  '/api/getImage/logo': { body: { status: true, img: { imageUrl: null } } },
  '/api/countries': { body: { status: true, data: [{ name: 'India', isoCode: 'IN' }] } },
  '/api/getCurriculaForRegistration': {
    body: { status: true, data: [{ curriculum: 'KKS-BSC-CS', curriculumCode: 'KKS-BSC-CS-2026', longName: 'BSc' }] },
  },
};

describe('RegisterPage', () => {
  it("says 'Required' and shows the country alert when submitted empty, and registers nobody", async () => {
    const fetchMock = mockFetch(lists);
    renderRoutes([{ path: '/register', element: <RegisterPage /> }], '/register');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findAllByText(messages.required)).length).toBeGreaterThan(5);
    expect(screen.getByText(messages.chooseCountryStateCity)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/register')).toBe(false);
  });

  it('after Google sign-in locks the e-mail and hides the password', async () => {
    mockFetch(lists);
    keepGoogleRegistration({ tokenId: 'google-token', email: 'gita@gmail.test', firstName: 'Gita' });
    renderRoutes([{ path: '/register', element: <RegisterPage /> }], '/register?Glogin=true');
    const email = screen.getByRole('textbox', { name: /^Email/ }) as HTMLInputElement;
    expect(email.value).toBe('gita@gmail.test');
    expect(email.readOnly).toBe(true);
    expect(screen.queryByLabelText(/^Password/, { selector: 'input' })).toBeNull();
    expect((screen.getByRole('textbox', { name: /^First name/ }) as HTMLInputElement).value).toBe('Gita');
  });
});

describe('EmailVerificationPage', () => {
  it('shows success and the wait for the admin', async () => {
    mockFetch({ ...lists, '/api/verify-email': { body: { status: true, message: messages.emailVerified } } });
    renderRoutes(
      [{ path: '/email-verification/:id/:emailToken', element: <EmailVerificationPage /> }],
      '/email-verification/u1/t1',
    );
    expect(await screen.findByText(messages.emailVerified)).toBeTruthy();
    expect(screen.getByText(messages.waitForAdmin)).toBeTruthy();
  });

  it('shows failure for a used or wrong link', async () => {
    mockFetch({ ...lists, '/api/verify-email': { status: 400, body: { status: false, message: 'x' } } });
    renderRoutes(
      [{ path: '/email-verification/:id/:emailToken', element: <EmailVerificationPage /> }],
      '/email-verification/u2/t2',
    );
    await waitFor(() => expect(screen.getByText(messages.emailVerificationFailed)).toBeTruthy());
  });
});
