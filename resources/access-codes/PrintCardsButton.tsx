import PrintIcon from '@mui/icons-material/Print';
import CircularProgress from '@mui/material/CircularProgress';
import {
  Button,
  type FilterPayload,
  type SortPayload,
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
} from 'react-admin';
import { ACCESS_CODE_CARDS_MAX } from '../../domain/entities/access-code-constants';
import { type PeopleDataProvider, saveBlob } from '../../src/components/ExportXlsxButton';
import { useSave } from '../../src/save/use-save';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * GET /code/cards: the codes of a filter as a PDF of cards to cut out and hand out, saved under
 * the server's name; a spinner while it is made, the server's message (or ours) when it fails.
 */
const CardsButton = ({
  filter,
  sort,
  label,
  disabled = false,
  count,
}: {
  filter: FilterPayload;
  sort?: SortPayload;
  label: string;
  disabled?: boolean;
  /** How many codes the filter holds: past the cap, the reader is told only the first are printed. */
  count: number;
}) => {
  const dataProvider = useDataProvider<PeopleDataProvider>();
  const notify = useNotify();
  const save = useSave();
  const running = save.saving;

  const run = () =>
    save.run(
      async () => {
        const blob = await dataProvider.exportList('codes', 'cards', { filter, sort });
        saveBlob(blob, `access-code-cards-${today()}.pdf`);
      },
      {
        fallback: 'app.codes_ui.cards.failed',
        onSuccess: () => {
          if (count > ACCESS_CODE_CARDS_MAX)
            notify('app.codes_ui.cards.capped', {
              type: 'warning',
              messageArgs: { max: ACCESS_CODE_CARDS_MAX },
            });
        },
      },
    );

  return (
    <Button
      label={running ? 'app.codes_ui.cards.running' : label}
      onClick={run}
      disabled={running || disabled}
      aria-busy={running}
    >
      {running ? <CircularProgress size={16} /> : <PrintIcon />}
    </Button>
  );
};

/** In the list's toolbar: the cards of the selected codes, else of every code of the filter, in its sort. */
export const PrintCardsButton = () => {
  const { filter, filterValues, sort, selectedIds, total } = useListContext();
  const selected = selectedIds.length > 0;
  const count = selected ? selectedIds.length : (total ?? 0);
  return (
    <CardsButton
      filter={selected ? { ...filter, id: selectedIds } : { ...filterValues, ...(filter ?? {}) }}
      sort={sort}
      label="app.codes_ui.cards.print"
      disabled={count === 0}
      count={count}
    />
  );
};

/** On a code's page: its one card. */
export const PrintCardButton = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <CardsButton filter={{ id: [record.id] }} label="app.codes_ui.cards.print_one" count={1} />
  );
};
