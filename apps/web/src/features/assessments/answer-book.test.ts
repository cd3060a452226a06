import { describe, expect, it } from 'vitest';
import {
  allAnswers,
  loadAnswerBook,
  markSaved,
  mergeServerAnswers,
  storeAnswerBook,
  unsentAnswers,
  writeAnswer,
} from './answer-book.ts';

describe('answer book', () => {
  it('raises the revision on each change and keeps it unsent until confirmed', () => {
    let book = writeAnswer({}, 'q1', 'A');
    book = writeAnswer(book, 'q1', 'B');
    expect(unsentAnswers(book)).toEqual([{ questionID: 'q1', response: 'B', revision: 2 }]);
    // The same answer again is not a change.
    expect(writeAnswer(book, 'q1', 'B')).toBe(book);
    book = markSaved(book, 'q1', 2);
    expect(unsentAnswers(book)).toEqual([]);
  });

  it('keeps a change made while an older save was on its way', () => {
    let book = writeAnswer({}, 'q1', 'A');
    book = writeAnswer(book, 'q1', 'AB');
    book = markSaved(book, 'q1', 1);
    expect(unsentAnswers(book)).toEqual([{ questionID: 'q1', response: 'AB', revision: 2 }]);
  });

  it("joins the server's answers with the device's by the higher revision", () => {
    let local = writeAnswer({}, 'q1', 'a');
    local = writeAnswer(local, 'q1', 'written offline');
    const merged = mergeServerAnswers(local, [
      { questionID: 'q1', response: 'a', revision: 1 },
      { questionID: 'q2', response: 'from server', revision: 4 },
    ]);
    expect(merged.q1).toEqual({ response: 'written offline', revision: 2, savedRevision: 1 });
    expect(merged.q2).toEqual({ response: 'from server', revision: 4, savedRevision: 4 });
    expect(allAnswers(merged)).toHaveLength(2);
  });

  it('survives a reload through localStorage, per student and test', () => {
    storeAnswerBook('u-1', 'T-1', writeAnswer({}, 'q1', 'kept'));
    expect(loadAnswerBook('u-1', 'T-1').q1?.response).toBe('kept');
    expect(loadAnswerBook('u-2', 'T-1')).toEqual({});
    localStorage.setItem('kaksha.test-answers.u-1.T-2', 'not json');
    expect(loadAnswerBook('u-1', 'T-2')).toEqual({});
  });
});
