import { login as loginEndpoint, whoAmI } from '@kaksha/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { login } from './login.ts';
import { loginModuleFor } from './login-module.ts';

export const accountsRoutes = [
  implement(loginEndpoint, ({ body, deps, req }) => login(deps, { ...body, ip: req.ip })),

  implement(whoAmI, async ({ actor, deps }) => {
    const [user] = await deps.db.select().from(users).where(eq(users.id, actor.userId)).limit(1);
    if (!user) throw notFound();
    return {
      status: true,
      user: {
        userID: user.id,
        email: user.email,
        role: user.role,
        firstName: user.firstName,
        lastName: user.lastName,
        curriculum: actor.curriculum,
        curriculumCode: actor.curriculumCode,
        subject: actor.subject,
        loginModule: loginModuleFor(user.role),
      },
    };
  }),
];
