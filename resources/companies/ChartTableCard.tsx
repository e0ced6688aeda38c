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

/** One series of bars: `values[i]` for the category i (null: none). */
export interface ChartSeries {
  key: string;
  label: string;
  color: string;
  values: readonly (number | null)[];
}

/**
 * A bar chart that is a picture of the table beside it: its description is its label, and the
 * table carries the same figures as text, one row per category and a column per series. The title
 * and description always show; the chart and table when `hasData`. `horizontal` lays the bars along
 * the categories' names (long names: skills); `valueAxis` bounds the value axis.
 */
export const ChartTableCard = ({
  id,
  title,
  description,
  categoryLabel,
  categories,
  series,
  hasData,
  format = (value) => String(value ?? 0),
  horizontal = false,
  valueAxis = {},
}: {
  id: string;
  title: string;
  description: string;
  /** The table's first column header. */
  categoryLabel: string;
  categories: readonly string[];
  series: readonly ChartSeries[];
  hasData: boolean;
  format?: (value: number | null) => string;
  horizontal?: boolean;
  valueAxis?: { min?: number; max?: number; tickMinStep?: number };
}) => {
  // Two series need a legend and room for two bars a category.
  const several = series.length > 1;
  const dataset = categories.map((label, i) => ({
    label,
    ...Object.fromEntries(series.map((s) => [s.key, s.values[i] ?? null])),
  }));
  const band = { scaleType: 'band' as const, dataKey: 'label' };
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
                layout={horizontal ? 'horizontal' : 'vertical'}
                height={horizontal ? 300 : several ? 260 : 220}
                dataset={dataset}
                xAxis={[horizontal ? valueAxis : band]}
                yAxis={[horizontal ? { ...band, width: 150 } : { ...valueAxis, width: 36 }]}
                series={series.map((s) => ({
                  dataKey: s.key,
                  label: s.label,
                  color: s.color,
                  valueFormatter: (v: number | null) => format(v),
                }))}
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
                  <TableCell>{categoryLabel}</TableCell>
                  {series.map((s) => (
                    <TableCell key={s.key} align="right">
                      {s.label}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {categories.map((label, i) => (
                  <TableRow key={label}>
                    <TableCell component="th" scope="row">
                      {label}
                    </TableCell>
                    {series.map((s) => (
                      <TableCell key={s.key} align="right">
                        {format(s.values[i] ?? null)}
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
