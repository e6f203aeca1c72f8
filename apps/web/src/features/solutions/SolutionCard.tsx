import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Solution } from '@atrium/contract';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { solutionPath } from './solutionsApi';
import { solutionsMessages } from './solutionsMessages';

/** A solution in the catalogue's grid: name, summary, owners and markets. */
export function SolutionCard({ solution, top }: { solution: Solution; top: boolean }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={solutionPath(solution.id, top)} sx={{ height: '100%' }}>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
              {solution.name}
            </Typography>
            {solution.top && (
              <Chip
                size="small"
                color="secondary"
                label={<FormattedMessage {...solutionsMessages.topBadge} />}
              />
            )}
          </Stack>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {solution.summary}
          </Typography>
          <Typography variant="body2">
            {solution.owners.map((owner) => `${owner.first_name} ${owner.last_name}`).join(', ')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
            {solution.markets.map((market) => (
              <Chip key={market} size="small" variant="outlined" label={market} />
            ))}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
