import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { UpdateOwnPasswordBody } from './own-password.ts';

const issues = (body: Record<string, unknown>) => {
  const result = UpdateOwnPasswordBody.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
};

describe('the own-password form', () => {
  const good = { currentPassword: 'Old-Pass-1', password: 'New-Pass-1!', confirmPassword: 'New-Pass-1!' };

  it('takes a new password that follows the rule and is confirmed', () => {
    expect(issues(good)).toEqual([]);
  });

  it('says Required for an empty or missing field, and the limit for one over 128 characters', () => {
    expect(issues({ ...good, currentPassword: '' })).toContainEqual({
      field: 'currentPassword',
      message: messages.required,
    });
    expect(issues({ password: good.password, confirmPassword: good.confirmPassword })).toContainEqual({
      field: 'currentPassword',
      message: messages.required,
    });
    const tooLong = messages.atMostCharacters.replace('{max}', '128');
    expect(issues({ ...good, currentPassword: 'x'.repeat(129) })).toContainEqual({
      field: 'currentPassword',
      message: tooLong,
    });
    expect(issues({ ...good, confirmPassword: 'x'.repeat(129) })).toContainEqual({
      field: 'confirmPassword',
      message: tooLong,
    });
  });
});
