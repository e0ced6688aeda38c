import type { PanelTabProps } from './types';

/** The semesters tab (being built: issue 7). */
export const SemestersTab = (_props: PanelTabProps) => null;
