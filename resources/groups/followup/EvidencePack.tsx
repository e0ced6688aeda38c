import FolderZipIcon from '@mui/icons-material/FolderZip';
import { Card, CardContent, Typography } from '@mui/material';
import { type DataProvider, useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import type { IssuedDocumentMethods } from '../../../dataProvider/issued-documents';
import { DownloadButton } from '../../../src/components/DownloadButton';

const T = 'app.evidence_pack';

/**
 * The group's evidence pack for a Qualiopi audit (GET /group/evidence-pack/{id}): a zip with an
 * index of the indicators, for Super Administrators and Admins (the qualityReport area).
 */
export const EvidencePack = ({ groupId }: { groupId: string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DataProvider & IssuedDocumentMethods>();
  const { canAccess } = useCanAccess({ resource: 'qualityReport', action: 'list' });
  if (!canAccess) return null;
  return (
    <Card variant="outlined" className="followup-card no-print" sx={{ mt: 2 }}>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {translate(`${T}.title`)}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate(`${T}.download_hint`)}
        </Typography>
        <DownloadButton
          label={`${T}.download`}
          runningLabel={`${T}.downloading`}
          fetch={() => dataProvider.evidencePack(groupId)}
          fileName="evidence-pack.zip"
          icon={<FolderZipIcon />}
        />
      </CardContent>
    </Card>
  );
};
