import type { Db } from '../../db/client.ts';
import type { AssessmentRow } from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import { findVisibleTest } from '../assessments/index.ts';
import { mayAnalyse } from './policy.ts';

/** The test whose statistics or marks the caller asks for; 404 outside a teacher's curriculum and subject. */
export async function testToAnalyse(db: Db, actor: Actor, testID: string): Promise<AssessmentRow> {
  const { test, view } = await findVisibleTest(db, actor, testID);
  if (!mayAnalyse(view)) throw notFound('Assessment not found');
  return test;
}
