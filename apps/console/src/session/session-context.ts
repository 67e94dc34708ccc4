import { createContext, useContext } from 'react';
import type { Account, HeldPrivilege, MenuItem, PrivilegeNode, Role } from '@veritag/domain';

/** A signed-in user as the console knows them after account and privileges have loaded. */
export interface SignedIn {
  account: Account;
  role: Role;
  privilegeTree: PrivilegeNode[];
  privileges: HeldPrivilege[];
  trackAndTrace: boolean;
  menu: MenuItem[];
}

export type SessionState =
  { status: 'anonymous' } | { status: 'loading' } | { status: 'signedIn'; user: SignedIn };

export interface SessionApi {
  state: SessionState;
  /** Stores the token with its login time, then loads the account and the privileges. */
  signIn(token: string): Promise<void>;
  /** Ends the session on the server, clears local storage and goes to the root. */
  signOut(): Promise<void>;
  /** Loads the account and privileges again (after the user edited their own profile). */
  refresh(): Promise<void>;
}

export const SessionContext = createContext<SessionApi | null>(null);

export function useSession(): SessionApi {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}

/** The signed-in user; only for screens behind the guard, which waits for the session. */
export function useSignedIn(): SignedIn {
  const { state } = useSession();
  if (state.status !== 'signedIn') throw new Error('useSignedIn outside a guarded screen');
  return state.user;
}
