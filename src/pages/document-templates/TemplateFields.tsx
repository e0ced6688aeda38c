import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { DocumentTemplate } from '../../../domain/entities/document-template';

const T = 'app.document_templates';

const FieldRows = ({ rows }: { rows: [write: string, says: string][] }) => {
  const translate = useTranslate();
  return (
    <>
      <TableHead>
        <TableRow>
          <TableCell>{translate(`${T}.field`)}</TableCell>
          <TableCell>{translate(`${T}.value`)}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(([write, says]) => (
          <TableRow key={write}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <code>{write}</code>
            </TableCell>
            <TableCell>{says}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </>
  );
};

/**
 * The fields a template of one kind may name, with what each gives, and its loops with their items'
 * fields: folded under the kind's card, opened by its heading (a button, so by the keyboard too).
 */
export const TemplateFields = ({
  item,
  kindName,
}: {
  item: DocumentTemplate;
  kindName: string;
}) => {
  const translate = useTranslate();
  const id = useId();
  const count = item.fields.length + item.loops.length;
  return (
    <Accordion disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-fields`} id={id}>
        <Typography component="h3" variant="subtitle2">
          {translate(`${T}.fields_title`, { count })}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-fields`} sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <caption>{translate(`${T}.fields_caption`, { kind: kindName })}</caption>
          <FieldRows
            rows={item.fields.map((name) => [`{${name}}`, translate(`${T}.fields.${name}`)])}
          />
        </Table>
        {item.loops.map((loop) => (
          <Box key={loop.name} sx={{ mt: 2 }}>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {translate(`${T}.loop`, {
                what: translate(`${T}.loops.${loop.name}.what`),
                open: `{#${loop.name}}`,
                close: `{/${loop.name}}`,
              })}
            </Typography>
            <Table size="small">
              <FieldRows
                rows={loop.fields.map((field) => [
                  `{${field}}`,
                  translate(`${T}.loops.${loop.name}.fields.${field}`),
                ])}
              />
            </Table>
          </Box>
        ))}
        {item.loops.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {translate(`${T}.loop_hint`)}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate(`${T}.condition_hint`)}
        </Typography>
      </AccordionDetails>
    </Accordion>
  );
};
