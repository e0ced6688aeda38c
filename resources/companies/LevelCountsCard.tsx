import {
  Box,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LEVELS } from '../../domain/rules/levels';

/** One bar per level A0..C2: `counts[level]` learners. */
export interface LevelSeries {
  key: string;
  label: string;
  color: string;
  counts: readonly number[];
}

/**
 * A client's learners per level (A0..C2), one series or several side by side: a bar chart that is
 * a picture of the table beside it (its description is its label; the table carries the same
 * counts as text). Shown when `hasData`; the title and description always.
 */
export const LevelCountsCard = ({
  id,
  title,
  description,
  levelLabel,
  series,
  hasData,
}: {
  id: string;
  title: string;
  description: string;
  /** The table's first column header. */
  levelLabel: string;
  series: readonly LevelSeries[];
  hasData: boolean;
}) => {
  // Two series need a legend and room for two bars a level.
  const several = series.length > 1;
  const dataset = LEVELS.map((label, level) => ({
    label,
    ...Object.fromEntries(series.map((s) => [s.key, s.counts[level] ?? 0])),
  }));
  return (
    <Card component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <CardContent>
        <Typography id={id} variant="h6" component="h3" gutterBottom>
          {title}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {description}
        </Typography>
        {hasData && (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
            <Box
              role="img"
              aria-label={description}
              sx={{ width: '100%', maxWidth: several ? 640 : 560 }}
            >
              <BarChart
                height={several ? 260 : 220}
                dataset={dataset}
                xAxis={[{ scaleType: 'band', dataKey: 'label' }]}
                yAxis={[{ tickMinStep: 1, width: 36 }]}
                series={series.map((s) => ({ dataKey: s.key, label: s.label, color: s.color }))}
                hideLegend={!several}
                slotProps={{
                  legend: {
                    direction: 'horizontal',
                    position: { vertical: 'top', horizontal: 'start' },
                  },
                }}
              />
            </Box>
            <Table size="small" aria-labelledby={id} sx={{ maxWidth: several ? 360 : 240 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{levelLabel}</TableCell>
                  {series.map((s) => (
                    <TableCell key={s.key} align="right">
                      {s.label}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {LEVELS.map((label, level) => (
                  <TableRow key={label}>
                    <TableCell component="th" scope="row">
                      {label}
                    </TableCell>
                    {series.map((s) => (
                      <TableCell key={s.key} align="right">
                        {s.counts[level] ?? 0}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};
