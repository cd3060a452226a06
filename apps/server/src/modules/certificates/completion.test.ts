import { messages } from '@kaksha/contracts/messages';
import { todayIn } from '@kaksha/contracts/school-time';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assessments, auditLog, curricula } from '../../db/schema/index.ts';
import { buildAssessment, buildResult } from '../../test/assessment-factories.ts';
import { buildQuestion } from '../../test/catalogue-factories.ts';
import { useClassApp } from '../../test/conversation-factories.ts';

const { t, c, call } = useClassApp();

const TZ = 'Asia/Kolkata';
const certificateOf = (token: string) =>
  call('/getCertificate', token, { curriculumCode: c.curriculum.curriculumCode });
const setEndDate = (endDate: string) =>
  t.deps.db.update(curricula).set({ endDate }).where(eq(curricula.curriculumCode, c.curriculum.curriculumCode));
const place = () => ({ ...c.curriculum, subject: c.subject.subject, topic: 'Sets', chapter: 'Unions' });
const auditOf = (code: string) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'certificate'), eq(auditLog.entityId, code)));

describe('a certificate is issued only on completion', () => {
  it('before the end date, says what remains instead of issuing: the end date and each formal test without a final result', async () => {
    const question = await buildQuestion(t.deps.db, place());
    const written = await buildQuestion(t.deps.db, place(), { questionType: 'Text', correctAnswer: '' });
    const notTaken = await buildAssessment(t.deps.db, place(), [question], {
      assessmentName: 'Final examination',
    });
    const uncorrected = await buildAssessment(t.deps.db, place(), [written], { assessmentName: 'Essay' });
    const passed = await buildAssessment(t.deps.db, place(), [question], { assessmentName: 'Midterm' });
    // Informal tests and Optional-mode tests do not hold completion back.
    await buildAssessment(t.deps.db, place(), [question], { assessmentName: 'Practice', type: 'Public' });
    await buildAssessment(t.deps.db, place(), [question], {
      assessmentName: 'Choice',
      assignmentMode: 'Optional',
      optionalQuestions: 1,
      optQuestionMarks: 2,
    });
    await buildResult(t.deps.db, uncorrected, c.student.user, { corrected: false });
    await buildResult(t.deps.db, passed, c.student.user);

    const res = await certificateOf(c.student.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toBeNull();
    expect(body.revoked).toBeNull();
    expect(body.remaining).toEqual({
      endDate: c.curriculum.endDate,
      endDatePassed: false,
      tests: [
        expect.objectContaining({ testID: notTaken.testId, assessmentName: 'Final examination', state: 'not-taken' }),
        expect.objectContaining({ testID: uncorrected.testId, assessmentName: 'Essay', state: 'awaiting-correction' }),
      ],
    });
    expect(body.remaining.tests).toHaveLength(2);
  });

  it('after the end date, still waits for the tests; once every one has a final result, issues it', async () => {
    await setEndDate('2020-12-31');
    const waiting = (await certificateOf(c.student.token)).json();
    expect(waiting.data).toBeNull();
    expect(waiting.remaining.endDatePassed).toBe(true);
    expect(waiting.remaining.tests).toHaveLength(2);

    // The essay is corrected and the final examination sat: nothing remains.
    await t.deps.db.execute(`update results set corrected = true where user_id = '${c.student.user.id}'`);
    const [exam] = await t.deps.db
      .select()
      .from(assessments)
      .where(eq(assessments.assessmentName, 'Final examination'));
    if (!exam) throw new Error('exam missing');
    await buildResult(t.deps.db, exam, c.student.user);

    const issued = (await certificateOf(c.student.token)).json();
    expect(issued.remaining).toBeNull();
    expect(issued.data.completionDate).toBe(todayIn(TZ));
    const listed = (await call('/getCertificates', c.admin.token, { search: issued.data.certificateCode })).json();
    expect(listed.data[0]).toMatchObject({ basis: 'completion', revokedOn: null, userID: c.student.user.id });
  });

  it('on the end day itself the curriculum is not over yet', async () => {
    await setEndDate(todayIn(TZ));
    const body = (await certificateOf(c.classmate.token)).json();
    expect(body.data).toBeNull();
    expect(body.remaining.endDatePassed).toBe(false);
  });
});

describe('an administrator issues early and revokes, each with a reason, audited', () => {
  it('refuses an early issue without a reason, for a student outside the curriculum, and to a teacher', async () => {
    const body = { userID: c.classmate.user.id, curriculumCode: c.curriculum.curriculumCode };
    const noReason = await call('/issueCertificate', c.admin.token, { ...body, reason: '   ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([{ field: 'reason', message: messages.certificateReasonRequired }]);
    const outsider = await call('/issueCertificate', c.admin.token, {
      ...body,
      userID: c.outsider.user.id,
      reason: 'Moving abroad',
    });
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().message).toBe(messages.studentNotEnrolled);
    expect((await call('/issueCertificate', c.teacher.token, { ...body, reason: 'x' })).statusCode).toBe(403);
  });

  it('issues early for a named student with the reason; the student then gets it; a second one is refused', async () => {
    await setEndDate('2099-12-31');
    const before = (await certificateOf(c.classmate.token)).json();
    expect(before.data).toBeNull();
    const res = await call('/issueCertificate', c.admin.token, {
      userID: c.classmate.user.id,
      curriculumCode: c.curriculum.curriculumCode,
      reason: 'Moving abroad; examined separately',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(messages.certificateIssued);
    const issued = res.json().data;
    expect(issued).toMatchObject({ basis: 'early', issueReason: 'Moving abroad; examined separately' });
    const mine = (await certificateOf(c.classmate.token)).json();
    expect(mine.data.certificateCode).toBe(issued.certificateCode);
    const again = await call('/issueCertificate', c.admin.token, {
      userID: c.classmate.user.id,
      curriculumCode: c.curriculum.curriculumCode,
      reason: 'Twice',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.certificateAlreadyIssued);
    const [entry] = await auditOf(issued.certificateCode);
    expect(entry).toMatchObject({ action: 'issue', actorId: c.admin.user.id });
    expect(entry?.summary).toContain('Moving abroad');
  });

  it('revokes with a reason: the public check says revoked on the day, the PDF is gone, the student sees why', async () => {
    const code = (await certificateOf(c.classmate.token)).json().data.certificateCode;
    const pdfUrl = (await certificateOf(c.classmate.token)).json().data.pdfUrl;
    const noReason = await call('/revokeCertificate', c.admin.token, { code, reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].message).toBe(messages.certificateReasonRequired);
    expect((await call('/revokeCertificate', c.teacher.token, { code, reason: 'x' })).statusCode).toBe(403);

    const res = await call('/revokeCertificate', c.admin.token, { code, reason: 'Issued in error' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ revokedOn: todayIn(TZ), revokeReason: 'Issued in error' });

    const verified = (await call('/verifyCertificate', null, { code })).json().data;
    expect(verified.revokedOn).toBe(todayIn(TZ));
    expect((await t.app.inject({ method: 'GET', url: pdfUrl })).statusCode).toBe(404);
    const student = (await certificateOf(c.classmate.token)).json();
    expect(student).toMatchObject({ data: null, remaining: null, revoked: { reason: 'Issued in error' } });

    const twice = await call('/revokeCertificate', c.admin.token, { code, reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    const entries = await auditOf(code);
    expect(entries.map((e) => e.action).sort()).toEqual(['issue', 'revoke']);
    expect(
      (await call('/revokeCertificate', c.admin.token, { code: 'KSH-0000-0000-0000-0000', reason: 'x' })).statusCode,
    ).toBe(404);
  });

  it('after a revocation, a new certificate with a new code may be issued; the old code stays revoked', async () => {
    const res = await call('/issueCertificate', c.admin.token, {
      userID: c.classmate.user.id,
      curriculumCode: c.curriculum.curriculumCode,
      reason: 'Corrected name',
    });
    expect(res.statusCode).toBe(200);
    const listed = (await call('/getCertificates', c.admin.token, { search: c.curriculum.curriculumCode })).json();
    const classmate = listed.data.filter((row: { userID: string }) => row.userID === c.classmate.user.id);
    expect(classmate.map((row: { revokedOn: string | null }) => row.revokedOn === null).sort()).toEqual([false, true]);
    const revokedOnly = (
      await call('/getCertificates', c.admin.token, { search: c.curriculum.curriculumCode, state: 'revoked' })
    ).json();
    expect(revokedOnly.data).toHaveLength(1);
    expect((await call('/getCertificates', c.student.token, {})).statusCode).toBe(403);
  });
});
