import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './Button';

export interface DownloadButtonProps {
  /** Text is saved as UTF-8; a Blob as it is. */
  content: string | Blob;
  filename: string;
  mimeType?: string;
  $variant?: ButtonVariant;
  children?: ReactNode;
}

/** Saves a result as a file in the browser; nothing goes back to a server. */
export function DownloadButton({ content, filename, mimeType = 'text/plain;charset=utf-8', $variant = 'secondary', children }: DownloadButtonProps) {
  const save = () => {
    const blob = typeof content === 'string' ? new Blob([content], { type: mimeType }) : content;
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
    // Revoke later: some browsers start the download only after the click handler has returned.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  return (
    <Button $variant={$variant} onClick={save}>
      <Download size={18} aria-hidden="true" />
      {children ?? 'Herunterladen'}
    </Button>
  );
}
