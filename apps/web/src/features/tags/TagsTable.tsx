import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { TagActions, type TagAction } from './TagActions';
import { TagUses } from './TagUses';
import { useTagAliases, useTagUsage, type TagRecord } from './tagsApi';
import { tagsMessages } from './tagsMessages';

type Props = {
  tags: TagRecord[];
  onAction: (tag: TagRecord, action: TagAction, uses: number | undefined) => void;
};

/** A page of tags with their aliases and uses (each read for the whole page in one request) and actions. */
export function TagsTable({ tags, onAction }: Props) {
  const intl = useIntl();
  const usageOf = useTagUsage(tags.map((tag) => tag.id));
  const aliasesOf = useTagAliases(tags.map((tag) => tag.id));
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>
              <FormattedMessage {...tagsMessages.name} />
            </TableCell>
            <TableCell align="right">
              <FormattedMessage {...tagsMessages.uses} />
            </TableCell>
            <TableCell>
              <FormattedMessage {...tagsMessages.actions} />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tags.map((tag) => {
            const usage = usageOf(tag.id);
            const aliases = aliasesOf(tag.id);
            return (
              <TableRow key={tag.id}>
                <TableCell>
                  {tag.name}
                  {aliases.length > 0 && (
                    <Typography variant="body2" color="text.secondary">
                      {intl.formatMessage(tagsMessages.aliasesOf, {
                        aliases: aliases.map((alias) => alias.alias).join(', '),
                      })}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right">
                  <TagUses usage={usage} />
                </TableCell>
                <TableCell>
                  <TagActions
                    tag={tag}
                    uses={usage?.total}
                    onAction={(action) => onAction(tag, action, usage?.total)}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
