import { getAccommodations, setAccommodation as setAccommodationEndpoint } from '@kaksha/contracts/accommodations';
import { messages } from '@kaksha/contracts/messages';
import { implement } from '../../http/implement.ts';
import { listAccommodations } from './list-accommodations.ts';
import { setAccommodation } from './set-accommodation.ts';

/** Extra time per test and student: staff only (the contracts' access). */
export const accommodationRoutes = [
  implement(setAccommodationEndpoint, async ({ actor, body, deps }) => {
    const { removed, data } = await setAccommodation(deps, actor, body);
    return { status: true, message: removed ? messages.accommodationRemoved : messages.accommodationSaved, data };
  }),
  implement(getAccommodations, async ({ actor, body, deps }) => ({
    status: true,
    ...(await listAccommodations(deps.db, actor, body.testID)),
  })),
];
