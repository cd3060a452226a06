import type { ListPageRequest } from '@kaksha/contracts/list-query';
import { videosList } from '@kaksha/contracts/media';
import type { QueryClient } from '@tanstack/react-query';
import { FIRST_LIST_PAGE } from '../../components/use-server-list.ts';
import { prefetchEndpoint, sortChecked, useEndpointPage } from '../../lib/endpoint-query.ts';

/** A page of videos with their reading files for the admin list. */
export const useVideoPage = (request: ListPageRequest) => useEndpointPage(videosList, { body: sortChecked(request) });

/** The video list's first page, as the menu opens it, asked for ahead. */
export const prefetchVideoPage = (client: QueryClient) =>
  prefetchEndpoint(client, videosList, { body: sortChecked(FIRST_LIST_PAGE) });
