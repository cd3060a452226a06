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

describe('option order of 2 to 8 options', () => {
  it.each([2, 3, 5, 8])('keeps all %i options and puts each first for some student', (count) => {
    const many = Array.from({ length: count }, (_, i) => ({ text: `option ${i}` }));
    const firsts = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const ordered = orderOptions(`seed-${i}`, 'Q9', many);
      expect(ordered.map((o) => o.text).sort()).toEqual(many.map((o) => o.text).sort());
      firsts.add(ordered[0]?.text ?? '');
    }
    expect(firsts.size).toBe(count);
  });
});
