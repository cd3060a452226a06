import { updateCurriculumUser } from '@kaksha/contracts/accounts';
import type { BodyOf } from '@kaksha/contracts/endpoint';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { saveSession } from '../../lib/session.ts';

/**
 * Change Curriculum: the answer's token replaces the stored one. Screens read the session
 * reactively and the data cache follows the token, so everything shows the new curriculum
 * without reloading the page.
 */
export const useChangeCurriculum = () =>
  useMutation({
    mutationFn: (body: BodyOf<typeof updateCurriculumUser>) => call(updateCurriculumUser, { body }),
    onSuccess: (answer) => saveSession(answer.token, answer.loginModule),
  });
