import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import { Box, Button, List, ListItem, ListItemText } from '@mui/material';
import { useId, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Unit } from '../../domain/entities/unit';
import { previewPath } from './preview-path';

type Props = { source: string; label?: string; sortable?: boolean };

/**
 * The number of activities of a unit, a button that unfolds their list; each activity has a
 * Preview link to the viewer. Clicks stay here (the row's click opens the rename form).
 */
export const UnitActivities = (_props: Props) => {
  const record = useRecordContext<Unit & { id: string }>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (!record) return null;
  const activities = record.activities ?? [];
  return (
    <Box onClick={(event) => event.stopPropagation()}>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen(!open)}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {translate('app.units.activities_count', { smart_count: activities.length })}
      </Button>
      {open && (
        <List id={listId} dense disablePadding sx={{ minWidth: 240 }}>
          {activities.map((activity) => (
            <ListItem
              key={activity.id}
              disableGutters
              secondaryAction={
                <Button
                  component={Link}
                  to={previewPath(record.filename, activity)}
                  size="small"
                  startIcon={<PlayCircleOutlineIcon />}
                  aria-label={`${translate('app.units.preview')}: ${activity.title}`}
                >
                  {translate('app.units.preview')}
                </Button>
              }
              sx={{ pr: 14 }}
            >
              <ListItemText primary={activity.title} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
};
