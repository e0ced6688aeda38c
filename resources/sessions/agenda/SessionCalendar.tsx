import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/monarch/theme.css';
import FullCalendar, {
  type EventDisplayInfo,
  type EventDropInfo,
  type EventInput,
  type EventResizeDoneInfo,
} from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import deLocale from '@fullcalendar/react/locales/de';
import frLocale from '@fullcalendar/react/locales/fr';
import monarchTheme from '@fullcalendar/react/themes/monarch';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import { Box } from '@mui/material';
import { alpha, type Theme, useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { useGetMany, useLocaleState, useNotify, useTranslate, useUpdate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { CalendarSessionRecord } from '../../../dataProvider/sessions';
import { personName } from '../../../domain/rules/person-name';
import { readFailure } from '../../../src/save/read-failure';
import { useSessionWriter } from '../read/session-access';
import { textOn, typeColors } from './session-colors';

/** The range FullCalendar shows, as GET /session's start and end (ISO instants). */
export interface Range {
  start: string;
  end: string;
}

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, monarchTheme];
const LOCALES = { fr: frLocale, de: deLocale } as const;
const LOCALE_LIST = [frLocale, deLocale];
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The hours a day or week shows: 06:00 to 22:00, widened to every session of the range, so none is
 * ever out of sight. The page scrolls, not the calendar: a scrolling area without a session in it
 * would be out of the keyboard's reach (WCAG 2.1.1).
 */
export function dayHours(sessions: readonly { start: string; end: string }[]) {
  let min = 6;
  let max = 22;
  for (const session of sessions) {
    const start = new Date(session.start);
    const end = new Date(session.end);
    if (start.toDateString() !== end.toDateString()) return { min: '00:00:00', max: '24:00:00' };
    min = Math.min(min, start.getHours());
    max = Math.max(max, end.getHours() + (end.getMinutes() > 0 ? 1 : 0));
  }
  return { min: `${pad(min)}:00:00`, max: `${pad(max)}:00:00` };
}

/** The phone's two lists named by their span: both are "List" otherwise. */
const phoneButtons = (translate: (key: string) => string) => ({
  listDay: { text: translate('app.agenda.list_day') },
  listWeek: { text: translate('app.agenda.list_week') },
});
const VIEWS = 'dayGridMonth,timeGridWeek,timeGridDay,listWeek';
/** On a phone the title goes under the calendar, beside three views: the bars fit 375 px. */
const TOOLBARS = {
  wide: {
    header: { start: 'prev,next today', center: 'title', end: VIEWS },
    footer: false as const,
  },
  phone: {
    header: { start: 'prev,next', center: '', end: 'today' },
    footer: { start: 'title', end: 'listDay,listWeek,dayGridMonth' },
  },
};

/** Monarch's variables drawn from the MUI theme, light or dark: the calendar looks like the rest of the app. */
const monarchVariables = (theme: Theme) => {
  const { palette } = theme;
  return {
    '--fc-monarch-primary': palette.primary.main,
    '--fc-monarch-primary-foreground': textOn(palette.primary.main),
    '--fc-monarch-primary-over': palette.primary.dark,
    '--fc-monarch-primary-down': palette.primary.dark,
    '--fc-monarch-secondary': alpha(palette.primary.main, 0.12),
    '--fc-monarch-secondary-foreground': palette.text.primary,
    '--fc-monarch-secondary-over': alpha(palette.primary.main, 0.2),
    '--fc-monarch-secondary-down': alpha(palette.primary.main, 0.28),
    '--fc-monarch-tertiary': palette.secondary.main,
    '--fc-monarch-tertiary-foreground': textOn(palette.secondary.main),
    '--fc-monarch-tertiary-over': palette.secondary.dark,
    '--fc-monarch-tertiary-down': palette.secondary.dark,
    '--fc-monarch-event': palette.primary.main,
    '--fc-monarch-event-contrast': textOn(palette.primary.main),
    '--fc-monarch-highlight': alpha(palette.primary.main, 0.12),
    '--fc-monarch-now': palette.error.main,
    '--fc-monarch-selected': palette.primary.main,
    '--fc-monarch-selected-foreground': textOn(palette.primary.main),
    '--fc-monarch-selected-over': palette.primary.dark,
    '--fc-monarch-selected-down': palette.primary.dark,
    '--fc-monarch-outline': palette.text.primary,
    '--fc-monarch-popover': palette.background.paper,
    '--fc-monarch-popover-foreground': palette.text.primary,
    '--fc-monarch-background': palette.background.paper,
    '--fc-monarch-faint': palette.action.hover,
    '--fc-monarch-muted': palette.action.hover,
    '--fc-monarch-strong': palette.action.selected,
    '--fc-monarch-stronger': palette.action.focus,
    '--fc-monarch-strongest': palette.action.disabledBackground,
    '--fc-monarch-foreground': palette.text.primary,
    '--fc-monarch-strong-foreground': palette.text.primary,
    // The theme's faint and muted greys fall under 4.5:1: secondary text keeps it.
    '--fc-monarch-faint-foreground': palette.text.secondary,
    '--fc-monarch-muted-foreground': palette.text.secondary,
    '--fc-monarch-border': palette.divider,
    '--fc-monarch-strong-border': palette.divider,
  };
};

/**
 * The new session's form on a selected range. Days picked in the month view (all-day, the end the
 * day after the last) give 09:00 on the first to 10:00 on the last: a period for a weekly session.
 */
const createPath = (start: Date, end: Date, allDay: boolean) => {
  const last = new Date(end.getTime() - 86_400_000);
  const from = allDay ? new Date(start.getFullYear(), start.getMonth(), start.getDate(), 9) : start;
  const to = allDay ? new Date(last.getFullYear(), last.getMonth(), last.getDate(), 10) : end;
  return `/session/create?${new URLSearchParams({ start: from.toISOString(), end: to.toISOString() })}`;
};

/** One event's text: title; trainer and type; registrants against slots. */
const EventText = ({ arg }: { arg: EventDisplayInfo }) => {
  const { session, trainer, typeLabel, places } = arg.event.extendedProps as {
    session: CalendarSessionRecord;
    trainer: string;
    typeLabel: string;
    places: string;
  };
  return (
    <Box sx={{ overflow: 'hidden', lineHeight: 1.25, fontSize: '0.78rem', px: 0.25 }}>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {arg.timeText && `${arg.timeText} `}
        {session.title}
      </Box>
      <Box component="span" sx={{ display: 'block' }}>
        {[trainer, typeLabel, places].filter(Boolean).join(' · ')}
      </Box>
    </Box>
  );
};

/**
 * The FullCalendar 7 calendar of /agenda: month, week, day and list views in the reader's language,
 * weeks from Monday. Each event links to its session's page; an Admin, or the trainer of the session,
 * drags or resizes it to move it, with an undo (react-admin's undoable update).
 */
export const SessionCalendar = ({
  sessions,
  phone,
  onRange,
  selectable,
}: {
  sessions: CalendarSessionRecord[];
  phone: boolean;
  onRange: (range: Range) => void;
  /** A range selected in the calendar opens the new session's form on it. */
  selectable: boolean;
}) => {
  const theme = useTheme();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const notify = useNotify();
  const [update] = useUpdate<CalendarSessionRecord>();
  const { mayWrite } = useSessionWriter();
  const teacherIds = useMemo(() => [...new Set(sessions.map((s) => s.teacher))], [sessions]);
  const { data: teachers } = useGetMany('teachers', { ids: teacherIds });

  const hours = useMemo(() => dayHours(sessions), [sessions]);
  const buttons = useMemo(() => (phone ? phoneButtons(translate) : {}), [translate, phone]);
  const events: EventInput[] = useMemo(() => {
    const names = new Map((teachers ?? []).map((t) => [t.id, personName(t)]));
    return sessions.map((session) => {
      const { background, text } = typeColors(theme, session.type);
      const typeLabel = translate(`app.sessions.types.${session.type}`);
      const trainer = names.get(session.teacher) ?? '';
      const places = translate('app.agenda.places', {
        count: session.registrantCount,
        slots: session.slots,
      });
      return {
        id: session.id,
        title: session.title,
        start: session.start,
        end: session.end,
        url: `/session/read/${session.id}`,
        color: background,
        contrastColor: text,
        // An Admin moves any session; a Teacher her own (the API refuses the others anyway).
        editable: mayWrite(session),
        extendedProps: { session, trainer, typeLabel, places },
      };
    });
  }, [sessions, teachers, theme, translate, mayWrite]);

  /** A drop or a resize: the new times, sent after the undo delay; undone or refused, the cache rolls back. */
  const move = (info: EventDropInfo | EventResizeDoneInfo) => {
    const { session } = info.event.extendedProps as { session: CalendarSessionRecord };
    const { start, end } = info.event;
    if (!start || !end) return info.revert();
    update(
      'sessions',
      {
        id: session.id,
        data: { start: start.toISOString(), end: end.toISOString(), updatedAt: session.updatedAt },
        previousData: session,
      },
      {
        mutationMode: 'undoable',
        onSuccess: () =>
          notify('app.sessions.updated', {
            type: 'info',
            undoable: true,
            messageArgs: { title: session.title },
          }),
        onError: (error) => notify(readFailure(error).message, { type: 'error' }),
      },
    );
  };

  return (
    <Box
      sx={{
        ...monarchVariables(theme),
        color: 'text.primary',
        // Event links are read as the event's text; the list view's rows take the pointer.
        '& a.fc-event, & .fc-list-event': { cursor: 'pointer' },
      }}
    >
      <FullCalendar
        plugins={PLUGINS}
        locales={LOCALE_LIST}
        locale={locale in LOCALES ? locale : 'en'}
        firstDay={1}
        initialView={phone ? 'listDay' : 'timeGridWeek'}
        headerToolbar={TOOLBARS[phone ? 'phone' : 'wide'].header}
        footerToolbar={TOOLBARS[phone ? 'phone' : 'wide'].footer}
        // A busy week: three sessions side by side, then "+n".
        height="auto"
        slotMinTime={hours.min}
        slotMaxTime={hours.max}
        buttons={buttons}
        eventMaxStack={3}
        nowIndicator
        // Names that start with the words on screen (WCAG 2.5.3), instead of "This week" or "Month view".
        viewHint={(buttonText: string) => buttonText}
        todayHint={() => LOCALES[locale as keyof typeof LOCALES]?.todayText ?? 'Today'}
        dayMaxEvents
        events={events}
        eventContent={(arg) => <EventText arg={arg} />}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          navigate(`/session/read/${info.event.id}`);
        }}
        selectable={selectable}
        selectMirror
        select={(info) => navigate(createPath(info.start, info.end, info.allDay))}
        eventDrop={move}
        eventResize={move}
        datesSet={(info) =>
          onRange({ start: info.start.toISOString(), end: info.end.toISOString() })
        }
      />
    </Box>
  );
};
