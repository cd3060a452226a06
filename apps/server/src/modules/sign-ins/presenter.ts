import type { SignInSession } from '@kaksha/contracts/sign-ins';
import type { UserSessionRow } from '../../db/schema/index.ts';

export const presentSignIn = (row: UserSessionRow, currentId: string): SignInSession => ({
  id: row.id,
  device: row.device,
  address: row.address,
  createdAt: row.createdAt.toISOString(),
  lastSeenAt: row.lastSeenAt.toISOString(),
  current: row.id === currentId,
});
