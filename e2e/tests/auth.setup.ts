import { test as setup } from './fixtures';
import { authFile, groupUser, loginFromHome, partnerUser } from './users';

// Sign in each demo user once; the other tests start from the saved session (Firebase keeps it in IndexedDB).
for (const user of [groupUser, partnerUser]) {
  setup(`sign in ${user.email}`, async ({ page }) => {
    await loginFromHome(page, user);
    await page.context().storageState({ path: authFile(user), indexedDB: true });
  });
}
