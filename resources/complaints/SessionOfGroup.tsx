import { useEffect, useRef } from 'react';
import {
  AutocompleteInput,
  type RaRecord,
  ReferenceField,
  ReferenceInput,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { formatDate } from '../../domain/rules/dates';

/** A session as a person picks it: its title and its day and hour ("Clinical English – 02/03/2026, 09:00"). */
const useSessionLabel = () => {
  const [locale] = useLocaleState();
  return (record: RaRecord) =>
    [record.title, formatDate(record.start, locale, 'datetime')].filter(Boolean).join(' – ');
};

/**
 * The session a complaint is about: one of the chosen group's sessions, newest first, searched by
 * title; it offers none until a group is chosen, and says so, since a group's sessions are what a
 * person looks through (not disabled: a disabled field's hint is greyed below the contrast WCAG
 * asks); emptied when the group changes (the server refuses another group's session).
 */
export const SessionOfGroupInput = ({ source = 'sessionId' }: { source?: string }) => {
  const translate = useTranslate();
  const groupId = useWatch({ name: 'groupId' }) as string | null | undefined;
  const label = useSessionLabel();
  // Another group: its sessions are others, so the one chosen goes.
  const { setValue, getValues } = useFormContext();
  const shown = useRef(groupId);
  useEffect(() => {
    if (shown.current === groupId) return;
    shown.current = groupId;
    if (getValues(source)) setValue(source, null, { shouldDirty: true });
  }, [groupId, source, getValues, setValue]);
  return (
    <ReferenceInput
      source={source}
      reference="sessions"
      filter={groupId ? { group: groupId } : { id: [] }}
      sort={{ field: 'start', order: 'DESC' }}
      perPage={50}
      enableGetChoices={() => Boolean(groupId)}
    >
      <AutocompleteInput
        label="resources.complaints.fields.sessionId"
        optionText={label}
        filterToQuery={(q) => ({ q })}
        helperText={groupId ? false : translate('app.complaints.session_after_group')}
      />
    </ReferenceInput>
  );
};

/** The session a complaint is about, linked to its page. */
export const SessionOfComplaintField = () => {
  const record = useRecordContext();
  const label = useSessionLabel();
  if (!record?.sessionId) return null;
  return (
    <ReferenceField source="sessionId" reference="sessions" link={false}>
      <SessionLink label={label} />
    </ReferenceField>
  );
};

const SessionLink = ({ label }: { label: (record: RaRecord) => string }) => {
  const session = useRecordContext();
  if (!session) return null;
  return <Link to={`/session/read/${session.id}`}>{label(session)}</Link>;
};
