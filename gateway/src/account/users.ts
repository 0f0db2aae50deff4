/**
 * Firebase user records of many users at once, by uid: Firebase answers up to 100 per call, so a
 * longer list goes out in batches of 100. Deleted users are missing from the map.
 */
import type { Auth, UserRecord } from 'firebase-admin/auth';

const FIREBASE_BATCH = 100;

export async function usersByUid(auth: Auth, uids: readonly string[]): Promise<Map<string, UserRecord>> {
  const found = new Map<string, UserRecord>();
  for (let start = 0; start < uids.length; start += FIREBASE_BATCH) {
    const { users } = await auth.getUsers(uids.slice(start, start + FIREBASE_BATCH).map((uid) => ({ uid })));
    for (const user of users) found.set(user.uid, user);
  }
  return found;
}
