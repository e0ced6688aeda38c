import type { ReactNode } from 'react';
import { type Saved, WholeFormCard } from '../../save/WholeFormCard';

/**
 * One section of the settings (GET and PUT /settings/<section>) as a card written whole
 * (WholeFormCard): its title and intro, its inputs.
 */
export function SettingsSectionCard<A extends Saved>({
  section,
  texts,
  read,
  write,
  children,
}: {
  section: string;
  /** Message keys: the card's title and intro, what it says while never saved. */
  texts: { title: string; intro: string; never: string };
  read: () => Promise<A>;
  /** The form's values less updatedAt and updatedBy, with the updatedAt read. */
  write: (body: Omit<A, 'updatedBy'>) => Promise<A>;
  children: ReactNode;
}) {
  return (
    <WholeFormCard
      queryKey={['settings', section]}
      texts={{ ...texts, saved: 'app.settings_ui.saved', loadError: 'app.settings_ui.load_error' }}
      read={read}
      write={(body) => write(body as unknown as Omit<A, 'updatedBy'>)}
    >
      {children}
    </WholeFormCard>
  );
}
