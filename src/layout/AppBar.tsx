import PersonIcon from '@mui/icons-material/Person';
import { Box, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef } from 'react';
import {
  LoadingIndicator,
  LocalesMenuButton,
  Logout,
  AppBar as RaAppBar,
  TitlePortal,
  ToggleThemeButton,
  UserMenu,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { GlobalSearch } from './GlobalSearch';

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

/** Top bar of spec section 2: title, global search, language, theme, profile menu. */
export const AppBar = () => (
  <RaAppBar
    toolbar={
      <>
        {/* On a phone the search box needs the room; the language stays on the Profile page. */}
        <Box sx={{ display: { xs: 'none', sm: 'flex' } }}>
          <LocalesMenuButton />
        </Box>
        <ToggleThemeButton />
        <LoadingIndicator />
      </>
    }
    userMenu={
      <UserMenu>
        <ProfileMenuItem />
        <Logout redirectTo="/" />
      </UserMenu>
    }
  >
    <TitlePortal />
    <GlobalSearch />
  </RaAppBar>
);
