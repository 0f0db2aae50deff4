import { Download } from 'lucide-react';
import { useContext, type ReactNode } from 'react';
import { saveFile } from '../format/saveFile';
import { Button, type ButtonVariant } from './Button';
import { AiLabelContext, withAiLabel } from './runNotes/aiLabel';

export interface DownloadButtonProps {
  /** Text is saved as UTF-8; a Blob as it is. */
  content: string | Blob;
  filename: string;
  mimeType?: string;
  $variant?: ButtonVariant;
  children?: ReactNode;
  /** After the file is handed to the browser, e.g. to count what the user took. */
  onSaved?: () => void;
}

/**
 * Saves a result as a file in the browser; nothing goes back to a server. Under a tool's result a
 * plain text gets the tenant's labelling line (ToolOutput's AiLabelContext); formats with a shape of
 * their own (CSV, subtitles, audio) stay as they are, a line of prose would break them.
 */
export function DownloadButton({
  content,
  filename,
  mimeType = 'text/plain;charset=utf-8',
  $variant = 'secondary',
  children,
  onSaved,
}: DownloadButtonProps) {
  const label = useContext(AiLabelContext);
  const save = () => {
    saveFile(typeof content === 'string' && mimeType.startsWith('text/plain') ? withAiLabel(content, label) : content, filename, mimeType);
    onSaved?.();
  };
  return (
    <Button $variant={$variant} onClick={save}>
      <Download size={18} aria-hidden="true" />
      {children ?? 'Herunterladen'}
    </Button>
  );
}
