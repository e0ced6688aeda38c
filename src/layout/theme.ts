import { darken, getContrastRatio, lighten } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { DEFAULT_THEME_COLOR, type ThemeColor } from '../../domain/entities/staff';

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
const readableOn = (background: string) =>
  getContrastRatio(background, '#fff') >= getContrastRatio(background, 'rgba(0, 0, 0, 0.87)')
    ? '#fff'
    : 'rgba(0, 0, 0, 0.87)';

/** Darkens (light mode) or lightens (dark mode) the accent until text on the page keeps 4.5:1. */
function accent(color: ThemeColor, mode: 'light' | 'dark'): string {
  const base = css(color);
  const page = mode === 'light' ? '#fff' : '#313131';
  for (let step = 0; step <= 10; step++) {
    const shade = mode === 'light' ? darken(base, step / 10) : lighten(base, step / 10);
    if (getContrastRatio(shade, page) >= 4.5) return shade;
  }
  return mode === 'light' ? '#000' : '#fff';
}

function accentTheme(base: RaThemeOptions, color: ThemeColor, mode: 'light' | 'dark') {
  const bar = css(over(color, mode === 'light' ? LIGHT_PAPER : DARK_PAPER));
  const side = css(over({ ...color, a: color.a / 3 }, mode === 'light' ? LIGHT_PAPER : DARK_PAPER));
  const main = accent(color, mode);
  return {
    ...base,
    palette: { ...base.palette, mode, primary: { main } },
    components: {
      ...base.components,
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
