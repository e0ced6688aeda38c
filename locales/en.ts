import englishMessages from 'ra-language-english';
import { fragments } from './fragments';
import { deepMerge, type Messages } from './merge';

export const en: Messages = deepMerge(englishMessages as Messages, ...fragments.map((f) => f.en));
