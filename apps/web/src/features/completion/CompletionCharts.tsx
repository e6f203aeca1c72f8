import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { CompletionDistributionBody, CompletionHistoryBody } from '@atrium/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { LoadFailedAlert } from '../../layout/LoadFailedAlert';
import { visuallyHidden } from '../../layout/visuallyHidden';
import { completionMessages } from './completionMessages';

const HEIGHT = 260;

/** A chart under its heading, in every state; `summary` says in words what the chart shows. */
function ChartCard<T>({
  title,
  query,
  children,
}: {
  title: MessageDescriptor;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  return (
    <Card variant="outlined" component="section" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          <FormattedMessage {...title} />
        </Typography>
        {query.isError ? (
          <LoadFailedAlert onRetry={() => void query.refetch()} />
        ) : query.data === undefined ? (
          <Skeleton variant="rounded" height={HEIGHT} />
        ) : (
          children(query.data)
        )}
      </CardContent>
    </Card>
  );
}

/** How many active people in each bucket of ten points, 100 on its own. */
export function DistributionChart({ query }: { query: UseQueryResult<CompletionDistributionBody> }) {
  const intl = useIntl();
  const { palette } = useTheme();
  const people = intl.formatMessage(completionMessages.peopleAxis);
  return (
    <ChartCard title={completionMessages.distribution} query={query}>
      {({ buckets }) => (
        <>
          <BarChart
            height={HEIGHT}
            xAxis={[
              {
                scaleType: 'band',
                data: buckets.map(({ from, to }) => (from === to ? `${from}` : `${from}–${to}`)),
                label: intl.formatMessage(completionMessages.distributionAxis),
              },
            ]}
            yAxis={[{ label: people, tickMinStep: 1 }]}
            series={[
              { data: buckets.map((bucket) => bucket.people), label: people, color: palette.primary.main },
            ]}
            hideLegend
          />
          <ul style={visuallyHidden}>
            {buckets.map((bucket) => (
              <li key={bucket.from}>{intl.formatMessage(completionMessages.chartSummary, bucket)}</li>
            ))}
          </ul>
        </>
      )}
    </ChartCard>
  );
}

const dayOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** The firm's average, one point a day (the daily snapshot). */
export function HistoryChart({ query }: { query: UseQueryResult<CompletionHistoryBody> }) {
  const intl = useIntl();
  const { palette } = useTheme();
  const average = intl.formatMessage(completionMessages.averageAxis);
  const date = (value: Date) => intl.formatDate(value, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const percent = (value: number | null) =>
    value === null ? '' : intl.formatMessage(completionMessages.percent, { value });
  return (
    <ChartCard title={completionMessages.history} query={query}>
      {({ data }) =>
        data.length === 0 ? (
          <Typography color="text.secondary">
            <FormattedMessage {...completionMessages.historyEmpty} />
          </Typography>
        ) : (
          <>
            <LineChart
              height={HEIGHT}
              xAxis={[{ scaleType: 'time', data: data.map(({ day }) => dayOf(day)), valueFormatter: date }]}
              yAxis={[{ min: 0, max: 100, label: average }]}
              series={[
                {
                  data: data.map((snapshot) => snapshot.average_rate),
                  label: average,
                  color: palette.primary.main,
                  showMark: data.length === 1,
                  valueFormatter: percent,
                },
              ]}
              hideLegend
            />
            <p style={visuallyHidden}>
              {data
                .filter((_, index) => index === 0 || index === data.length - 1)
                .map((snapshot) => `${date(dayOf(snapshot.day))}: ${percent(snapshot.average_rate)}`)
                .join(' → ')}
            </p>
          </>
        )
      }
    </ChartCard>
  );
}
