import Brightness4Icon from '@mui/icons-material/Brightness4';
import Brightness7Icon from '@mui/icons-material/Brightness7';
import PersonIcon from '@mui/icons-material/Person';
import { Box, IconButton, ListItemIcon, ListItemText, MenuItem, Tooltip } from '@mui/material';
import { forwardRef } from 'react';
import {
  LoadingIndicator,
  LocalesMenuButton,
  Logout,
  AppBar as RaAppBar,
  TitlePortal,
  UserMenu,
  useGetIdentity,
  useNotify,
  useTheme,
  useThemesContext,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { saveProfile } from '../../dataProvider/profile';
import { GlobalSearch } from './GlobalSearch';

/** react-admin's ToggleThemeButton, but the choice is saved on the user as /profile does. */
const ThemeButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { darkTheme } = useThemesContext();
  const [theme, setTheme] = useTheme();
  if (!darkTheme) return null;
  const title = translate('ra.action.toggle_theme');
  const toggle = async () => {
    const next = theme === 'dark' ? 'light' : 'dark';
    setTheme(next);
    const result = await saveProfile({ theme: next });
    if (!result.ok) notify(result.data?.message || 'app.errors.server', { type: 'error' });
  };
  return (
    <Tooltip title={title} enterDelay={300}>
      <IconButton color="inherit" onClick={toggle} aria-label={title}>
        {theme === 'dark' ? <Brightness7Icon /> : <Brightness4Icon />}
      </IconButton>
    </Tooltip>
  );
};

const ProfileMenuItem = forwardRef<HTMLAnchorElement>((props, ref) => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem ref={ref} component={Link} to="/profile" onClick={userMenu?.onClose} {...props}>
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.shell.profile.title')}</ListItemText>
    </MenuItem>
  );
});

/** The profile menu's name starts with the name it shows (WCAG 2.5.3), then says what it is. */
const useUserMenuLabel = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const menu = translate('ra.auth.user_menu');
  return identity?.fullName ? `${identity.fullName} (${menu})` : menu;
};

/** Top bar of spec section 2: the screen's title (its one h1), global search, language, theme, profile menu. */
export const AppBar = () => {
  const userMenuLabel = useUserMenuLabel();
  const loadingLabel = useTranslate()('ra.page.loading');
  return (
    <RaAppBar
      toolbar={
        <>
          {/* On a phone the search box needs the room; the language stays on the Profile page. */}
          <Box sx={{ display: { xs: 'none', sm: 'flex' } }}>
            <LocalesMenuButton />
          </Box>
          <ThemeButton />
          {/* Its spinner is a progressbar, and a progressbar needs a name; react-admin passes extra props to it. */}
          <LoadingIndicator {...({ 'aria-label': loadingLabel, 'aria-hidden': false } as object)} />
        </>
      }
      userMenu={
        <UserMenu label={userMenuLabel}>
          <ProfileMenuItem />
          <Logout redirectTo="/" />
        </UserMenu>
      }
    >
      <TitlePortal component="h1" />
      <GlobalSearch />
    </RaAppBar>
  );
};
