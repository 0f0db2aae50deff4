import { useState } from 'react';
import { ToolPage } from 'shared-ui';
import type { ShortLink as ShortLinkData } from '../shortLink/api';
import { ShortLinkForm } from '../shortLink/ShortLinkForm';
import { ShortLinkList } from '../shortLink/ShortLinkList';
import { ShortLinkResult } from '../shortLink/ShortLinkResult';

export default function ShortLink() {
  const [created, setCreated] = useState<ShortLinkData | null>(null);
  return (
    <ToolPage featureId="short-link">
      <ShortLinkForm onCreated={setCreated} />
      {created && <ShortLinkResult link={created} />}
      <ShortLinkList onDeleted={(slug) => setCreated((link) => (link?.slug === slug ? null : link))} />
    </ToolPage>
  );
}
