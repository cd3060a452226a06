import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../app/providers.tsx';
import { htmlToText, SafeHtml } from './safe-html.tsx';

describe('SafeHtml', () => {
  it('keeps formatting and drops scripts, handlers and javascript: links', () => {
    const { container } = render(
      <Providers>
        <SafeHtml
          html={
            '<p><strong>Bold</strong><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">link</a></p>'
          }
        />
      </Providers>,
    );
    expect(container.querySelector('strong')?.textContent).toBe('Bold');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href')).toBeNull();
  });

  it('gives rich text as plain words for tables', () => {
    expect(htmlToText('<p>What is <em>2 + 2</em>?</p><p>Explain.</p>')).toBe('What is 2 + 2? Explain.');
  });
});
