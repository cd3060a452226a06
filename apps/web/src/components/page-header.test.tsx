import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../app/providers.tsx';
import { PageHeader } from './page-header.tsx';

describe('PageHeader', () => {
  it("is the page's one top heading and names the browser tab after it", () => {
    render(
      <Providers>
        <PageHeader title="My Queries" actions={<button type="button">Raise Query</button>} />
      </Providers>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My Queries' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Raise Query' })).toBeTruthy();
    expect(document.title).toBe('My Queries · Kaksha');
  });

  it('names the tab more precisely when asked', () => {
    render(
      <Providers>
        <PageHeader title="Welcome, Priya" documentTitle="Dashboard" />
      </Providers>,
    );
    expect(document.title).toBe('Dashboard · Kaksha');
  });
});
