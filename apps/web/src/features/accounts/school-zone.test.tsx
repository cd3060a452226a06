import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionQueryProvider } from '../../app/session-query-provider.tsx';
import { formatDateTime, setSchoolTimeZone } from '../../lib/dates.ts';
import { signInAs } from '../../test/fake-token.ts';
import { mockFetch } from '../../test/render.tsx';
import { whoAmIAnswer } from '../../test/who-am-i.ts';
import { SchoolZone } from './school-zone.tsx';

const Shown = () => <p>{formatDateTime('2026-11-30T09:30:00.000Z')}</p>;

afterEach(() => setSchoolTimeZone('Asia/Kolkata'));

describe("an area's dates in the school's time zone", () => {
  it('draws them again in the zone the server names', async () => {
    signInAs('student');
    const answer = whoAmIAnswer('Asha', 'student');
    mockFetch({ '/api/whoami': { body: { ...answer.body, timeZone: 'Europe/London' } } });
    render(
      <SessionQueryProvider>
        <SchoolZone>
          <Shown />
        </SchoolZone>
      </SessionQueryProvider>,
    );
    expect(await screen.findByText('30/11/2026 09:30')).toBeTruthy();
  });

  it("keeps the default zone's dates when the server names none", async () => {
    signInAs('student');
    const fetchMock = mockFetch({ '/api/whoami': whoAmIAnswer('Asha', 'student') });
    render(
      <SessionQueryProvider>
        <SchoolZone>
          <Shown />
        </SchoolZone>
      </SessionQueryProvider>,
    );
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByText('30/11/2026 15:00')).toBeTruthy();
  });
});
