/**
 * A student's answers to one test as the device holds them. Every change raises the answer's
 * revision; the server keeps the highest revision it has seen, so a resend after a lost
 * connection (same revision) changes nothing, and an old save arriving late never wins.
 */
export interface AnswerEntry {
  response: string;
  /** Grows with every change the student makes to this answer. */
  revision: number;
  /** The highest revision the server has confirmed; below `revision` means not sent yet. */
  savedRevision: number;
}

export type AnswerBook = Readonly<Record<string, AnswerEntry>>;

// A type (not an interface) so it fits the contract's open `transaction` items.
export type UnsentAnswer = {
  questionID: string;
  response: string;
  revision: number;
};

/** The student changed an answer: a new revision, not yet saved. */
export function writeAnswer(book: AnswerBook, questionID: string, response: string): AnswerBook {
  const entry = book[questionID];
  if (entry && entry.response === response) return book;
  const revision = (entry?.revision ?? 0) + 1;
  return { ...book, [questionID]: { response, revision, savedRevision: entry?.savedRevision ?? 0 } };
}

/** The server confirmed a revision; a later change made meanwhile stays unsent. */
export function markSaved(book: AnswerBook, questionID: string, revision: number): AnswerBook {
  const entry = book[questionID];
  if (!entry || entry.savedRevision >= revision) return book;
  return { ...book, [questionID]: { ...entry, savedRevision: Math.min(revision, entry.revision) } };
}

/**
 * Joins what the server holds with what this device kept: per question the higher revision wins,
 * so answers written offline before a reload are not lost, and the server's are taken otherwise.
 */
export function mergeServerAnswers(
  book: AnswerBook,
  saved: readonly { questionID: string; response: string; revision: number }[],
): AnswerBook {
  const next: Record<string, AnswerEntry> = { ...book };
  for (const answer of saved) {
    const local = next[answer.questionID];
    if (!local || local.revision <= answer.revision) {
      next[answer.questionID] = {
        response: answer.response,
        revision: answer.revision,
        savedRevision: answer.revision,
      };
    } else {
      next[answer.questionID] = { ...local, savedRevision: Math.max(local.savedRevision, answer.revision) };
    }
  }
  return next;
}

/** Answers changed on this device that the server has not confirmed yet. */
export const unsentAnswers = (book: AnswerBook): UnsentAnswer[] =>
  Object.entries(book)
    .filter(([, entry]) => entry.revision > entry.savedRevision)
    .map(([questionID, entry]) => ({ questionID, response: entry.response, revision: entry.revision }));

/** Every answer, as testSubmit's `transaction` carries them. */
export const allAnswers = (book: AnswerBook): UnsentAnswer[] =>
  Object.entries(book).map(([questionID, entry]) => ({
    questionID,
    response: entry.response,
    revision: entry.revision,
  }));

const storageKey = (userID: string, testID: string) => `kaksha.test-answers.${userID}.${testID}`;

const isEntry = (value: unknown): value is AnswerEntry => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.response === 'string' && typeof entry.revision === 'number' && typeof entry.savedRevision === 'number'
  );
};

/** The answers this device kept for a test (localStorage survives a closed tab or a reload). */
export function loadAnswerBook(userID: string, testID: string): AnswerBook {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(storageKey(userID, testID)) ?? '{}');
    if (typeof raw !== 'object' || raw === null) return {};
    return Object.fromEntries(Object.entries(raw).filter(([, value]) => isEntry(value))) as AnswerBook;
  } catch {
    return {};
  }
}

export function storeAnswerBook(userID: string, testID: string, book: AnswerBook): void {
  try {
    localStorage.setItem(storageKey(userID, testID), JSON.stringify(book));
  } catch {
    // A full or blocked storage must not stop the test; the server still gets every answer.
  }
}

export function forgetAnswerBook(userID: string, testID: string): void {
  try {
    localStorage.removeItem(storageKey(userID, testID));
  } catch {
    // Nothing to clean up when storage is blocked.
  }
}
