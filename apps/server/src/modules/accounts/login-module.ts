import type { LoginModule } from '@kaksha/contracts/accounts';

/** The area a role lands in. Admin-side roles share the admin area (the spec's "superadmin" login type). */
export function loginModuleFor(role: string): LoginModule {
  if (role === 'student') return 'student';
  if (role === 'teacher') return 'teacher';
  return 'superadmin';
}
