import type { SessionUser } from '../src/session';

/** A signed-in user of the group tenant, for pages that need a session. */
export const testUser: SessionUser = {
  uid: 'uid-erika',
  email: 'erika.mustermann@sv-gruppe.de',
  displayName: 'Erika Mustermann',
  emailVerified: true,
  photoURL: '',
  tenant: 'SV-Gruppe',
  groupTenant: true,
  provider: 'password',
  roles: [],
};

/** The ID token the test user's Firebase account hands out; the gateway stand-ins accept only this one. */
export const TEST_ID_TOKEN = 'test-token';
