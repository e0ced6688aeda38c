import DeleteIcon from '@mui/icons-material/Delete';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Box,
  Button,
  Card,
  CardContent,
  Collapse,
  IconButton,
  List,
  ListItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Confirm, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { SessionRecord } from '../../../dataProvider/sessions';
import type { SessionComment } from '../../../domain/entities/session';
import { formatDateTime } from '../../../domain/rules/dates';
import { readFailure } from '../../../src/save/read-failure';
import { useSave } from '../../../src/save/use-save';
import { m, useSessionAccess } from './session-access';

/** The comment form: a text and Add (the session's trainer and the administrators). */
const CommentForm = ({ sessionId, onAdded }: { sessionId: string; onAdded: () => unknown }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const save = useSave();
  const [text, setText] = useState('');
  const error = save.fieldErrors.text;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    return save.run(() => dataProvider.createSessionComment(sessionId, text), {
      success: 'app.sessions.comment_created',
      onSuccess: () => {
        setText('');
        return onAdded();
      },
    });
  };

  return (
    <Stack
      component="form"
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'flex-start' }, mt: 2 }}
    >
      <TextField
        label={translate(m('new_comment'))}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={2}
        fullWidth
        size="small"
        error={Boolean(error)}
        helperText={error ? translate(error, { _: error }) : undefined}
      />
      <Button type="submit" variant="contained" disabled={save.saving || text.trim() === ''}>
        {translate(m('add'))}
      </Button>
    </Stack>
  );
};

/**
 * The comments of a session (never shown to students): a panel that opens from "Comments (n)",
 * each with its author and date; its author (or an administrator) deletes it after a confirmation.
 */
export const SessionComments = ({ session }: { session: SessionRecord }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canWrite, canDeleteComment } = useSessionAccess(session);
  const [open, setOpen] = useState(false);
  const [doomed, setDoomed] = useState<SessionComment>();
  const deletion = useSave();
  const query = useQuery({
    queryKey: ['sessions', 'comments', session.id],
    queryFn: () => dataProvider.sessionComments(session.id),
  });
  const comments = query.data ?? [];
  const panelId = `session-comments-${session.id}`;
  const authorOf = (comment: SessionComment) => comment.authorName ?? translate(m('former_staff'));

  const remove = () => {
    if (!doomed) return;
    return deletion.run(() => dataProvider.deleteSessionComment(doomed._id), {
      success: 'app.sessions.comment_deleted',
      onSuccess: () => {
        setDoomed(undefined);
        return query.refetch();
      },
      onFailure: () => setDoomed(undefined),
    });
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ m: 0 }}>
          <Button
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen(!open)}
            endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            sx={{ typography: 'h6', textTransform: 'none', px: 1, ml: -1 }}
          >
            {query.isSuccess
              ? translate(m('comments_toggle'), { count: comments.length })
              : translate(m('comments'))}
          </Button>
        </Typography>
        <Collapse in={open} id={panelId}>
          <Box sx={{ mt: 1 }}>
            {query.isError && (
              <Typography color="error">
                {translate(readFailure(query.error).message, {
                  _: readFailure(query.error).message,
                })}
              </Typography>
            )}
            {query.isSuccess && comments.length === 0 && (
              <Typography color="text.secondary">{translate(m('no_comments'))}</Typography>
            )}
            {comments.length > 0 && (
              <List disablePadding>
                {comments.map((comment) => {
                  const author = authorOf(comment);
                  const date = formatDateTime(comment.createdAt, locale) ?? '';
                  return (
                    <ListItem
                      key={comment._id}
                      divider
                      disableGutters
                      sx={{ alignItems: 'flex-start', gap: 1 }}
                    >
                      <Box sx={{ flex: 1, minWidth: 0 }}>
                        <Typography variant="body2" color="text.secondary">
                          <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
                            {author}
                          </Box>
                          {' · '}
                          <time dateTime={comment.createdAt}>{date}</time>
                        </Typography>
                        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                          {comment.text}
                        </Typography>
                      </Box>
                      {canDeleteComment(comment.author) && (
                        <Tooltip title={translate(m('delete'))}>
                          <IconButton
                            aria-label={translate(m('comment_delete_of'), { author, date })}
                            onClick={() => setDoomed(comment)}
                          >
                            <DeleteIcon />
                          </IconButton>
                        </Tooltip>
                      )}
                    </ListItem>
                  );
                })}
              </List>
            )}
            {canWrite && <CommentForm sessionId={session.id} onAdded={() => query.refetch()} />}
          </Box>
        </Collapse>
      </CardContent>
      <Confirm
        isOpen={doomed !== undefined}
        loading={deletion.saving}
        title={m('comment_delete_title')}
        content={translate(m('comment_delete_content'), {
          author: doomed ? authorOf(doomed) : '',
        })}
        confirm={m('delete')}
        cancel={m('cancel')}
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setDoomed(undefined)}
      />
    </Card>
  );
};
