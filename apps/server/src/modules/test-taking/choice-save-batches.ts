/**
 * Saves that arrive while others are being written go to the database together, as one statement
 * (queries.ts, saveChoiceAnswers): in an exam's busiest minute most calls are saves, and each
 * statement costs the server and PostgreSQL about as much to send, plan and answer as the row it
 * writes. Nothing waits for a timer: a save arriving while fewer than `inFlight` statements run
 * goes at once, alone; the ones arriving meanwhile go together when a statement ends. So a quiet
 * exam writes each save as it comes, and a busy one writes them a few dozen at a time.
 *
 * One statement cannot write the same row twice, so a save of a question already in the batch
 * waits for the next one, in the order the saves came. A statement that fails is tried again save
 * by save, so one save's error stays its own.
 */
export interface BatchLimits {
  /** Statements running at once (each holds one of the pool's connections). */
  inFlight: number;
  /** Saves in one statement at most. */
  size: number;
}

export const CHOICE_SAVE_LIMITS: BatchLimits = { inFlight: 4, size: 64 };

interface Waiting<I, O> {
  item: I;
  resolve: (outcome: O) => void;
  reject: (error: unknown) => void;
}

export class Batches<I, O> {
  private readonly waiting: Waiting<I, O>[] = [];
  private running = 0;

  constructor(
    /** Writes a batch; answers each item's outcome in the batch's order. */
    private readonly write: (items: I[]) => Promise<O[]>,
    /** Items of the same key never share a batch. */
    private readonly keyOf: (item: I) => string,
    private readonly limits: BatchLimits = CHOICE_SAVE_LIMITS,
  ) {}

  run(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    while (this.running < this.limits.inFlight && this.waiting.length > 0) {
      const batch = this.take();
      this.running += 1;
      void this.send(batch).finally(() => {
        this.running -= 1;
        this.next();
      });
    }
  }

  /** The oldest waiting items, one per key, up to the batch size; the rest keep their order. */
  private take(): Waiting<I, O>[] {
    const keys = new Set<string>();
    const batch: Waiting<I, O>[] = [];
    const left: Waiting<I, O>[] = [];
    for (const waiting of this.waiting) {
      const key = this.keyOf(waiting.item);
      if (batch.length < this.limits.size && !keys.has(key)) {
        keys.add(key);
        batch.push(waiting);
      } else {
        left.push(waiting);
      }
    }
    this.waiting.splice(0, this.waiting.length, ...left);
    return batch;
  }

  private async send(batch: Waiting<I, O>[]): Promise<void> {
    try {
      const outcomes = await this.write(batch.map((w) => w.item));
      for (const [i, w] of batch.entries()) w.resolve(outcomes[i] as O);
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // Each alone, so the save that failed fails and the others are written.
      await Promise.all(batch.map((w) => this.send([w])));
    }
  }
}
