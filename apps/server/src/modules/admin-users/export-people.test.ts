import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/auth-helpers.ts';
import { buildAdmin, buildStudent, buildUser } from '../../test/factories.ts';
import { caller } from '../../test/people-fixtures.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let api: ReturnType<typeof caller>;
let adminToken: string;
beforeAll(async () => {
  t = await getTestApp();
  api = caller(t.app);
  adminToken = await loginAs(t.app, await buildAdmin(t.deps.db));
});
afterAll(() => t.close());

const linesOf = (csv: string) => csv.slice(1).trim().split('\r\n');

describe('CSV exports of the people lists', () => {
  it('exports the students of the current filter and search, every page, with cells made inert', async () => {
    await buildStudent(t.deps.db, {
      firstName: '=cmd',
      lastName: 'Exporta',
      isActive: true,
      mobile: '+91 90000 00000',
    });
    await buildStudent(t.deps.db, { firstName: 'Inés', lastName: 'Exporta', isActive: false, isRejected: true });
    await buildStudent(t.deps.db, { firstName: 'Other', lastName: 'Person', isActive: true });
    const res = await api.post('/api/exportStudents', adminToken, { search: 'exporta', studentState: 'Active' });
    expect(res.statusCode).toBe(200);
    const { fileName, csv } = res.json().data;
    expect(fileName).toMatch(/^students-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = linesOf(csv);
    expect(header?.startsWith('firstName,middleName,lastName,email,mobile,')).toBe(true);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain("'=cmd,");
    expect(rows[0]).toContain("'+91 90000 00000");

    const all = await api.post('/api/exportStudents', adminToken, { search: 'exporta' });
    expect(linesOf(all.json().data.csv)).toHaveLength(3);
    expect(all.json().data.csv).toContain('Inés');
  });

  it('exports the staff of one role', async () => {
    await buildUser(t.deps.db, { role: 'teacher', firstName: 'Tina', lastName: 'Teachera', isActive: true });
    const res = await api.post('/api/exportStaff', adminToken, { role: 'teacher', search: 'teachera' });
    const [header, ...rows] = linesOf(res.json().data.csv);
    expect(header).toBe('firstName,middleName,lastName,email,mobile,role,curriculumCode,subject,address,status');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(',teacher,');
  });
});
