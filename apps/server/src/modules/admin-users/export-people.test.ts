import { describe, expect, it } from 'vitest';
import { adminSuite } from '../../test/admin-suite.ts';
import { buildStudent, buildUser } from '../../test/factories.ts';

const s = adminSuite();

const linesOf = (csv: string) => csv.slice(1).trim().split('\r\n');

describe('CSV exports of the people lists', () => {
  it('exports the students of the current filter and search, every page, with cells made inert', async () => {
    await buildStudent(s.t.deps.db, {
      firstName: '=cmd',
      lastName: 'Exporta',
      isActive: true,
      mobile: '+91 90000 00000',
    });
    await buildStudent(s.t.deps.db, { firstName: 'Inés', lastName: 'Exporta', isActive: false, isRejected: true });
    await buildStudent(s.t.deps.db, { firstName: 'Other', lastName: 'Person', isActive: true });
    const res = await s.api.post('/api/exportStudents', s.adminToken, { search: 'exporta', studentState: 'Active' });
    expect(res.statusCode).toBe(200);
    const { fileName, csv } = res.json().data;
    expect(fileName).toMatch(/^students-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = linesOf(csv);
    expect(header?.startsWith('firstName,middleName,lastName,email,mobile,')).toBe(true);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain("'=cmd,");
    expect(rows[0]).toContain("'+91 90000 00000");

    const all = await s.api.post('/api/exportStudents', s.adminToken, { search: 'exporta' });
    expect(linesOf(all.json().data.csv)).toHaveLength(3);
    expect(all.json().data.csv).toContain('Inés');
  });

  it('exports the staff of one role', async () => {
    await buildUser(s.t.deps.db, { role: 'teacher', firstName: 'Tina', lastName: 'Teachera', isActive: true });
    const res = await s.api.post('/api/exportStaff', s.adminToken, { role: 'teacher', search: 'teachera' });
    const [header, ...rows] = linesOf(res.json().data.csv);
    expect(header).toBe('firstName,middleName,lastName,email,mobile,role,curriculumCode,subject,address,status');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(',teacher,');
  });
});
