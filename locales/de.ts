import { formalGermanMessages } from '@haleos/ra-language-german';
import { fragments } from './fragments';
import { reactAdminGermanCompletions } from './fragments/react-admin-de';
import { deepMerge, type Messages } from './merge';

export const de: Messages = deepMerge(
  formalGermanMessages as Messages,
  reactAdminGermanCompletions,
  ...fragments.map((f) => f.de),
);
