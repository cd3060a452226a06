import { describe, expect, it } from 'vitest';
import { Batches } from './choice-save-batches.ts';

interface Item {
  key: string;
  value: number;
}

/** A writer whose batches end when the test says, recording each batch it was given. */
function heldWriter(fail?: (item: Item) => boolean) {
  const batches: Item[][] = [];
  const pending: (() => void)[] = [];
  const write = (items: Item[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push(items);
      pending.push(() => {
        if (fail && items.some(fail)) reject(new Error(`failed: ${items.map((i) => i.value).join(',')}`));
        else resolve(items.map((i) => `${i.key}=${i.value}`));
      });
    });
  /** Ends the oldest running batch, and lets what follows it start. */
  const endOne = async () => {
    pending.shift()?.();
    await new Promise((done) => setTimeout(done, 0));
  };
  return { write, batches, endOne, running: () => pending.length };
}

const item = (key: string, value: number): Item => ({ key, value });
const values = (batches: Item[][]) => batches.map((b) => b.map((i) => i.value));

describe('choice save batches', () => {
  it('sends a save alone and at once while fewer than inFlight statements run', async () => {
    const w = heldWriter();
    const batches = new Batches(w.write, (i: Item) => i.key, { inFlight: 2, size: 10 });
    const a = batches.run(item('a', 1));
    const b = batches.run(item('b', 2));
    expect(values(w.batches)).toEqual([[1], [2]]);
    await w.endOne();
    await w.endOne();
    expect(await a).toBe('a=1');
    expect(await b).toBe('b=2');
  });

  it('sends the saves that arrived meanwhile together, oldest first, at most `size` at a time', async () => {
    const w = heldWriter();
    const batches = new Batches(w.write, (i: Item) => i.key, { inFlight: 1, size: 3 });
    const all = [1, 2, 3, 4, 5, 6].map((n) => batches.run(item(`k${n}`, n)));
    expect(values(w.batches)).toEqual([[1]]);
    await w.endOne();
    expect(values(w.batches)).toEqual([[1], [2, 3, 4]]);
    await w.endOne();
    expect(values(w.batches)).toEqual([[1], [2, 3, 4], [5, 6]]);
    await w.endOne();
    expect(await Promise.all(all)).toEqual(['k1=1', 'k2=2', 'k3=3', 'k4=4', 'k5=5', 'k6=6']);
  });

  it('never puts two saves of one key in a batch, and keeps their order', async () => {
    const w = heldWriter();
    const batches = new Batches(w.write, (i: Item) => i.key, { inFlight: 1, size: 10 });
    const all = [item('x', 1), item('q', 2), item('q', 3), item('y', 4), item('q', 5)].map((i) => batches.run(i));
    await w.endOne();
    await w.endOne();
    await w.endOne();
    expect(values(w.batches)).toEqual([[1], [2, 4], [3], [5]]);
    expect(w.running()).toBe(1);
    await w.endOne();
    expect(await Promise.all(all)).toEqual(['x=1', 'q=2', 'q=3', 'y=4', 'q=5']);
  });

  it('tries a failed batch save by save, so only the failing save fails', async () => {
    const w = heldWriter((i) => i.value === 3);
    const batches = new Batches(w.write, (i: Item) => i.key, { inFlight: 1, size: 10 });
    const all = [1, 2, 3, 4].map((n) => batches.run(item(`k${n}`, n)).catch((e: Error) => e.message));
    await w.endOne();
    await w.endOne();
    // The batch [2, 3, 4] failed; each is sent again alone, one statement each.
    expect(values(w.batches)).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
    await w.endOne();
    await w.endOne();
    await w.endOne();
    expect(await Promise.all(all)).toEqual(['k1=1', 'k2=2', 'failed: 3', 'k4=4']);
  });
});
