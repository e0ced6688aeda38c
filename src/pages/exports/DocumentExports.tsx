import { SelectInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { saveBlob } from '../../components/ExportXlsxButton';
import { ExportCard, type ExportValues } from './ExportCard';
import { downloadFile } from './exports-api';
import {
  CompanyInput,
  GroupInput,
  MonthInput,
  SemesterInputs,
  SessionInput,
  StudentInput,
} from './inputs';

const id = (v: unknown) => encodeURIComponent(String(v ?? ''));
const fetchAndSave = async (path: string, fallback: string) =>
  saveBlob(await downloadFile(path), fallback);

/** A learner or a client, then the one chosen. */
const RegisterInputs = () => {
  const kind = useWatch({ name: 'kind' });
  return (
    <>
      <SelectInput
        source="kind"
        label="app.exports_screen.fields.register_kind"
        choices={[
          { id: 'student', name: 'app.exports_screen.fields.student' },
          { id: 'company', name: 'app.exports_screen.fields.company' },
        ]}
        validate={(v: unknown) => (v ? undefined : 'ra.validation.required')}
        fullWidth
      />
      {kind === 'company' ? <CompanyInput isRequired /> : <StudentInput />}
      <MonthInput />
    </>
  );
};

/** The files made of one record: course plans, certificates, attendance sheets, semesters. */
export const DocumentExports = () => {
  const translate = useTranslate();
  const file = (key: string) => translate(`app.exports_screen.files.${key}`);
  return (
    <>
      <ExportCard
        title="app.exports_screen.kinds.course_plan"
        help="app.exports_screen.help.course_plan"
        formats={['pdf', 'docx']}
        run={(v: ExportValues, format) =>
          fetchAndSave(`/export/${format}/group/${id(v.group)}`, `${file('course_plan')}.${format}`)
        }
      >
        <GroupInput />
      </ExportCard>
      <ExportCard
        title="app.exports_screen.kinds.certificate"
        help="app.exports_screen.help.certificate"
        formats={['pdf', 'docx']}
        run={(v, format) =>
          fetchAndSave(
            `/group/trainingfollowup/certificate/${format === 'docx' ? 'docx/' : ''}${id(v.group)}/${id(v.student)}`,
            `${file('certificate')}.${format}`,
          )
        }
      >
        <GroupInput />
        <StudentInput />
      </ExportCard>
      <ExportCard
        title="app.exports_screen.kinds.session_sheet"
        help="app.exports_screen.help.session_sheet"
        formats={['pdf']}
        run={(v) =>
          fetchAndSave(`/session/signature/pdf/${id(v.session)}`, `${file('session_sheet')}.pdf`)
        }
      >
        <SessionInput />
      </ExportCard>
      <ExportCard
        title="app.exports_screen.kinds.register"
        help="app.exports_screen.help.register"
        formats={['pdf']}
        defaultValues={{ kind: 'student' }}
        run={(v) =>
          fetchAndSave(
            `/session/signature/register/${v.kind === 'company' ? 'company' : 'student'}/${id(
              v.kind === 'company' ? v.company : v.student,
            )}?month=${id(v.month)}`,
            `${file('register')}-${String(v.month)}.pdf`,
          )
        }
      >
        <RegisterInputs />
      </ExportCard>
      <ExportCard
        title="app.exports_screen.kinds.audit"
        help="app.exports_screen.help.audit"
        formats={['zip']}
        run={(v) =>
          fetchAndSave(
            `/session/signature/audit?month=${id(v.month)}${v.company ? `&company=${id(v.company)}` : ''}`,
            `${file('audit')}-${String(v.month)}.zip`,
          )
        }
      >
        <MonthInput />
        <CompanyInput />
      </ExportCard>
      <ExportCard
        title="app.exports_screen.kinds.semester"
        help="app.exports_screen.help.semester"
        formats={['json']}
        run={(v) =>
          fetchAndSave(
            `/export/json/semester/${id(v.company)}/${id(v.semester)}/${id(v.begin)}/${id(v.end)}`,
            `${file('semester')}-${String(v.semester)}.json`,
          )
        }
      >
        <CompanyInput isRequired />
        <SemesterInputs />
      </ExportCard>
    </>
  );
};
