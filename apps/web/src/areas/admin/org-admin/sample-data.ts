/*
 * The org-admin pages are mock pages in the admin spec (§2, Org admin): these are their sample
 * rows. Nothing here is stored; every page that shows them says so.
 */

export interface SampleOrganization {
  id: string;
  name: string;
  code: string;
  address: string;
}

export const sampleOrganizations: readonly SampleOrganization[] = [
  { id: 'org-1', name: 'Sunrise Public School', code: 'SPS01', address: '12 MG Road, Bengaluru, Karnataka' },
  { id: 'org-2', name: 'Green Valley Academy', code: 'GVA02', address: '45 Park Street, Kolkata, West Bengal' },
  {
    id: 'org-3',
    name: 'Lakeview Institute of Technology',
    code: 'LIT03',
    address: '7 Lake Road, Bhopal, Madhya Pradesh',
  },
  { id: 'org-4', name: 'Riverside Convent', code: 'RSC04', address: '88 Ashram Road, Ahmedabad, Gujarat' },
  { id: 'org-5', name: 'Hillcrest College', code: 'HCC05', address: '3 Mall Road, Shimla, Himachal Pradesh' },
];

export interface SamplePracticalSession {
  course: string;
  subject: string;
  lab: string;
  batch: string;
  hours: number;
}

export const samplePracticalSessions: readonly SamplePracticalSession[] = [
  { course: 'B.Sc. Computer Science', subject: 'Data Structures', lab: 'Computer Lab 1', batch: 'A', hours: 24 },
  { course: 'B.Sc. Computer Science', subject: 'Database Systems', lab: 'Computer Lab 2', batch: 'B', hours: 20 },
  { course: 'B.Sc. Physics', subject: 'Optics', lab: 'Physics Lab', batch: 'A', hours: 18 },
  { course: 'B.Sc. Chemistry', subject: 'Organic Chemistry', lab: 'Chemistry Lab', batch: 'A', hours: 22 },
  { course: 'B.Com.', subject: 'Accounting Software', lab: 'Commerce Lab', batch: 'C', hours: 16 },
];

export interface SampleClassroomSession {
  title: string;
  teacher: string;
  room: string;
  /** As shown, in the school's time zone. */
  date: string;
  time: string;
}

/** Six offline sessions, as the spec's ClassroomScheduling shows. */
export const sampleClassroomSessions: readonly SampleClassroomSession[] = [
  { title: 'Algebra revision', teacher: 'Meera Iyer', room: 'Room 101', date: '2026-12-01', time: '09:00 - 10:00' },
  { title: 'Newton’s laws', teacher: 'Arjun Das', room: 'Room 204', date: '2026-12-01', time: '11:00 - 12:00' },
  {
    title: 'English essay writing',
    teacher: 'Sara Thomas',
    room: 'Room 102',
    date: '2026-12-02',
    time: '10:00 - 11:00',
  },
  { title: 'Cell biology', teacher: 'Ravi Menon', room: 'Biology Lab', date: '2026-12-03', time: '14:00 - 15:30' },
  {
    title: 'Indian history: 1857',
    teacher: 'Anita Singh',
    room: 'Room 305',
    date: '2026-12-04',
    time: '09:30 - 10:30',
  },
  { title: 'Python basics', teacher: 'Kiran Rao', room: 'Computer Lab 1', date: '2026-12-05', time: '13:00 - 14:30' },
];
