import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ROLES, type RoleGrants } from '@atrium/contract';
import { useIntl } from 'react-intl';
import { Spinner } from '../../layout/Spinner';
import { ConfirmRevokeDialog } from './ConfirmRevokeDialog';
import { GrantsTable } from './GrantsTable';
import { needsRevokeConfirmation } from './grantColumns';
import { useChangeGrant, useRoleGrants } from './permissionsApi';
import { permissionsMessages } from './permissionsMessages';
import { roleLabel } from '../../forms/roles/roleLabel';

const order = (role: string) => {
  const index = (ROLES as readonly string[]).indexOf(role);
  return index === -1 ? ROLES.length : index;
};

type Change = { role: string; permission: string; granted: boolean };

/** Roles as tabs, each with its grants matrix; a change is sent at once. */
export function RoleGrantsEditor({ editable }: { editable: boolean }) {
  const intl = useIntl();
  const grants = useRoleGrants();
  const change = useChangeGrant();
  const [selected, setSelected] = useState<string>();
  // What was clicked and not yet confirmed by the server, so the box moves at once.
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [confirming, setConfirming] = useState<Change>();

  const roles = useMemo(
    () => [...(grants.data ?? [])].sort((a, b) => order(a.role) - order(b.role)),
    [grants.data],
  );
  if (grants.isPending) return <Spinner />;
  if (!grants.data) return null;

  const current: RoleGrants | undefined = roles.find((entry) => entry.role === selected) ?? roles[0];
  if (!current) return null;

  const key = (role: string, permission: string) => `${role}\n${permission}`;
  const send = (next: Change) => {
    const id = key(next.role, next.permission);
    setPending((map) => new Map(map).set(id, next.granted));
    change.mutate(next, {
      onSettled: () =>
        setPending((map) => {
          const copy = new Map(map);
          copy.delete(id);
          return copy;
        }),
    });
  };
  const onChange = (permission: string, granted: boolean) => {
    const next = { role: current.role, permission, granted };
    if (!granted && needsRevokeConfirmation(next.role, permission)) setConfirming(next);
    else send(next);
  };

  return (
    <Box>
      {!editable && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {intl.formatMessage(permissionsMessages.readOnly)}
        </Alert>
      )}
      <Tabs
        value={current.role}
        onChange={(_, value: string) => setSelected(value)}
        variant="scrollable"
        aria-label={intl.formatMessage(permissionsMessages.rolesTabs)}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {roles.map(({ role }) => (
          <Tab key={role} value={role} label={roleLabel(intl, role)} />
        ))}
      </Tabs>
      <GrantsTable
        role={current.role}
        roleLabel={roleLabel(intl, current.role)}
        editable={editable}
        isGranted={(permission) =>
          pending.get(key(current.role, permission)) ?? current.permissions.includes(permission)
        }
        isPending={(permission) => pending.has(key(current.role, permission))}
        onChange={onChange}
      />
      <ConfirmRevokeDialog
        role={confirming ? roleLabel(intl, confirming.role) : undefined}
        onCancel={() => setConfirming(undefined)}
        onConfirm={() => {
          if (confirming) send(confirming);
          setConfirming(undefined);
        }}
      />
    </Box>
  );
}
