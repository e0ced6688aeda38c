import { darken, getContrastRatio, lighten, type Theme } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import type { ThemeColor } from '../../domain/entities/staff';
import { DEFAULT_THEME_COLOR } from '../../domain/entities/staff-constants';

const LIGHT_PAPER = { r: 255, g: 255, b: 255 };
const DARK_PAPER = { r: 30, g: 30, b: 30 };

type Rgb = { r: number; g: number; b: number };
const css = ({ r, g, b }: Rgb) => `rgb(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)})`;
/** The user's translucent colour laid over the page, as one solid colour. */
const over = (color: ThemeColor, paper: Rgb): Rgb => ({
  r: color.r * color.a + paper.r * (1 - color.a),
  g: color.g * color.a + paper.g * (1 - color.a),
  b: color.b * color.a + paper.b * (1 - color.a),
});
/**
 * White or the given black, whichever reads better on the colour (a theme's own contrastText may
 * stop at 3:1); MUI's text black by default.
 */
export const readableOn = (background: string, black = 'rgba(0, 0, 0, 0.87)') =>
  getContrastRatio(background, '#fff') >= getContrastRatio(background, black) ? '#fff' : black;

/** Every surface a coloured text sits on: the page, the paper, react-admin's form toolbar (grey 300 / 800). */
const SURFACES = { light: ['#fff', '#e0e0e0'], dark: ['#313131', '#1e1e1e', '#424242'] };

/** Darkens (light mode) or lightens (dark mode) a colour until text in it keeps 4.5:1 on every surface. */
function readable(base: string, mode: 'light' | 'dark', extra: string[] = []): string {
  const surfaces = [...SURFACES[mode], ...extra];
  for (let step = 0; step <= 20; step++) {
    const shade = mode === 'light' ? darken(base, step / 20) : lighten(base, step / 20);
    if (surfaces.every((surface) => getContrastRatio(shade, surface) >= 4.5)) return shade;
  }
  return mode === 'light' ? '#000' : '#fff';
}

/** The bulk-actions bar's background, as react-admin draws it from the primary colour. */
const bulkBar = (main: string, mode: 'light' | 'dark') =>
  mode === 'light' ? lighten(lighten(main, 0.2), 0.8) : darken(darken(main, 0.2), 0.5);

/** Raises a sort header's tooltip above it: below, it would cover the first row's name. */
const tooltipAboveHeaders = {
  name: 'aboveTableHeader',
  enabled: true,
  phase: 'beforeRead',
  fn: ({ state }: { state: { placement: string; elements: { reference: unknown } } }) => {
    const reference = state.elements.reference;
    if (reference instanceof Element && reference.closest('thead')) {
      state.placement = state.placement.replace('bottom', 'top');
    }
  },
};

function accentTheme(base: RaThemeOptions, color: ThemeColor, mode: 'light' | 'dark') {
  const bar = css(over(color, mode === 'light' ? LIGHT_PAPER : DARK_PAPER));
  const side = css(over({ ...color, a: color.a / 3 }, mode === 'light' ? LIGHT_PAPER : DARK_PAPER));
  const main = readable(css(color), mode);
  // MUI's own error red of each mode, deepened until Delete reads on the toolbars.
  const error = readable(mode === 'light' ? '#d32f2f' : '#f44336', mode, [bulkBar(main, mode)]);
  return {
    ...base,
    // contrastThreshold 4.5: text on a coloured fill (chips, contained buttons) keeps AA contrast.
    palette: {
      ...base.palette,
      mode,
      contrastThreshold: 4.5,
      primary: { main },
      error: { main: error },
    },
    components: {
      ...base.components,
      // A visible focus ring on whatever takes the keyboard focus (WCAG 2.4.7, 2.4.11), in the element's
      // own text colour so it contrasts with its background; inputs show their focused outline instead.
      MuiCssBaseline: {
        styleOverrides: {
          ':focus-visible:not(input):not(textarea)': {
            outline: '2px solid currentColor !important',
            outlineOffset: '-2px',
          },
          // The top bar stays over the page's top edge: what the keyboard focuses is scrolled below
          // it, never under its menu button (WCAG 2.2 2.4.11).
          html: { scrollPaddingTop: 72 },
        },
      },
      // react-admin puts the row checkbox's name on the wrapping span: move it to the input itself.
      MuiCheckbox: {
        defaultProps: {
          slotProps: {
            input: (ownerState: { 'aria-label'?: string }) =>
              ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {},
            root: { 'aria-label': undefined },
          },
        },
      },
      // A spinner beside its own text (react-admin's Loading page, a saving button) is decoration;
      // one that stands alone is given a name where it is used (the top bar's LoadingIndicator).
      MuiCircularProgress: { defaultProps: { 'aria-hidden': true } },
      // No server rendering here: media queries (react-admin's layout, phone lists) answer on the first
      // render, instead of rendering for a wide screen and then again in a layout effect.
      MuiUseMediaQuery: { defaultProps: { noSsr: true } },
      MuiTooltip: {
        defaultProps: {
          slotProps: { popper: { popperOptions: { modifiers: [tooltipAboveHeaders] } } },
        },
      },
      // Sort headers are targets of at least 24 px (WCAG 2.5.8).
      MuiTableSortLabel: { styleOverrides: { root: { minHeight: 24 } } },
      // react-admin greys the empty state's message out to 2.7:1; plain secondary text keeps 4.5:1.
      // (This version colours it text.disabled as well as fading it: both are undone.)
      RaEmpty: {
        styleOverrides: {
          root: ({ theme }: { theme: Theme }) => ({
            '& .RaEmpty-message': { opacity: 1, color: theme.palette.text.secondary },
          }),
        },
      },
      // The same for the "Not Found" page of a wrong address (3.2:1 at half opacity).
      RaNotFound: { styleOverrides: { root: { '& .RaNotFound-message': { opacity: 1 } } } },
      // react-admin's loading screen writes its message in the disabled grey (2.7:1): readable instead.
      RaLoading: {
        styleOverrides: {
          root: ({ theme }: { theme: Theme }) => ({
            '& .RaLoading-message': { color: theme.palette.text.secondary },
          }),
        },
      },
      // The content may shrink below its widest child (scrollable tabs, tables): the page never
      // scrolls sideways; a wide table scrolls inside its own box (DataTable's, a TableContainer).
      RaLayout: {
        styleOverrides: {
          root: {
            minWidth: 0,
            '& .RaLayout-appFrame, & .RaLayout-content': { minWidth: 0 },
          },
        },
      },
      // Their cards are flex items: without this they grow to their widest table instead of scrolling it.
      RaList: {
        styleOverrides: { root: { '& .RaList-main, & .RaList-content': { minWidth: 0 } } },
      },
      RaShow: { styleOverrides: { root: { '& .RaShow-main, & .RaShow-card': { minWidth: 0 } } } },
      RaEdit: { styleOverrides: { root: { '& .RaEdit-main, & .RaEdit-card': { minWidth: 0 } } } },
      MuiAppBar: { styleOverrides: { root: { backgroundColor: bar, color: readableOn(bar) } } },
      RaSidebar: {
        styleOverrides: { root: { '& .RaSidebar-fixed': { backgroundColor: side } } },
      },
      // The bulk toolbar stays in the page while no row is selected, only collapsed: hidden, its
      // buttons leave the tab order and the accessibility tree.
      RaBulkActionsToolbar: {
        styleOverrides: { root: { '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } } },
      },
      RaMenuItemLink: {
        styleOverrides: {
          root: {
            borderLeft: '3px solid transparent',
            '&.RaMenuItemLink-active': { borderLeftColor: main, fontWeight: 500 },
            // A long label ("Notifications apprenants") wraps onto a second line instead of being cut.
            whiteSpace: 'normal',
            '& .MuiTypography-noWrap': { whiteSpace: 'normal', overflow: 'visible' },
          },
        },
      },
    },
  } as RaThemeOptions;
}

/** Light and dark themes with the user's colour (spec section 1) as accent. */
export function buildThemes(color: ThemeColor = DEFAULT_THEME_COLOR) {
  return {
    light: accentTheme(defaultLightTheme, color, 'light'),
    dark: accentTheme(defaultDarkTheme, color, 'dark'),
  };
}
