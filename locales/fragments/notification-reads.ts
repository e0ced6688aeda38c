import type { Fragment } from '../merge';

/** /notificationsIntra read per staff member: the unread mark, marking one or all read. */
export const notificationReads: Fragment = {
  en: {
    app: {
      notification_reads: {
        unread: 'Unread',
        mark_read: 'Mark as read',
        mark_read_of: 'Mark as read: %{title}',
        mark_all: 'Mark all as read',
        marked_all:
          '%{smart_count} notification marked as read |||| %{smart_count} notifications marked as read',
        failed: 'The notification could not be marked as read',
      },
    },
  },
  fr: {
    app: {
      notification_reads: {
        unread: 'Non lue',
        mark_read: 'Marquer comme lue',
        mark_read_of: 'Marquer comme lue : %{title}',
        mark_all: 'Tout marquer comme lu',
        marked_all:
          '%{smart_count} notification marquée comme lue |||| %{smart_count} notifications marquées comme lues',
        failed: 'La notification n’a pas pu être marquée comme lue',
      },
    },
  },
  de: {
    app: {
      notification_reads: {
        unread: 'Ungelesen',
        mark_read: 'Als gelesen markieren',
        mark_read_of: 'Als gelesen markieren: %{title}',
        mark_all: 'Alle als gelesen markieren',
        marked_all:
          '%{smart_count} Benachrichtigung als gelesen markiert |||| %{smart_count} Benachrichtigungen als gelesen markiert',
        failed: 'Die Benachrichtigung konnte nicht als gelesen markiert werden',
      },
    },
  },
};
