import { describe, expect, it } from 'vitest';
import { orderOptions } from './option-order.ts';

const options = ['key', 'b', 'c', 'd'].map((text) => ({ text }));

describe('option order', () => {
  it('is the same for the same seed and question', () => {
    expect(orderOptions('s1', 'Q1', options)).toEqual(orderOptions('s1', 'Q1', options));
  });

  it('keeps every option and does not always put the key first', () => {
    const firsts = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const ordered = orderOptions(`seed-${i}`, 'Q1', options);
      expect(ordered.map((o) => o.text).sort()).toEqual(['b', 'c', 'd', 'key']);
      firsts.add(ordered[0]?.text ?? '');
    }
    expect(firsts.size).toBe(4);
  });
});
