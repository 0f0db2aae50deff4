import { TextField, keywordCount } from 'shared-ui';

/** A typed count outside the allowed range is pulled back into it rather than refused. */
export function clampKeywordCount(value: string): number {
  const parsed = Number.parseInt(value, 10);
  if (Number.isNaN(parsed)) return keywordCount.default;
  return Math.min(keywordCount.max, Math.max(keywordCount.min, parsed));
}

export function KeywordCountField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label="Anzahl Keywords"
      type="number"
      inputMode="numeric"
      min={keywordCount.min}
      max={keywordCount.max}
      step={1}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => onChange(String(clampKeywordCount(value)))}
    />
  );
}
