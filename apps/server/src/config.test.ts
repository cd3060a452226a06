import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.DATABASE_POOL_SIZE).toBe(10);
  });

  it('names the variable of a bad value in one line', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/^Invalid setting PORT: /);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      'Invalid setting DATABASE_URL: must be a postgres:// or postgresql:// URL',
    );
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/^Invalid setting DATABASE_POOL_SIZE: /);
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).DATABASE_POOL_SIZE).toBe(4);
  });
});
