/**
 * The programme labels of spec section 9: a client's school type (company panel, administrative
 * data) and the school types a catalogue semester applies to.
 */
export const SCHOOL_TYPES = [
  'IADE',
  'IFIP',
  'Podologie',
  'Kinésithérapie',
  'IFSI',
  'IFMEM',
  'Ostéopathie',
  'Ergothérapie',
  'IFAS',
  'SAMU',
  'CFARM',
] as const;
export type SchoolType = (typeof SCHOOL_TYPES)[number];

/** The exam modalities of spec section 5 (exam sessions and the semesters that offer them). */
export const EXAM_MODALITIES = [
  'Sur table',
  'Sur la plateforme',
  'Oral - cours en présentiel',
  'Voie postale',
  'Quiz automatisé',
] as const;
export type ExamModality = (typeof EXAM_MODALITIES)[number];

/** The message key of each modality's label (the stored value is the spec's French label). */
export const EXAM_MODALITY_KEYS: Record<ExamModality, string> = {
  'Sur table': 'app.semesters.modality.onPaper',
  'Sur la plateforme': 'app.semesters.modality.platform',
  'Oral - cours en présentiel': 'app.semesters.modality.oral',
  'Voie postale': 'app.semesters.modality.post',
  'Quiz automatisé': 'app.semesters.modality.quiz',
};
