/**
 * Where a result comes from (issue „Data stays in the house“): the engine and model that wrote it,
 * whether the first provider failed and another answered, how many personal data items were replaced
 * by placeholders before an external provider saw the text, the house style's version and the source
 * check's outcome. Set by the gateway on every tool result, kept with it in the history.
 */
import { z } from 'zod';

export const PROVENANCE_ENGINES = ['openai', 'local'] as const;
export type ProvenanceEngine = (typeof PROVENANCE_ENGINES)[number];

export function provenanceSchema() {
  return z.object({
    /** The provider that answered: `openai` (an external, OpenAI-compatible one) or `local` (the offline engine). */
    engine: z.enum(PROVENANCE_ENGINES),
    /** Its model; the offline engine's is `offline`. */
    model: z.string(),
    /** Set when the provider(s) before it failed (timeout, error, refusal): the first one asked. */
    failover: z.object({ from: z.enum(PROVENANCE_ENGINES) }).nullable(),
    /** Personal data items the external provider saw only as placeholders („[Person 1]“); 0: none. */
    pseudonymised: z.number().int().min(0),
    /** The tenant's house style as applied: its version (the last change of a rule, ISO time); null: none applied. */
    houseStyle: z.object({ version: z.string() }).nullable(),
    /** The source check of a result written from a source: how many findings; null: no check. */
    sourceCheck: z.object({ findings: z.number().int().min(0) }).nullable(),
    /** The tenant's labelling line for copied and downloaded texts („Mit KI-Unterstützung erstellt“); null: none. */
    label: z.string().nullable(),
  });
}
export type Provenance = z.infer<ReturnType<typeof provenanceSchema>>;
