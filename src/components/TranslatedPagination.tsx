import { TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * MUI's pager over rows a screen holds or pages itself, in react-admin's words ("1-25 of 80",
 * "Go to next page") in the reader's language, one page size.
 */
export const TranslatedPagination = ({
  count,
  page,
  perPage,
  onPageChange,
}: {
  count: number;
  /** Zero-based. */
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
}) => {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={perPage}
      rowsPerPageOptions={[perPage]}
      onPageChange={(_event, next) => onPageChange(next)}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count: total }) =>
        translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total })
      }
      getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
    />
  );
};
