import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MessageCode, Role } from 'shared-ui';

/** The signed-in user as the portal knows it (docs/product.md, "Session user"). */
export interface SessionUser {
  uid: string;
  /** Null only for accounts without an address (not possible through the portal's sign-up). */
  email: string | null;
  displayName: string | null;
  emailVerified: boolean;
  /** The provider's photo; the portal shows a locally generated avatar instead. */
  photoURL: string | null;
  /** Tenant (account name), resolved by the gateway and set as a custom claim. */
  tenant: string | null;
  /** The gateway says whether the tenant is the group tenant (its GROUP_TENANT setting). */
  groupTenant: boolean;
  /** Id of the first linked sign-in provider, e.g. `password` or `microsoft.com`. */
  provider: string | null;
  /** Roles beyond staff, as the gateway keeps them (it decides; the browser only shows or hides). */
  roles: Role[];
}

/** Signed in with Firebase, but the gateway waits for the e-mail address to be confirmed. */
export interface PendingVerification {
  email: string | null;
}

export interface SessionState {
  /** `unknown` until the auth-state listener has answered once; guards wait for it. */
  status: 'unknown' | 'ready';
  loggedIn: boolean;
  data: SessionUser | null;
  /** Why the last sign-in could not complete (e.g. no tenant); shown on the login page. */
  error: MessageCode | null;
  /** Set while the gateway answers `email-not-verified`: the login and sign-up pages ask to confirm. */
  verification: PendingVerification | null;
}

const initialState: SessionState = { status: 'unknown', loggedIn: false, data: null, error: null, verification: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<SessionUser>) {
      state.status = 'ready';
      state.loggedIn = true;
      state.data = action.payload;
      state.error = null;
      state.verification = null;
    },
    signedOut(state) {
      state.status = 'ready';
      state.loggedIn = false;
      state.data = null;
      state.verification = null;
    },
    sessionFailed(state, action: PayloadAction<MessageCode>) {
      state.status = 'ready';
      state.loggedIn = false;
      state.data = null;
      state.error = action.payload;
      state.verification = null;
    },
    verificationPending(state, action: PayloadAction<PendingVerification>) {
      state.status = 'ready';
      state.loggedIn = false;
      state.data = null;
      state.error = null;
      state.verification = action.payload;
    },
    sessionErrorShown(state) {
      state.error = null;
    },
  },
});

export const { signedIn, signedOut, sessionFailed, sessionErrorShown, verificationPending } = sessionSlice.actions;
