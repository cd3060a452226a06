import { regradeQuestion } from '@kaksha/contracts/marking';
import { messages } from '@kaksha/contracts/messages';
import { implement } from '../../http/implement.ts';
import { findVisibleTest } from '../assessments/index.ts';
import { publishEvents } from '../notifications/index.ts';
import { applyRegrade } from './apply-regrade.ts';
import { findRegradeTarget } from './find-question.ts';
import { previewRegrade } from './preview-regrade.ts';

/** Regrade after a wrong key: staff only (the contract), on any test. */
export const regradeRoutes = [
  implement(regradeQuestion, async ({ actor, body, deps }) => {
    const { test } = await findVisibleTest(deps.db, actor, body.testID);
    const target = await findRegradeTarget(deps.db, test, body.questionID, body.correctanswer, new Date());
    if (body.dryRun) {
      const preview = await previewRegrade(deps.db, test, target);
      return { status: true, message: messages.regradePreviewed, applied: false, ...preview };
    }
    const { events, ...applied } = await applyRegrade(deps.db, actor, test, target, body.reason);
    await publishEvents(deps, events);
    return { status: true, message: messages.regradeApplied, applied: true, ...applied };
  }),
];
