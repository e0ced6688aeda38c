// The staff constants that the browser's first load needs (the theme), apart from staff.ts, whose zod
// schemas would bring zod into that load. staff.ts re-exports them.
import type { ThemeColor } from './staff';

/** Spec section 1: the default colour of a user. */
export const DEFAULT_THEME_COLOR: ThemeColor = { r: 110, g: 140, b: 160, a: 0.3 };
