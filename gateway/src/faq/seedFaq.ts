/**
 * Brings the faq_entries table in line with data/workday-faq.json at every gateway start (not only
 * in demo runs: the file is the FAQ). New and changed entries are upserted, entries no longer in the
 * file are removed, all in one transaction; an unchanged entry keeps its updated_at.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { faqEntries } from '../db/schema.ts';

export const FAQ_FILE = resolve(import.meta.dirname, '..', '..', 'data', 'workday-faq.json');

const nonBlank = z.string().trim().min(1);
const faqFileSchema = z
  .array(z.object({ id: nonBlank, category: nonBlank, question: nonBlank, answer: nonBlank }))
  .min(1)
  .refine((entries) => new Set(entries.map((entry) => entry.id)).size === entries.length, { error: 'IDs müssen eindeutig sein' });

export type FaqFileEntry = z.infer<typeof faqFileSchema>[number];

export async function readFaqFile(file = FAQ_FILE): Promise<FaqFileEntry[]> {
  const parsed = faqFileSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(
      `${file} ist keine gültige FAQ: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}

export async function seedFaqEntries(db: Database, file = FAQ_FILE): Promise<number> {
  const entries = await readFaqFile(file);
  await db.transaction(async (tx) => {
    await tx
      .insert(faqEntries)
      .values(entries.map((entry, position) => ({ ...entry, position })))
      .onConflictDoUpdate({
        target: faqEntries.id,
        set: {
          category: sql`excluded.category`,
          question: sql`excluded.question`,
          answer: sql`excluded.answer`,
          position: sql`excluded.position`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`(${faqEntries.category}, ${faqEntries.question}, ${faqEntries.answer}, ${faqEntries.position})
          is distinct from (excluded.category, excluded.question, excluded.answer, excluded.position)`,
      });
    await tx.delete(faqEntries).where(
      notInArray(
        faqEntries.id,
        entries.map((entry) => entry.id),
      ),
    );
  });
  return entries.length;
}
