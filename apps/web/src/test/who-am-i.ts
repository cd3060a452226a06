/** A /api/whoami answer for tests. */
export const whoAmIAnswer = (firstName: string, loginModule: 'student' | 'teacher' | 'superadmin') => ({
  body: {
    status: true,
    user: {
      userID: 'u-1',
      email: 'asha@example.com',
      role: loginModule === 'superadmin' ? 'admin' : loginModule,
      firstName,
      lastName: 'Rao',
      curriculum: 'Class 10',
      curriculumCode: 'CUR-1',
      subject: null,
      loginModule,
    },
  },
});
