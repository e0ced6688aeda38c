import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { StaleRecordAlert } from '../../../src/save/StaleRecordAlert';
import { useSave } from '../../../src/save/use-save';
import { FieldRows } from './FieldRows';

/** The entry whose form is open instead of the add form, and what the form does with it. */
export interface EntryEdit<E, M extends string = 'edit'> {
  mode: M;
  entry: E;
}

/**
 * The writes of an entry-card list through the one save hook, and which entry's form is open: a
 * stale write's Reload reads the entries again (`reload`), then closes the form they replace.
 */
export function useEntryCards<E, M extends string = 'edit'>(reload: () => Promise<unknown>) {
  const [editing, setEditing] = useState<EntryEdit<E, M>>();
  const save = useSave({
    reload: async () => {
      await reload();
      setEditing(undefined);
    },
  });
  return { save, editing, setEditing };
}

export type EntryCardsState<E, M extends string = 'edit'> = ReturnType<typeof useEntryCards<E, M>>;

/** An icon button of a card, its label as its tooltip. */
export const CardAction = ({
  label,
  icon,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
}) => (
  <Tooltip title={label}>
    <IconButton aria-label={label} onClick={onClick}>
      {icon}
    </IconButton>
  </Tooltip>
);

export interface EntryCardsProps<E extends { _id: string }, M extends string> {
  /** The entries, in the order shown. */
  entries: readonly E[];
  cards: EntryCardsState<E, M>;
  canWrite: boolean;
  /** The tab's message namespace: its edit, remove, remove_title, remove_confirm and fields keys. */
  messages: string;
  /** The card's heading, and the value its edit and remove labels name. */
  heading: (entry: E) => { text: string; value: string | number };
  /** The heading's level: h4 under the tab's title, h5 under a section of it. */
  level: 'h4' | 'h5';
  /** What the card says next to its heading (a state chip). */
  badge?: (entry: E) => ReactNode;
  /** The card's fields, [field, text]: labels are `${messages}.fields.${field}`. */
  rows: (entry: E) => [string, string][];
  /** More actions of a card, between edit and remove. */
  actions?: (entry: E) => ReactNode;
  /** The removal's confirmation texts' arguments. */
  removeOptions: (entry: E) => Record<string, unknown>;
  /** Removes the entry; resolves true when done. */
  onRemove: (entry: E) => Promise<boolean>;
  /** Said when the list is empty; undefined while the entries load. */
  empty?: string;
  /** The forms under the list: the entry edited, or the add form. */
  children?: ReactNode;
}

/**
 * The list of entry cards of a panel tab (semesters, exam sessions): a card per entry with its
 * fields, edit and remove (after confirmation) for those who may write, the stale alert of the
 * list's writes, then the add or edit form.
 */
export function EntryCards<E extends { _id: string }, M extends string = 'edit'>({
  entries,
  cards,
  canWrite,
  messages,
  heading,
  level,
  badge,
  rows,
  actions,
  removeOptions,
  onRemove,
  empty,
  children,
}: EntryCardsProps<E, M>) {
  const translate = useTranslate();
  // The entry asked about stays while the confirmation closes, so its texts do not change meanwhile.
  const [removing, setRemoving] = useState<{ entry: E; open: boolean }>();
  const { save, editing, setEditing } = cards;
  const closeRemoval = () => setRemoving((asked) => asked && { ...asked, open: false });

  const remove = async (entry: E) => {
    const done = await onRemove(entry);
    if (done && editing?.entry._id === entry._id) setEditing(undefined);
    closeRemoval();
  };

  return (
    <>
      <StaleRecordAlert save={save} />
      {empty !== undefined && entries.length === 0 && (
        <Typography sx={{ my: 2 }}>{translate(empty)}</Typography>
      )}
      {entries.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {entries.map((entry) => {
            const { text, value } = heading(entry);
            return (
              <Box
                component="li"
                key={entry._id}
                sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
              >
                <Stack
                  direction="row"
                  useFlexGap
                  sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
                >
                  <Typography
                    component={level}
                    variant={level === 'h4' ? 'subtitle2' : 'body2'}
                    sx={{ fontWeight: 600 }}
                  >
                    {text}
                  </Typography>
                  {badge?.(entry)}
                  <Box sx={{ flexGrow: 1 }} />
                  {canWrite && (
                    <span>
                      <CardAction
                        label={translate(`${messages}.edit`, { value })}
                        icon={<EditIcon />}
                        onClick={() => setEditing({ mode: 'edit' as M, entry })}
                      />
                      {actions?.(entry)}
                      <CardAction
                        label={translate(`${messages}.remove`, { value })}
                        icon={<DeleteIcon />}
                        onClick={() => setRemoving({ entry, open: true })}
                      />
                    </span>
                  )}
                </Stack>
                <FieldRows prefix={`${messages}.fields`} rows={rows(entry)} />
              </Box>
            );
          })}
        </Box>
      )}
      {canWrite && children}
      <Confirm
        isOpen={removing?.open ?? false}
        loading={save.saving}
        title={`${messages}.remove_title`}
        content={`${messages}.remove_confirm`}
        translateOptions={removing ? removeOptions(removing.entry) : {}}
        onConfirm={() => (removing ? remove(removing.entry) : undefined)}
        onClose={closeRemoval}
      />
    </>
  );
}
