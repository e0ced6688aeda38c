import ArchiveIcon from '@mui/icons-material/Archive';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { createElement, Fragment, type ReactElement, useState } from 'react';
import {
  BulkDeleteButton,
  Button,
  Confirm,
  type Identifier,
  useCanAccess,
  useDataProvider,
  useGetRecordRepresentation,
  useListContext,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useUnselectAll,
} from 'react-admin';
import { useSave } from '../save/use-save';
import type { PeopleDataProvider } from './ExportXlsxButton';

/** Archives or restores records one by one (PUT <base>/archive/{id} {archived}). */
const useArchiveCall = (resource: string) => {
  const dataProvider = useDataProvider<PeopleDataProvider>();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const save = useSave();

  const run = async (ids: Identifier[], archived: boolean, onDone?: () => void) => {
    await save.run(
      async () => {
        for (const id of ids) await dataProvider.archive(resource, { id, archived });
      },
      {
        success: () => ({
          message: archived ? 'app.people.archive.archived' : 'app.people.archive.restored',
          args: { smart_count: ids.length },
        }),
        onSuccess: () => {
          unselectAll();
          onDone?.();
        },
      },
    );
    // Some rows may have gone before one failed: the list shows what is now true.
    refresh();
  };
  return { run, running: save.saving };
};

/** Restore of the archived record in context; nothing for a record that is not archived. */
export const RestoreButton = () => {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const { canAccess } = useCanAccess({ resource, action: 'archive', record });
  const { run, running } = useArchiveCall(resource);
  if (!record || !canAccess || !record.archivedAt) return null;
  return (
    <Button
      label="app.people.archive.restore"
      disabled={running}
      onClick={(event) => {
        event.stopPropagation();
        run([record.id], false);
      }}
    >
      <UnarchiveIcon />
    </Button>
  );
};

/** Restore of the selected archived rows. */
export const BulkRestoreButton = () => {
  const { selectedIds, resource } = useListContext();
  const { canAccess } = useCanAccess({ resource, action: 'archive' });
  const { run, running } = useArchiveCall(resource);
  if (!canAccess) return null;
  return (
    <Button
      label="app.people.archive.restore"
      disabled={running}
      onClick={() => run(selectedIds, false)}
    >
      <UnarchiveIcon />
    </Button>
  );
};

/** Archive of the record in context, after a confirmation; onArchived e.g. leaves its page. */
export const ArchiveButton = ({ onArchived }: { onArchived?: () => void }) => {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const represent = useGetRecordRepresentation(resource);
  const { canAccess } = useCanAccess({ resource, action: 'archive', record });
  const { run, running } = useArchiveCall(resource);
  const [open, setOpen] = useState(false);
  if (!record || !canAccess || record.archivedAt) return null;
  return (
    <>
      <Button
        label="app.people.archive.archive"
        disabled={running}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <ArchiveIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={running}
        title="app.people.archive.archive_confirm_title"
        translateOptions={{ name: String(represent(record)) }}
        content="app.people.archive.archive_confirm"
        onConfirm={() => run([record.id], true, onArchived).then(() => setOpen(false))}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/** Archive of the selected rows, after a confirmation. */
export const BulkArchiveButton = () => {
  const { selectedIds, resource } = useListContext();
  const { canAccess } = useCanAccess({ resource, action: 'archive' });
  const { run, running } = useArchiveCall(resource);
  const [open, setOpen] = useState(false);
  if (!canAccess) return null;
  return (
    <>
      <Button label="app.people.archive.archive" disabled={running} onClick={() => setOpen(true)}>
        <ArchiveIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={running}
        title="app.people.archive.bulk_archive_confirm_title"
        translateOptions={{ smart_count: selectedIds.length }}
        content="app.people.archive.bulk_archive_confirm"
        onConfirm={() => run(selectedIds, true).then(() => setOpen(false))}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/**
 * The bulk actions of a list of people: the given ones first, then archive and delete (both after a
 * confirmation) of the selected rows.
 */
export const archiveBulkActions = (...first: ReactElement[]): ReactElement =>
  createElement(
    Fragment,
    null,
    ...first,
    createElement(BulkArchiveButton),
    createElement(BulkDeleteButton, { mutationMode: 'pessimistic' }),
  );

/** A row's archive action, or its restore once archived (a list that shows archived rows too). */
export const ArchiveOrRestoreButton = () => (
  <>
    <ArchiveButton />
    <RestoreButton />
  </>
);
