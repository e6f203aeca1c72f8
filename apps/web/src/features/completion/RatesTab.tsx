import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COMPLETION_DIMENSIONS, type CompletionDimension, type CompletionRateRow } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LoadFailedAlert } from '../../layout/LoadFailedAlert';
import { Spinner } from '../../layout/Spinner';
import { CompletionFigures } from './CompletionFigures';
import { DistributionChart, HistoryChart } from './CompletionCharts';
import {
  exportList,
  useCompletionDistribution,
  useCompletionHistory,
  useCompletionRates,
  type PeopleParams,
} from './completionApi';
import { completionMessages } from './completionMessages';
import { DIMENSION_LABELS, isDimension } from './dimensions';
import { ExportButtons } from './ExportButtons';
import { RatePeople } from './RatePeople';
import { RatesTable } from './RatesTable';

const DEFAULT_DIMENSION: CompletionDimension = 'business_unit';

/**
 * The address of the rates: `?by=` the dimension, and with `key` one row's people (`key=` empty
 * for those with no value), `incomplete`, `sort=-rate` and `page`. Every step is a history entry,
 * so the back button leaves a row's people for the rows.
 */
function useRatesAddress() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('by');
  const by = isDimension(raw) ? raw : DEFAULT_DIMENSION;
  const key = params.get('key');
  const page = Number(params.get('page'));
  const drill: Omit<PeopleParams, 'size'> | undefined =
    key === null
      ? undefined
      : {
          by,
          key: key === '' ? undefined : key,
          incomplete: params.get('incomplete') === 'true',
          highestFirst: params.get('sort') === '-rate',
          page: Number.isInteger(page) && page > 0 ? page : 1,
        };
  const rowSearch = (row: Pick<CompletionRateRow, 'key'>) =>
    `?${new URLSearchParams({ by, key: row.key ?? '' }).toString()}`;
  const changeDrill = (next: Partial<Omit<PeopleParams, 'by' | 'key' | 'size'>>) => {
    if (!drill) return;
    const merged = { ...drill, ...next };
    setParams({
      by,
      key: merged.key ?? '',
      ...(merged.incomplete && { incomplete: 'true' }),
      ...(merged.highestFirst && { sort: '-rate' }),
      ...(merged.page > 1 && { page: String(merged.page) }),
    });
  };
  const choose = (next: CompletionDimension) => setParams({ by: next });
  return { by, drill, rowSearch, changeDrill, choose };
}

/** The Rates tab: headline figures, the two charts, then the rates by a dimension or one row's people. */
export function RatesTab() {
  const intl = useIntl();
  const distribution = useCompletionDistribution();
  const history = useCompletionHistory();
  const { by, drill, rowSearch, changeDrill, choose } = useRatesAddress();
  const rates = useCompletionRates(by);
  const dimension = intl.formatMessage(DIMENSION_LABELS[by]);
  const notSet = intl.formatMessage(completionMessages.notSet);
  const drilledLabel =
    drill &&
    (drill.key === undefined
      ? notSet
      : (rates.data?.data.find((row) => row.key === drill.key)?.label ?? drill.key));

  return (
    <Stack spacing={3} sx={{ pt: 1 }}>
      <CompletionFigures distribution={distribution} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <DistributionChart query={distribution} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <HistoryChart query={history} />
        </Grid>
      </Grid>
      <Card variant="outlined">
        <CardContent>
          {drill ? (
            <Stack spacing={2}>
              <Button
                component={RouterLink}
                to={`?${new URLSearchParams({ by }).toString()}`}
                startIcon={<ArrowBackIcon />}
                sx={{ alignSelf: 'flex-start' }}
              >
                <FormattedMessage {...completionMessages.back} values={{ dimension }} />
              </Button>
              <RatePeople params={drill} label={drilledLabel ?? ''} onChange={changeDrill} />
            </Stack>
          ) : (
            <Stack spacing={2} component="section" aria-labelledby="completion-rates-title">
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
              >
                <Typography variant="h6" component="h2" id="completion-rates-title">
                  <FormattedMessage {...completionMessages.ratesTable} values={{ dimension }} />
                </Typography>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                  <TextField
                    select
                    size="small"
                    label={intl.formatMessage(completionMessages.by)}
                    value={by}
                    onChange={(event) => choose(event.target.value as CompletionDimension)}
                    sx={{ minWidth: 180 }}
                  >
                    {COMPLETION_DIMENSIONS.map((value) => (
                      <MenuItem key={value} value={value}>
                        {intl.formatMessage(DIMENSION_LABELS[value])}
                      </MenuItem>
                    ))}
                  </TextField>
                  <ExportButtons
                    label={`${intl.formatMessage(completionMessages.export)} ${intl.formatMessage(completionMessages.ratesTable, { dimension })}`}
                    onExport={(format) => exportList('rates', { by }, format)}
                  />
                </Stack>
              </Stack>
              {rates.isError ? (
                <LoadFailedAlert onRetry={() => void rates.refetch()} />
              ) : rates.data === undefined ? (
                <Spinner />
              ) : rates.data.data.length === 0 ? (
                <Typography>
                  <FormattedMessage {...completionMessages.ratesEmpty} />
                </Typography>
              ) : (
                <RatesTable rows={rates.data.data} dimension={dimension} rowLink={rowSearch} />
              )}
            </Stack>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
