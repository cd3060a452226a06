import { getInactiveUser } from '@kaksha/contracts/admin-users';
import { getLateMarking } from '@kaksha/contracts/marking';
import { getNotifications, markNotificationsRead, type NotificationDto } from '@kaksha/contracts/notifications';
import { QUERY_READS } from '@kaksha/contracts/queries';
import { SESSION_READS } from '@kaksha/contracts/sessions';
import { getAssignments, getAssignmentsResult, getResult } from '@kaksha/contracts/test-taking';
import { notifications as toasts } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { call } from '../../lib/api-client.ts';
import { invalidateEndpoints, useEndpointMutation, useEndpointQuery } from '../../lib/endpoint-query.ts';
import { getToken } from '../../lib/session.ts';
import { openLiveStream } from './live-stream.ts';
import { readByOpening } from './opened-here.ts';

export function useNotifications() {
  return useEndpointQuery(getNotifications, {});
}

export function useMarkRead() {
  return useEndpointMutation((ids?: string[]) => call(markNotificationsRead, { body: { ids } }), [getNotifications]);
}

/** The screens a notification makes stale, so they show the change without a reload. */
/** A corrected test changes the student's results and assignment list. */
const RESULT_READS = [getAssignmentsResult, getResult, getAssignments] as const;

const staleReads = (type: NotificationDto['type']) =>
  type === 'queryRaised' || type === 'queryReply' || type === 'queryStatus'
    ? QUERY_READS
    : type === 'sessionRequest' || type === 'sessionDecided' || type === 'sessionInvite'
      ? SESSION_READS
      : type === 'testCorrected' || type === 'testRegraded'
        ? RESULT_READS
        : type === 'markingLate'
          ? [getLateMarking]
          : [];

/**
 * Keeps the bell live: each notification refreshes the bell and the screens it concerns, and
 * shows a short notice. Mounted once per area, by its bell.
 */
export function useLiveNotifications() {
  const client = useQueryClient();
  const token = getToken();
  useEffect(() => {
    if (!token) return;
    return openLiveStream({
      onConnected: () => void invalidateEndpoints(client, [getNotifications]),
      onNotification: (n) => {
        const accepting = n.type === 'userToAccept' ? [getInactiveUser] : [];
        void invalidateEndpoints(client, [getNotifications, ...staleReads(n.type), ...accepting]);
        toasts.show({ title: n.title, message: n.message, color: 'indigo' });
      },
    });
  }, [client, token]);
}

/**
 * Opening the page a notification points to (from the bell, a list, a link in a mail) reads it:
 * whenever the address changes, or new notifications arrive, the unread ones about this page are
 * marked read. Mounted once per area, by its bell.
 */
export function useReadOnArrival() {
  const { pathname, search } = useLocation();
  const list = useNotifications().data?.data;
  const { mutate } = useMarkRead();
  // Asked for once each, while the list still shows them unread until it is read again.
  const asked = useRef(new Set<string>());
  useEffect(() => {
    if (!list) return;
    const ids = readByOpening(list, { pathname, search }).filter((id) => !asked.current.has(id));
    if (ids.length === 0) return;
    for (const id of ids) asked.current.add(id);
    mutate(ids);
  }, [list, pathname, search, mutate]);
}
