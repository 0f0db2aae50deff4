import { initials } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';
import { useMemo } from 'react';

/** "rita.redaktion@sv-gruppe.de" → "rita", as docs/product.md ("Session user") asks. */
export function avatarSeed(email: string): string {
  return email.split('@')[0]?.split('.')[0] ?? email;
}

/**
 * The user's avatar, generated in the browser (no request to an avatar service, so no name leaves
 * the house).
 */
export function Avatar({ email, size }: { email: string; size: number }) {
  const src = useMemo(
    () => createAvatar(initials, { seed: avatarSeed(email), radius: 50, backgroundType: ['solid'] }).toDataUri(),
    [email],
  );
  return <img src={src} alt="" width={size} height={size} style={{ borderRadius: '50%', display: 'block' }} />;
}
