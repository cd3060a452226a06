import { getAccommodations, type SetAccommodationBody, setAccommodation } from '@kaksha/contracts/accommodations';
import { getStudentList } from '@kaksha/contracts/admin-users';
import { call } from '../../lib/api-client.ts';
import { useEndpointMutation, useEndpointQuery } from '../../lib/endpoint-query.ts';

/** Who has what on a test: extra minutes, a later end, a multiplier, each attempt's own end. */
export const useAccommodations = (testID: string | null) =>
  useEndpointQuery(getAccommodations, testID ? { body: { testID } } : null);

/** Gives (or takes away) a student's extra time on a test; the lists of who has what refresh. */
export const useSetAccommodation = () =>
  useEndpointMutation(
    (body: SetAccommodationBody) => call(setAccommodation, { body }),
    [getAccommodations, getStudentList],
  );
