import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, CircularProgress, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { StaleRecordAlert } from '../../../src/save/StaleRecordAlert';
import type { SaveState } from '../../../src/save/use-save';

/** A panel form's submit button: disabled, with a spinner and its saving text, while it saves. */
export const PanelSubmit = ({
  saving,
  label,
  savingLabel,
  icon,
  sx,
}: {
  saving: boolean;
  /** Message keys of the button, and of the button while it saves. */
  label: string;
  savingLabel: string;
  icon?: ReactNode;
  sx?: SxProps<Theme>;
}) => {
  const translate = useTranslate();
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={saving}
      aria-busy={saving}
      startIcon={saving ? <CircularProgress size={16} color="inherit" /> : icon}
      sx={sx}
    >
      {translate(saving ? savingLabel : label)}
    </Button>
  );
};

/** The end of a whole-section form of the panel: the stale alert, then Save for those who may write. */
export const PanelFormEnd = ({ save, canWrite }: { save: SaveState; canWrite: boolean }) => (
  <>
    <StaleRecordAlert save={save} />
    {canWrite && (
      <Box sx={{ mt: 2 }}>
        <PanelSubmit
          saving={save.saving}
          label="app.company_panel.save"
          savingLabel="app.company_panel.saving"
          icon={<SaveIcon />}
        />
      </Box>
    )}
  </>
);
