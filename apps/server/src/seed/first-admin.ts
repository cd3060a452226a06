import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../platform/auth/password.ts';

/** A strong password that satisfies the spec's rule: upper, lower, digit, special. */
export function generatePassword(): string {
  const body = crypto.randomBytes(12).toString('base64url').replace(/[-_]/g, 'x');
  return `Kk${body}7!`;
}

/**
 * On an empty database, creates the first superadmin. Returns the credentials to print once,
 * or null when a superadmin already exists.
 */
export async function ensureFirstAdmin(
  db: Db,
  opts: { email: string; password?: string },
): Promise<{ email: string; password: string; generated: boolean } | null> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'superadmin')).limit(1);
  if (existing) return null;
  const password = opts.password ?? generatePassword();
  await db.insert(users).values({
    id: crypto.randomUUID(),
    email: opts.email.toLowerCase(),
    passwordHash: await hashPassword(password),
    role: 'superadmin',
    firstName: 'Kaksha',
    lastName: 'Admin',
    isActive: true,
    isEmailVerified: true,
  });
  return { email: opts.email.toLowerCase(), password, generated: !opts.password };
}
