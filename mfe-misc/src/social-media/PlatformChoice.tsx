import { socialPlatforms, type SocialPlatform } from 'shared-ui';
import styled from 'styled-components';

const Fieldset = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  margin: 0;
  padding: 0;
  border: none;
  legend {
    font-weight: 600;
    margin-bottom: 0.35rem;
    padding: 0;
  }
  label {
    display: inline-flex;
    gap: 0.4rem;
    align-items: center;
    cursor: pointer;
  }
  input {
    width: 1.1rem;
    height: 1.1rem;
    margin: 0;
  }
`;

export interface PlatformChoiceProps {
  selected: readonly SocialPlatform[];
  onChange: (selected: SocialPlatform[]) => void;
}

/** Checkboxes for the platforms; the selection keeps the catalogue's order, whatever the click order. */
export function PlatformChoice({ selected, onChange }: PlatformChoiceProps) {
  const toggle = (id: SocialPlatform, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    onChange(socialPlatforms.filter((platform) => next.has(platform.id)).map((platform) => platform.id));
  };
  return (
    <Fieldset>
      <legend>Plattformen</legend>
      {socialPlatforms.map((platform) => (
        <label key={platform.id}>
          <input type="checkbox" checked={selected.includes(platform.id)} onChange={(event) => toggle(platform.id, event.target.checked)} />
          {platform.label}
        </label>
      ))}
    </Fieldset>
  );
}
