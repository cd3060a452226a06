import type { SessionDto } from '@kaksha/contracts/sessions';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionQueryProvider } from '../../app/session-query-provider.tsx';
import { renderRoutes } from '../../test/render.tsx';
import { buildSession } from '../../test/session-factory.ts';
import { SessionDecision } from './session-decision.tsx';
import { ClassLink } from './session-details.tsx';

const hour = 3_600_000;
const session = buildSession;

const show = (s: SessionDto) =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <SessionQueryProvider>
            <SessionDecision session={s} />
            <ClassLink session={s} />
          </SessionQueryProvider>
        ),
      },
    ],
    '/',
  );

describe('a session decision (student spec §4)', () => {
  it('offers Accept and Reject on a pending session still ahead', async () => {
    show(session('PENDING', 24 * hour));
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
  });

  it('offers them again on a rejected one still ahead', async () => {
    show(session('REJECTED', 24 * hour));
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeTruthy();
  });

  it("says 'Session date has passed' and offers nothing once the start has gone", async () => {
    show(session('PENDING', -hour));
    expect(await screen.findByText('Session date has passed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('gives an accepted session its class link and no decision', async () => {
    show(session('ACCEPTED', 24 * hour));
    const link = await screen.findByRole('link', { name: 'Click to go to the class' });
    expect(link.getAttribute('href')).toBe('https://meet.jit.si/kaksha-s1');
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });
});
