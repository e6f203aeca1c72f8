import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { CompletionDistributionBody } from '@atrium/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadFailedAlert } from '../../layout/LoadFailedAlert';
import { completionMessages } from './completionMessages';

const share = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

function Figure({ label, value, detail }: { label: ReactNode; value: ReactNode; detail?: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h3">
          {label}
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
          {value}
        </Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary">
            {detail}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** The three headline figures: the firm's average, the share of complete profiles, how many people. */
export function CompletionFigures({
  distribution,
}: {
  distribution: UseQueryResult<CompletionDistributionBody>;
}) {
  const intl = useIntl();
  if (distribution.isError) return <LoadFailedAlert onRetry={() => void distribution.refetch()} />;
  const data = distribution.data;
  const percent = (value: number) => intl.formatMessage(completionMessages.percent, { value });
  const figures = [
    {
      label: completionMessages.average,
      value: data && percent(data.average_rate),
    },
    {
      label: completionMessages.completeShare,
      value: data && percent(share(data.complete, data.people)),
      detail: data && intl.formatMessage(completionMessages.completeOf, data),
    },
    { label: completionMessages.people, value: data && intl.formatNumber(data.people) },
  ];
  return (
    <Grid container spacing={2}>
      {figures.map(({ label, value, detail }) => (
        <Grid key={label.id} size={{ xs: 12, sm: 4 }}>
          <Figure
            label={<FormattedMessage {...label} />}
            value={value ?? <Skeleton width="4ch" />}
            detail={detail}
          />
        </Grid>
      ))}
    </Grid>
  );
}
