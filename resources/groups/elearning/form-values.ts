import type { ElearningValues } from '../../../dataProvider/group-elearning';
import type { Group } from '../../../domain/entities/group';
import type { ElearningDetails } from '../../../domain/entities/group-elearning';

/** A content line as the form holds it (react-hook-form's field arrays hold objects). */
export interface LineValue {
  value: string;
}
export interface ContentBlockValue {
  title: string;
  content: LineValue[];
}
export interface FileBlockValue {
  title: string;
  filename: string;
}

/** The E-learning tab's form: the group's courses and the e-learning details. */
export interface ElearningForm {
  courses: string[];
  elearningDuration: number | null;
  presentialHours: number | null;
  elearningDurationTarget: number | null;
  elearningTarget: number | null;
  elearningAttempts: number | null;
  /** '' is the empty choice of the select. */
  semester: number | '';
  elearningProgramme: ContentBlockValue[];
  elearningEvaluations: ContentBlockValue[];
  elearningResources: FileBlockValue[];
}

const toForm = (blocks: { title: string; content: string[] }[]): ContentBlockValue[] =>
  blocks.map((b) => ({ title: b.title, content: b.content.map((value) => ({ value })) }));
const fromForm = (blocks: ContentBlockValue[] = []) =>
  blocks.map((b) => ({
    title: b.title ?? '',
    content: (b.content ?? []).map((l) => l.value ?? ''),
  }));

/** The form's values from the group and its details (null before the first save: zeros, no blocks). */
export function formValues(
  group: Pick<Group, 'courses' | 'semester'>,
  details: ElearningDetails | null,
): ElearningForm {
  return {
    courses: group.courses.map((c) => c._id),
    elearningDuration: details?.elearningDuration ?? 0,
    presentialHours: details?.presentialHours ?? 0,
    elearningDurationTarget: details?.elearningDurationTarget ?? 0,
    elearningTarget: details?.elearningTarget ?? 0,
    elearningAttempts: details?.elearningAttempts ?? 0,
    semester: (details ? details.semester : group.semester) ?? '',
    elearningProgramme: toForm(details?.elearningProgramme ?? []),
    elearningEvaluations: toForm(details?.elearningEvaluations ?? []),
    elearningResources: (details?.elearningResources ?? []).map((b) => ({ ...b })),
  };
}

/** What POST/PUT /elearningdetails get from the form. */
export function detailsBody(values: ElearningForm): ElearningValues {
  return {
    semester: values.semester === '' || values.semester === null ? null : Number(values.semester),
    elearningDuration: values.elearningDuration ?? 0,
    presentialHours: values.presentialHours ?? 0,
    elearningDurationTarget: values.elearningDurationTarget ?? 0,
    elearningTarget: values.elearningTarget ?? 0,
    elearningAttempts: values.elearningAttempts ?? 0,
    elearningProgramme: fromForm(values.elearningProgramme),
    elearningEvaluations: fromForm(values.elearningEvaluations),
    elearningResources: (values.elearningResources ?? []).map((b) => ({
      title: b.title ?? '',
      filename: b.filename ?? '',
    })),
  };
}

/** Whether the chosen courses differ from the group's (then the Save writes the group too). */
export const coursesChanged = (group: Pick<Group, 'courses'>, chosen: string[]) =>
  chosen.length !== group.courses.length || chosen.some((id, i) => group.courses[i]?._id !== id);
