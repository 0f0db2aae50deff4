import type { StyleDesksReply } from 'portal-contract/schemas';
import { useState } from 'react';
import { Select, ToolOptions } from 'shared-ui';
import { portalApi } from '../gateway/portalApi';

const desksApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** The tenant's desks („Ressorts“) with house-style rules of their own. */
    styleDesks: build.query<string[], void>({
      query: () => ({ path: '/v1/house-style/desks' }),
      transformResponse: (reply: StyleDesksReply) => reply.desks,
    }),
  }),
});

/** A writer usually works for one desk: the choice is kept in this browser across the tools. */
const STORAGE_KEY = 'ki-portal.house-style-desk';

function stored(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

export interface StyleDesk {
  /** The chosen desk, or '' for the tenant's rules only. */
  value: string;
  set: (desk: string) => void;
  /** The desks to choose from; none while loading, when there are none or the list failed. */
  desks: readonly string[];
  /** What a tool's request gets: `{ desk }` when one of the listed desks is chosen, else nothing. */
  body: { desk?: string };
}

/**
 * The desk whose house-style rules apply on top of the tenant's in the prose tools. A desk that is
 * no longer listed (its rules were removed) counts as none. Without the list the tools work as before.
 */
export function useStyleDesk(): StyleDesk {
  const { data: desks = [] } = desksApi.useStyleDesksQuery();
  const [value, setValue] = useState(stored);
  const chosen = desks.includes(value) ? value : '';
  const set = (desk: string) => {
    setValue(desk);
    try {
      window.localStorage.setItem(STORAGE_KEY, desk);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  };
  return { value: chosen, set, desks, body: chosen ? { desk: chosen } : {} };
}

/**
 * „Ressort“ among a tool's options; shown only when the tenant has desks with rules of their own.
 * `alone`: the tool has no other options, so the select brings the options row with it.
 */
export function StyleDeskSelect({ desk, alone = false }: { desk: StyleDesk; alone?: boolean }) {
  if (desk.desks.length === 0) return null;
  const options = [{ id: '', label: 'Kein Ressort (nur allgemeine Regeln)' }, ...desk.desks.map((name) => ({ id: name, label: name }))];
  const select = <Select label="Ressort (Hausstil)" value={desk.value} options={options} onChange={desk.set} />;
  return alone ? <ToolOptions>{select}</ToolOptions> : select;
}
