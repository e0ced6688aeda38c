import {
  DATE_PARAMS,
  type NotificationContent,
  notificationKeys,
} from '../../../domain/entities/notification';
import { formatDateTime } from '../../../domain/rules/dates';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A notification's title and body in the reader's language, its instants through the date helper. */
export function notificationText(
  notification: NotificationContent,
  translate: Translate,
  locale: string,
): { title: string; body: string } {
  const values = new Map<string, unknown>();
  for (const [name, value] of Object.entries(notification.params)) {
    values.set(name, DATE_PARAMS.has(name) ? (formatDateTime(value, locale) ?? value) : value);
  }
  // react-admin picks a plural form by smart_count.
  if (values.has('count')) values.set('smart_count', values.get('count'));
  const options = Object.fromEntries(values);
  const keys = notificationKeys(notification.kind);
  return { title: translate(keys.title, options), body: translate(keys.body, options) };
}
