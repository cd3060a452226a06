import type { NotificationDto } from '@kaksha/contracts/notifications';
import { describe, expect, it } from 'vitest';
import { pointsHere, readByOpening } from './opened-here.ts';

const at = (path: string) => {
  const url = new URL(path, 'https://school.test');
  return { pathname: url.pathname, search: url.search };
};

describe('a notification is read by opening what it points to', () => {
  it.each([
    ['/teacher/queries-list?chat=c1', '/teacher/queries-list?chat=c1', true],
    ['/teacher/queries-list?chat=c1', '/teacher/queries-list?chat=c1&tab=x', true],
    ['/teacher/queries-list?chat=c1', '/teacher/queries-list?chat=c2', false],
    ['/teacher/queries-list?chat=c1', '/teacher/queries-list', false],
    // The query moved on to another tab since: opening it there is opening it.
    ['/teacher/queries-list?chat=c1', '/teacher/queries-closed?chat=c1', true],
    ['/student/session-preview/s1', '/student/session-preview/s1', true],
    ['/student/session-preview/s1', '/student/session-preview/s2', false],
    ['/teacher/calender', '/teacher/calender?session=s1', true],
  ])('%s opened at %s: %s', (link, here, expected) => {
    expect(pointsHere(link, at(here))).toBe(expected);
  });

  it('takes only the unread ones with a link to here', () => {
    const n = (id: string, link: string | null, read = false): NotificationDto => ({
      _id: id,
      type: 'queryRaised',
      title: 't',
      message: 'm',
      link,
      read,
      createdAt: '2026-11-23T10:00:00.000Z',
    });
    const list = [
      n('a', '/teacher/queries-list?chat=c1'),
      n('b', '/teacher/queries-list?chat=c1', true),
      n('c', '/teacher/queries-list?chat=c2'),
      n('d', null),
    ];
    expect(readByOpening(list, at('/teacher/queries-list?chat=c1'))).toEqual(['a']);
  });
});
