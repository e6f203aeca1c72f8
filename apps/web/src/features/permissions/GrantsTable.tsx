import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { permissionString, TAG_TYPES } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { GRANT_COLUMNS, GRANT_ROWS, hasAction } from './grantColumns';
import { tagTypeMessages } from '../../i18n/tagTypeMessages';
import { actionMessages, objectMessages, permissionsMessages } from './permissionsMessages';

type Props = {
  role: string;
  roleLabel: string;
  /** Whether the role holds a permission, pending changes included. */
  isGranted: (permission: string) => boolean;
  isPending: (permission: string) => boolean;
  editable: boolean;
  onChange: (permission: string, granted: boolean) => void;
};

const actionLabel = (action: string) =>
  action in actionMessages ? actionMessages[action as keyof typeof actionMessages] : undefined;

/** One role's grants: objects × actions, then the tag types. */
export function GrantsTable({ role, roleLabel, isGranted, isPending, editable, onChange }: Props) {
  const intl = useIntl();

  const box = (permission: string, label: string) => (
    <Checkbox
      checked={isGranted(permission)}
      disabled={!editable || isPending(permission)}
      onChange={(event) => onChange(permission, event.target.checked)}
      slotProps={{ input: { 'aria-label': label } }}
      data-permission={permission}
      data-role={role}
    />
  );

  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={roleLabel}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                <FormattedMessage {...permissionsMessages.object} />
              </TableCell>
              {GRANT_COLUMNS.map((action) => {
                const label = actionLabel(action);
                return (
                  <TableCell key={action} component="th" scope="col" align="center">
                    {label ? intl.formatMessage(label) : action}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {GRANT_ROWS.map((object) => {
              const objectLabel = intl.formatMessage(objectMessages[object]);
              return (
                <TableRow key={object} hover>
                  <TableCell component="th" scope="row">
                    {objectLabel}
                  </TableCell>
                  {GRANT_COLUMNS.map((action) => {
                    const label = actionLabel(action);
                    return (
                      <TableCell key={action} align="center" padding="checkbox">
                        {hasAction(object, action) &&
                          box(
                            permissionString(object, action),
                            intl.formatMessage(permissionsMessages.cell, {
                              role: roleLabel,
                              action: label ? intl.formatMessage(label) : action,
                              object: objectLabel,
                            }),
                          )}
                      </TableCell>
                    );
                  })}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
        <FormattedMessage {...permissionsMessages.tagsTitle} />
      </Typography>
      <Table size="small" sx={{ width: 'auto' }}>
        <TableBody>
          {TAG_TYPES.map((tag) => {
            const tagLabel = intl.formatMessage(tagTypeMessages[tag]);
            return (
              <TableRow key={tag}>
                <TableCell component="th" scope="row">
                  {tagLabel}
                </TableCell>
                <TableCell padding="checkbox">
                  {box(
                    permissionString('tag', tag),
                    intl.formatMessage(permissionsMessages.tagCell, { role: roleLabel, tag: tagLabel }),
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </>
  );
}
