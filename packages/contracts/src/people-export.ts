import { z } from 'zod';
import { getStaffList, getStudentList } from './admin-users.ts';
import { endpoint, ok, STAFF_ROLES } from './endpoint.ts';

/** A CSV file as an answer: UTF-8 with a byte-order mark (so spreadsheets read it as UTF-8), its cells made inert. */
export const CsvFileDto = z.object({ fileName: z.string(), csv: z.string() });

/** The list's own filters, search and order, without paging: the export holds every matching row. */
const WITHOUT_PAGING = { page: true, pageSize: true, all: true, userID: true } as const;

/** A list endpoint's body schema (both lists declare one). */
function bodyOf<B>(list: { path: string; body?: B }): B {
  if (!list.body) throw new Error(`${list.path} declares no body`);
  return list.body;
}

export const exportStudents = endpoint({
  method: 'POST',
  path: '/exportStudents',
  access: STAFF_ROLES,
  summary: "The students matching the list's search, state filter and order, as a CSV file",
  body: bodyOf(getStudentList).omit(WITHOUT_PAGING),
  response: ok({ data: CsvFileDto }),
});

export const exportStaff = endpoint({
  method: 'POST',
  path: '/exportStaff',
  access: STAFF_ROLES,
  summary: "The staff matching the list's search, role filter and order, as a CSV file",
  body: bodyOf(getStaffList).omit(WITHOUT_PAGING),
  response: ok({ data: CsvFileDto }),
});

export const peopleExportEndpoints = [exportStudents, exportStaff] as const;
