import frenchMessages from 'ra-language-french';
import { fragments } from './fragments';
import { deepMerge, type Messages } from './merge';

export const fr: Messages = deepMerge(frenchMessages as Messages, ...fragments.map((f) => f.fr));
