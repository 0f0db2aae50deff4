import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { saveFile } from '../format/saveFile';
import { Button, type ButtonVariant } from './Button';

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

/** Saves a result as a file in the browser; nothing goes back to a server. */
export function DownloadButton({
  content,
  filename,
  mimeType = 'text/plain;charset=utf-8',
  $variant = 'secondary',
  children,
  onSaved,
}: DownloadButtonProps) {
  const save = () => {
    saveFile(content, filename, mimeType);
    onSaved?.();
  };
  return (
    <Button $variant={$variant} onClick={save}>
      <Download size={18} aria-hidden="true" />
      {children ?? 'Herunterladen'}
    </Button>
  );
}
