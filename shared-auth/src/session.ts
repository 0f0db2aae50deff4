import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The signed-in user as the portal knows it (PRODUCT.md, "Session user"). */
export interface SessionUser {
  uid: string;
  email: string;
  displayName: string;
  emailVerified: boolean;
  photoURL: string;
  /** Tenant (account name) from the gateway-set custom claim; null until resolved. */
  tenant: string | null;
  /** Id of the first linked sign-in provider, e.g. `password` or `microsoft.com`. */
  provider: string;
}

export interface SessionState {
  /** `unknown` until the auth-state listener has answered once; guards wait for it. */
  status: 'unknown' | 'ready';
  loggedIn: boolean;
  data: SessionUser | null;
}

const initialState: SessionState = { status: 'unknown', loggedIn: false, data: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<SessionUser>) {
      state.status = 'ready';
      state.loggedIn = true;
      state.data = action.payload;
    },
    signedOut(state) {
      state.status = 'ready';
      state.loggedIn = false;
      state.data = null;
    },
  },
});

export const { signedIn, signedOut } = sessionSlice.actions;
