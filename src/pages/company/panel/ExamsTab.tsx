import type { PanelTabProps } from './types';

/** The exams tab (being built: issue 7). */
export const ExamsTab = (_props: PanelTabProps) => null;
