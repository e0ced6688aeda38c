import { lazy, Suspense } from 'react';
import type { DatePickerInputProps } from './DatePickerInput';

// The pickers (some 200 kB) load with the first form that shows a date, not with every screen:
// resources import src/meta, and src/meta's inputFor reaches every input type.
const PICKERS = {
  date: lazy(() => import('./DatePickerInput').then((m) => ({ default: m.DatePickerInput }))),
  datetime: lazy(() =>
    import('./DatePickerInput').then((m) => ({ default: m.DateTimePickerInput })),
  ),
};

/** A date ('date') or date and time ('datetime') picker input, loaded on first use. */
export const LazyDateInput = ({
  kind,
  ...props
}: DatePickerInputProps & { kind: keyof typeof PICKERS }) => {
  const Picker = PICKERS[kind];
  return (
    <Suspense fallback={null}>
      <Picker {...props} />
    </Suspense>
  );
};
