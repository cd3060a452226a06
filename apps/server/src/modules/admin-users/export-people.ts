import { todayIn } from '@kaksha/contracts/school-time';
import { STUDENT_IMPORT_COLUMNS } from '@kaksha/contracts/student-import';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { type CsvColumn, toCsvFile } from '../../platform/csv/csv-file.ts';
import { listStaff, listStudents, type StaffQuery, type StudentQuery } from './queries.ts';
import { studentStateOf } from './student-state.ts';

type Guardian = NonNullable<UserRow['parentOrGardien']>;
const guardianField = (key: keyof Guardian) => (row: UserRow) => row.parentOrGardien?.[key] ?? '';

/** A student's cell of each import column, so an exported file can be imported again as it is. */
const studentCell: Record<(typeof STUDENT_IMPORT_COLUMNS)[number], (row: UserRow) => unknown> = {
  firstName: (r) => r.firstName,
  middleName: (r) => r.middleName,
  lastName: (r) => r.lastName,
  email: (r) => r.email,
  mobile: (r) => r.mobile,
  gender: (r) => r.gender,
  dob: (r) => r.dob,
  address: (r) => r.address,
  country: (r) => r.country,
  state: (r) => r.state,
  city: (r) => r.city,
  pincode: (r) => r.pincode,
  curriculumCode: (r) => r.curriculumCode,
  parentFirstName: guardianField('parentFirstName'),
  parentMiddleName: guardianField('parentMiddleName'),
  parentLastName: guardianField('parentLastName'),
  parentMobile: guardianField('parentMobile'),
  parentEmail: guardianField('parentEmail'),
  parentAddress: guardianField('parentAddress'),
};

const STUDENT_COLUMNS: CsvColumn<UserRow>[] = [
  ...STUDENT_IMPORT_COLUMNS.map((header) => ({ header, value: studentCell[header] })),
  { header: 'studentState', value: (r) => studentStateOf(r) },
  { header: 'registeredAt', value: (r) => r.createdAt.toISOString() },
];

const STAFF_COLUMNS: CsvColumn<UserRow>[] = [
  { header: 'firstName', value: (r) => r.firstName },
  { header: 'middleName', value: (r) => r.middleName },
  { header: 'lastName', value: (r) => r.lastName },
  { header: 'email', value: (r) => r.email },
  { header: 'mobile', value: (r) => r.mobile },
  { header: 'role', value: (r) => r.role },
  { header: 'curriculumCode', value: (r) => r.curriculumCode },
  { header: 'subject', value: (r) => r.subject },
  { header: 'address', value: (r) => r.address },
  { header: 'status', value: (r) => (r.isActive ? 'Active' : 'InActive') },
];

/** The school's today in a file name (sortable, as files are): students-2026-11-27.csv. */
const fileName = (what: string, timeZone: string) => `${what}-${todayIn(timeZone)}.csv`;

/** Every student the list shows with these filters and this order, as a CSV file. */
export async function exportStudents(db: Db, query: StudentQuery, timeZone: string) {
  const page = await listStudents(db, { ...query, all: true });
  return { fileName: fileName('students', timeZone), csv: toCsvFile(STUDENT_COLUMNS, page.rows) };
}

/** Every staff member the list shows with these filters and this order, as a CSV file. */
export async function exportStaff(db: Db, query: StaffQuery, timeZone: string) {
  const page = await listStaff(db, { ...query, all: true });
  return { fileName: fileName('staff', timeZone), csv: toCsvFile(STAFF_COLUMNS, page.rows) };
}
