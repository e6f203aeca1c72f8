import type { LoginInput, MessageBody, Session } from '@atrium/contract';
import { http } from './http';
import { cacheRoles, clearCachedPermissions } from './permissionsCache';

/** Signs in; the server sets the session cookies. Errors are left to the form to show. */
export async function signIn(input: LoginInput): Promise<Session> {
  const session = await http.post<Session>('/api/a12n/login', input, { notifyError: false });
  cacheRoles(session.roles);
  return session;
}

/**
 * Signs out: the refresh token is revoked and both cookies cleared by the server. Whatever it
 * answers, this device forgets the person.
 */
export async function signOut(): Promise<void> {
  try {
    await http.post<MessageBody>('/api/a12n/refresh/logout', undefined, { notifyError: false });
  } finally {
    clearCachedPermissions();
  }
}
