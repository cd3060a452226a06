import type { Db } from '../db/client.ts';
import { buildMarkedTest } from './marking-factories.ts';

const DAY = 24 * 3_600_000;

/**
 * A test that closed yesterday, whose Multi key (multiA's) is to be corrected to 'wrong a1'.
 * Written answers are left blank, so every result is final: the first student chose the old key
 * (2 of 10), the second 'wrong a1' (0), the third 'wrong a2' (0).
 */
export async function buildRegradeCase(db: Db) {
  const now = Date.now();
  const built = await buildMarkedTest(
    db,
    (place) => [
      { multiA: place.questions.multiA.correctAnswer, textA: '', textB: '' },
      { multiA: 'wrong a1' },
      { multiA: 'wrong a2', textA: '' },
    ],
    { startsAt: new Date(now - 2 * DAY), endsAt: new Date(now - DAY) },
  );
  return built;
}
