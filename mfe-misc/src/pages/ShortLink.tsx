import { useState } from 'react';
import { ToolPage } from 'shared-ui';
import type { ShortLink as ShortLinkData } from '../short-link/api';
import { ShortLinkForm } from '../short-link/ShortLinkForm';
import { ShortLinkList } from '../short-link/ShortLinkList';
import { ShortLinkResult } from '../short-link/ShortLinkResult';

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
