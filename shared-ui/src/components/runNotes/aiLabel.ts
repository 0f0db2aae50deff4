import { createContext } from 'react';

/**
 * The tenant's labelling line of the result shown (`provenance.label`, e.g. „Mit KI-Unterstützung
 * erstellt“): ToolOutput provides it for its finished result, so every download inside it carries
 * the line without page code. null: the tenant labels nothing.
 */
export const AiLabelContext = createContext<string | null | undefined>(null);

/** A text as copied or downloaded: the label, when there is one, as its own last line. */
export const withAiLabel = (text: string, label: string | null | undefined) => (label ? `${text.trimEnd()}\n\n— ${label}` : text);
