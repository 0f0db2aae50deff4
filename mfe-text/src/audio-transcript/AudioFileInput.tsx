import { forwardRef, useId } from 'react';
import { transcriptionFormats } from 'shared-ui';
import styled from 'styled-components';
import { acceptedAudio } from './audioFile';

const Field = styled.div`
  display: grid;
  gap: 0.35rem;
  justify-items: start;
  label {
    font-weight: 600;
  }
  input {
    font: inherit;
    padding: 0.5rem;
    border: 1px dashed ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.surface};
    &[aria-invalid='true'] {
      border-color: ${({ theme }) => theme.colors.danger};
    }
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const formatList = transcriptionFormats.map((format) => format.toUpperCase());
const formatsText = `${formatList.slice(0, -1).join(', ')} oder ${formatList.at(-1)}`;

export interface AudioFileInputProps {
  onChange: (file: File | null) => void;
  invalid: boolean;
  disabled?: boolean;
  /** The upload limit as staff read it, e.g. „25 MB“. */
  maxSizeLabel: string;
}

/** The audio upload field with the accepted formats and the size limit said up front. */
export const AudioFileInput = forwardRef<HTMLInputElement, AudioFileInputProps>(function AudioFileInput(
  { onChange, invalid, disabled, maxSizeLabel },
  ref,
) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>Audiodatei</label>
      <input
        ref={ref}
        id={id}
        type="file"
        accept={acceptedAudio}
        aria-describedby={`${id}-hint`}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      <Hint id={`${id}-hint`}>
        {formatsText}, höchstens {maxSizeLabel}
      </Hint>
    </Field>
  );
});
