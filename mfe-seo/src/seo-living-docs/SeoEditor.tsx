import { useId, useState } from 'react';
import { CopyButton, TextField, seoLimits, slugify } from 'shared-ui';
import styled from 'styled-components';
import { CountedField } from '../seo/CountedField';
import { descriptionLabel } from '../seo/labels';
import { suggestionText } from './format';
import { KeywordList } from './KeywordList';
import { SearchPreview } from './SearchPreview';
import type { SeoLivingDocsResult } from 'shared-ui';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  align-items: start;
`;

const Fields = styled.div`
  display: grid;
  gap: 1.25rem;
`;

const FieldWithCopy = styled.div`
  display: grid;
  gap: 0.5rem;
  justify-items: start;
  > :first-child {
    justify-self: stretch;
  }
`;

const Side = styled.div`
  display: grid;
  gap: 1rem;
  justify-items: start;
`;

/** Keywords as the model may send them: trimmed, without empties and repeats (they are chip keys too). */
function distinctKeywords(keywords: string[]): string[] {
  const seen = new Set<string>();
  const distinct: string[] = [];
  for (const raw of keywords) {
    const keyword = raw.trim();
    if (!keyword || seen.has(keyword.toLowerCase())) continue;
    seen.add(keyword.toLowerCase());
    distinct.push(keyword);
  }
  return distinct;
}

/**
 * The suggestion as a draft the editor refines: every field editable with its counter and copy
 * button, the search-result preview following every keystroke. The component is mounted per result,
 * so a new run starts from the new suggestion.
 */
export function SeoEditor({ suggestion }: { suggestion: SeoLivingDocsResult }) {
  const [draft, setDraft] = useState<SeoLivingDocsResult>(() => ({ ...suggestion, keywords: distinctKeywords(suggestion.keywords) }));
  const slugHintId = useId();
  const set =
    <K extends keyof SeoLivingDocsResult>(key: K) =>
    (value: SeoLivingDocsResult[K]) =>
      setDraft((previous) => ({ ...previous, [key]: value }));

  return (
    <Layout>
      <Fields>
        <CountedField
          label="SEO-Titel"
          value={draft.title}
          onChange={set('title')}
          limit={seoLimits.title}
          action={<CopyButton text={draft.title} label="SEO-Titel kopieren" />}
        />
        <CountedField
          label={descriptionLabel}
          value={draft.description}
          onChange={set('description')}
          limit={seoLimits.description}
          multiline
          action={<CopyButton text={draft.description} label="Beschreibung kopieren" />}
        />
        <FieldWithCopy>
          <TextField label="Fokus-Keyword" value={draft.focusKeyword} onChange={(event) => set('focusKeyword')(event.target.value)} />
          <CopyButton text={draft.focusKeyword} label="Fokus-Keyword kopieren" />
        </FieldWithCopy>
        <FieldWithCopy>
          <KeywordList keywords={draft.keywords} onChange={set('keywords')} />
          <CopyButton text={draft.keywords.join(', ')} label="Keywords kopieren" />
        </FieldWithCopy>
        <FieldWithCopy>
          {/* Typed freely; on leaving the field it becomes a valid slug (umlauts as ae/oe/ue/ss). */}
          <TextField
            label="URL-Slug"
            value={draft.slug}
            onChange={(event) => set('slug')(event.target.value)}
            onBlur={() => set('slug')(slugify(draft.slug, Number.POSITIVE_INFINITY))}
            aria-describedby={slugHintId}
            spellCheck={false}
            autoCapitalize="none"
          />
          <small id={slugHintId}>Nur Kleinbuchstaben, Ziffern und Bindestriche; Umlaute werden zu ae, oe, ue, ss.</small>
          <CopyButton text={draft.slug} label="URL-Slug kopieren" />
        </FieldWithCopy>
      </Fields>
      <Side>
        <SearchPreview title={draft.title} description={draft.description} slug={draft.slug} />
        <CopyButton text={suggestionText(draft)} label="Alle Felder kopieren" $variant="primary" />
      </Side>
    </Layout>
  );
}
