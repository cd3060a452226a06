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
 * or null when a superadmin already exists. Instances starting together on an empty database
 * all find none; the unique e-mail lets one insert win and the others answer null, so one
 * account is made and one banner printed.
 */
export async function ensureFirstAdmin(
  db: Db,
  opts: { email: string; password?: string },
): Promise<{ email: string; password: string; generated: boolean } | null> {
  const superadminExists = async () =>
    (await db.select({ id: users.id }).from(users).where(eq(users.role, 'superadmin')).limit(1)).length > 0;
  if (await superadminExists()) return null;
  const password = opts.password ?? generatePassword();
  const inserted = await db
    .insert(users)
    .values({
      id: crypto.randomUUID(),
      email: opts.email.toLowerCase(),
      passwordHash: await hashPassword(password),
      role: 'superadmin',
      firstName: 'Kaksha',
      lastName: 'Admin',
      isActive: true,
      isEmailVerified: true,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!inserted.length) {
    // Lost the race to another instance, or the address belongs to someone who is not a superadmin.
    if (await superadminExists()) return null;
    throw new Error(`ADMIN_EMAIL ${opts.email} belongs to an account that is not a superadmin; choose another address`);
  }
  return { email: opts.email.toLowerCase(), password, generated: !opts.password };
}
