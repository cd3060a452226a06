import {
  copyCurriculumDeep as copyCurriculumDeepEndpoint,
  copyCurriculum as copyCurriculumEndpoint,
  createCurriculum as createCurriculumEndpoint,
  getAllCurriculum,
  getCurriculum,
  removeCurriculum as removeCurriculumEndpoint,
  updateCurriculum as updateCurriculumEndpoint,
} from '@kaksha/contracts/curriculum';
import { getDeleteImpact } from '@kaksha/contracts/delete-impact';
import { messages } from '@kaksha/contracts/messages';
import { presentPage } from '../../db/list-page.ts';
import { implement } from '../../http/implement.ts';
import { isStaff } from '../../http/roles.ts';
import { copyCurriculum, copyCurriculumDeep } from './copy-curriculum.ts';
import { presentCurriculum } from './presenter.ts';
import { deleteImpact, findCurriculum, listCurricula } from './queries.ts';
import { removeCurriculum } from './remove-curriculum.ts';
import { createCurriculum, updateCurriculum } from './save-curriculum.ts';

export const curriculumRoutes = [
  implement(getDeleteImpact, async ({ body, deps }) => ({
    status: true,
    data: await deleteImpact(deps.db, body.kind, body.id),
  })),

  // Every signed-in user may list: the subscription page offers every curriculum for purchase.
  implement(getAllCurriculum, async ({ actor, deps, query }) => {
    const page = await listCurricula(deps.db, query);
    return presentPage(page, (row) => presentCurriculum(row, isStaff(actor), deps.fileUrls));
  }),

  implement(createCurriculumEndpoint, async ({ actor, body, deps }) => {
    const row = await createCurriculum(deps, actor, body);
    return { status: true, message: messages.curriculumCreated, data: presentCurriculum(row, true, deps.fileUrls) };
  }),

  implement(updateCurriculumEndpoint, async ({ actor, body, deps }) => {
    const row = await updateCurriculum(deps, actor, body.condition._id, body.updateData);
    return { status: true, message: messages.curriculumUpdated, data: presentCurriculum(row, true, deps.fileUrls) };
  }),

  implement(getCurriculum, async ({ body, deps }) => ({
    status: true,
    data: presentCurriculum(await findCurriculum(deps.db, body._id), true, deps.fileUrls),
  })),

  implement(removeCurriculumEndpoint, async ({ actor, body, deps }) => {
    await removeCurriculum(deps, actor, body.curriculumCode, body.curriculum);
    return { status: true, message: messages.curriculumDeleted };
  }),

  implement(copyCurriculumEndpoint, async ({ actor, params, deps }) => {
    const row = await copyCurriculum(deps, actor, params.id);
    return { status: true, message: `Copied as ${row.curriculum}`, data: presentCurriculum(row, true, deps.fileUrls) };
  }),

  implement(copyCurriculumDeepEndpoint, async ({ actor, params, deps }) => {
    const { curriculum, copied } = await copyCurriculumDeep(deps, actor, params.id);
    return {
      status: true,
      message: `Copied as ${curriculum.curriculum} with ${copied.subjects} subjects, ${copied.courses} topics and ${copied.questions} questions`,
      data: presentCurriculum(curriculum, true, deps.fileUrls),
      copied,
    };
  }),
];
