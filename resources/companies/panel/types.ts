import type { CompanyData } from '../../../domain/entities/company-panel';

/** What the panel gives each of its tabs. */
export interface PanelTabProps {
  companyId: string;
  /** The panel as last read or written; send data.updatedAt with every write. */
  data: CompanyData;
  /** Admin and Super Administrator; a Teacher reads with no write control shown. */
  canWrite: boolean;
  /** A write answered the new panel: the shell keeps it (and its updatedAt). */
  onSaved: (data: CompanyData) => void;
}
