import { useState } from 'react';
import { errorCodeOf } from 'shared-auth';
import { Alert, Button, messageFor, Spinner, ToolPage } from 'shared-ui';
import { useDeleteStyleRuleMutation, useListStyleRulesQuery, useSaveStyleRuleMutation, type StyleRule } from '../house-style/api';
import { RuleForm } from '../house-style/RuleForm';
import { RuleList } from '../house-style/RuleList';
import { RuleTransfer } from '../house-style/RuleTransfer';

/**
 * „Hausstil“: the tenant's rules for everyone to read; style editors and admins (the gateway says so
 * with `canEdit`) create, change, switch off, delete and import them. Everyone sees how each rule
 * fares (fired, share kept), its history, and can export the rules.
 */
export default function HouseStyle() {
  const rules = useListStyleRulesQuery();
  const [editing, setEditing] = useState<StyleRule | 'new' | null>(null);
  const [save] = useSaveStyleRuleMutation();
  const [remove, removal] = useDeleteStyleRuleMutation();
  const canEdit = rules.data?.canEdit ?? false;
  const toggle = (rule: StyleRule) => void save({ id: rule.id, body: { ...rule, enabled: !rule.enabled } });
  const confirmDelete = (rule: StyleRule) => {
    if (window.confirm(`Die Regel „${rule.title}“ löschen? Die Werkzeuge wenden sie danach nicht mehr an.`)) void remove(rule.id);
  };
  return (
    <ToolPage featureId="house-style">
      {rules.isLoading && <Spinner label="Regeln werden geladen …" />}
      {rules.isError && <Alert tone="error">{messageFor(errorCodeOf(rules.error))}</Alert>}
      {removal.isError && <Alert tone="error">{messageFor(errorCodeOf(removal.error))}</Alert>}
      {canEdit && editing === null && (
        <div>
          <Button onClick={() => setEditing('new')}>Neue Regel</Button>
        </div>
      )}
      {canEdit && editing !== null && (
        <RuleForm key={editing === 'new' ? 'new' : editing.id} rule={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      )}
      {rules.data && <RuleTransfer canEdit={canEdit} />}
      {rules.data && <RuleList rules={rules.data.rules} canEdit={canEdit} onEdit={setEditing} onToggle={toggle} onDelete={confirmDelete} />}
    </ToolPage>
  );
}
