/**
 * E-mail addresses, found from each „@“ outwards with bounded lengths (local part ≤ 64, domain ≤ 253):
 * a regular expression over „a.b-c+d_…“ without an „@“ would backtrack quadratically.
 */
import { item, type PersonalDataItem } from './types.ts';

const isLocalChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}._%+-]/u.test(char);
const isDomainChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}.-]/u.test(char);

export function findEmails(text: string): PersonalDataItem[] {
  const found: PersonalDataItem[] = [];
  let from = 0;
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > from && at - start < 64 && isLocalChar(text[start - 1])) start--;
    while (start < at && text[start] === '.') start++;
    let end = at + 1;
    while (end < text.length && end - at <= 253 && isDomainChar(text[end])) end++;
    // A sentence's full stop or a dash after the address is not part of it.
    while (end > at + 1 && (text[end - 1] === '.' || text[end - 1] === '-')) end--;
    const domain = text.slice(at + 1, end);
    const topLevel = domain.slice(domain.lastIndexOf('.') + 1);
    if (start === at || !domain.includes('.') || !/^\p{L}{2,}$/u.test(topLevel) || domain.includes('..')) continue;
    found.push(item('email', text, start, end));
    from = end;
  }
  return found;
}
