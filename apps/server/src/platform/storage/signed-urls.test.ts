import { describe, expect, it } from 'vitest';
import { createUrlSigner } from './signed-urls.ts';

describe('signed file links', () => {
  it('stop working once expired', () => {
    let now = Date.parse('2026-01-01T10:30:00Z');
    const signer = createUrlSigner('secret', () => now);
    const url = new URL(signer.urlFor('videos/a.mp4', 'lesson.mp4'), 'http://x');
    const query = Object.fromEntries(url.searchParams);
    expect(signer.verify('videos/a.mp4', query)).toBe(true);
    expect(signer.verify('videos/b.mp4', query)).toBe(false);
    expect(signer.verify('videos/a.mp4', { ...query, name: 'other.mp4' })).toBe(false);
    now += 8 * 3600 * 1000;
    expect(signer.verify('videos/a.mp4', query)).toBe(false);
  });

  it('leave public files (the logo) unsigned', () => {
    const signer = createUrlSigner('secret');
    expect(signer.urlFor('public/logo/a.png')).toBe('/api/files/public/logo/a.png');
    expect(signer.verify('public/logo/a.png', {})).toBe(true);
  });
});
