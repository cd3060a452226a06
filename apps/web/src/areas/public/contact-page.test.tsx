import { messages } from '@kaksha/contracts/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoutes } from '../../test/render.tsx';
import { ContactPage } from './contact-page.tsx';

const logo = { body: { status: true, img: { imageUrl: null } } };
const renderContact = (path = '/contact') => renderRoutes([{ path: '/contact', element: <ContactPage /> }], path);
const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const fill = (name: string, value: string) => fireEvent.change(box(name), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body));

describe('ContactPage', () => {
  it("says 'Required' under each empty field and sends nothing", async () => {
    const fetchMock = mockFetch({ '/api/getImage/logo': logo });
    renderContact();
    send();
    expect(await screen.findAllByText(messages.required)).toHaveLength(3);
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/contactUs')).toBe(false);
  });

  it('sends the message and replaces the form with the success note', async () => {
    let sent: unknown;
    mockFetch({
      '/api/getImage/logo': logo,
      '/api/contactUs': (init) => {
        sent = bodyOf(init);
        return { body: { status: true, message: messages.contactSent } };
      },
    });
    renderContact();
    fill('Name', 'Asha Rao');
    fill('Email', 'asha@example.test');
    fill('Message', 'Do you teach Java?');
    send();
    expect(await screen.findByText(messages.contactSent)).toBeTruthy();
    expect(sent).toEqual({ name: 'Asha Rao', email: 'asha@example.test', message: 'Do you teach Java?' });
    expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
  });

  it('names the plan whose BUY NOW led here and sends it along', async () => {
    let sent: { plan?: string } = {};
    mockFetch({
      '/api/getImage/logo': logo,
      '/api/contactUs': (init) => {
        sent = bodyOf(init);
        return { body: { status: true, message: messages.contactSent } };
      },
    });
    renderContact('/contact?plan=PREMIUM');
    expect(screen.getByRole('heading', { name: 'Buy the PREMIUM plan' })).toBeTruthy();
    expect((box('Message') as HTMLTextAreaElement).value).toContain('PREMIUM plan');
    fill('Name', 'Asha Rao');
    fill('Email', 'asha@example.test');
    send();
    await waitFor(() => expect(sent.plan).toBe('PREMIUM'));
  });

  it("shows the server's refusal, such as too many messages, and keeps what was typed", async () => {
    mockFetch({
      '/api/getImage/logo': logo,
      '/api/contactUs': { status: 429, body: { status: false, message: messages.tooManyRequests } },
    });
    renderContact('/contact?plan=nonsense');
    expect(screen.getByRole('heading', { name: 'Contact us' })).toBeTruthy();
    fill('Name', 'Asha Rao');
    fill('Email', 'asha@example.test');
    fill('Message', 'Hello');
    send();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', messages.tooManyRequests);
    expect((box('Message') as HTMLTextAreaElement).value).toBe('Hello');
  });
});
