import type { ListPageRequest } from '@kaksha/contracts/list-query';
import { videosList } from '@kaksha/contracts/media';
import { sortChecked, useEndpointPage } from '../../lib/endpoint-query.ts';

/** A page of videos with their reading files for the admin list. */
export const useVideoPage = (request: ListPageRequest) => useEndpointPage(videosList, { body: sortChecked(request) });
