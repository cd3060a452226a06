import type { AccommodationDto } from '@kaksha/contracts/accommodations';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { findVisibleTest } from '../assessments/index.ts';
import { presentAccommodation } from './presenter.ts';
import { accommodationLines } from './queries.ts';

/** Who has what on a test: extra time, a later end, a multiplier, and each attempt's own end. */
export async function listAccommodations(
  db: Db,
  actor: Actor,
  testID: string,
): Promise<{ data: AccommodationDto[]; timeLimitMinutes: number | null; windowEndsAt: string }> {
  const { test } = await findVisibleTest(db, actor, testID);
  const lines = await accommodationLines(db, test);
  return {
    data: lines.map(presentAccommodation),
    timeLimitMinutes: test.timeLimitMinutes,
    windowEndsAt: test.endsAt.toISOString(),
  };
}
