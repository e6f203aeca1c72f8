import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Group } from '@atrium/contract';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { groupsMessages } from './groupsMessages';

function Detail({ title, children }: { title: MessageDescriptor; children: ReactNode }) {
  return (
    <div>
      <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 0.5 }}>
        <FormattedMessage {...title} />
      </Typography>
      {children}
    </div>
  );
}

const Chips = ({ items }: { items: readonly string[] }) => (
  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
    {items.map((item) => (
      <Chip key={item} label={item} variant="outlined" />
    ))}
  </Stack>
);

const Paragraph = ({ text }: { text: string }) => (
  <Typography sx={{ whiteSpace: 'pre-line' }}>{text}</Typography>
);

/** What a group offers: solutions, deliverables, pitch, results, value, effort, cost, markets, assets. Empty ones are left out. */
export function GroupDetails({ group }: { group: Group }) {
  const intl = useIntl();
  return (
    <Stack spacing={2.5}>
      {group.solutions.length > 0 && (
        <Detail title={groupsMessages.solutions}>
          <Chips items={group.solutions} />
        </Detail>
      )}
      {group.deliverables.length > 0 && (
        <Detail title={groupsMessages.deliverables}>
          <ul style={{ margin: 0 }}>
            {group.deliverables.map((deliverable) => (
              <li key={deliverable}>{deliverable}</li>
            ))}
          </ul>
        </Detail>
      )}
      {group.sales_pitch && (
        <Detail title={groupsMessages.salesPitch}>
          <Paragraph text={group.sales_pitch} />
        </Detail>
      )}
      {group.expected_results && (
        <Detail title={groupsMessages.expectedResults}>
          <Paragraph text={group.expected_results} />
        </Detail>
      )}
      {group.added_value && (
        <Detail title={groupsMessages.addedValue}>
          <Paragraph text={group.added_value} />
        </Detail>
      )}
      {group.man_days !== null && (
        <Detail title={groupsMessages.manDays}>
          <FormattedMessage {...groupsMessages.manDaysValue} values={{ count: group.man_days }} />
        </Detail>
      )}
      {group.estimated_cost !== null && (
        <Detail title={groupsMessages.estimatedCost}>
          {intl.formatNumber(group.estimated_cost, {
            style: 'currency',
            currency: 'EUR',
            maximumFractionDigits: 0,
          })}
        </Detail>
      )}
      {group.target_markets.length > 0 && (
        <Detail title={groupsMessages.targetMarkets}>
          <Chips items={group.target_markets} />
        </Detail>
      )}
      {group.assets.length > 0 && (
        <Detail title={groupsMessages.assets}>
          <Stack spacing={0.5}>
            {group.assets.map((asset) => (
              <Link key={asset.url} href={asset.url} target="_blank" rel="noopener noreferrer">
                {asset.label}
              </Link>
            ))}
          </Stack>
        </Detail>
      )}
    </Stack>
  );
}
